import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Supplement from '#models/supplement'
import { loadReferenceData } from '#services/reference_data/reference_loader'
import { buildAffiliateUrl } from '#services/shop/partner_links'
import { Browser, resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { FIXTURE_DIR } from '#tests/helpers/reference_data'
import { clearShop, clickIdOf, placeOrder, sendPostback } from '#tests/helpers/shop'
import { currentUserId } from '#tests/helpers/sync_device'

const supplementId = async (slug: string) => (await Supplement.findByOrFail('slug', slug)).id
const orderRow = (id: number) => db.from('supplement_orders').where('id', id).firstOrFail()
const clickRow = (clickId: string) => db.from('affiliate_clicks').where('click_id', clickId).firstOrFail()
/** The stand-in page's path and query from a partner link (a form posts back to the same origin). */
const pathOf = (link: string) => {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

test.group('Shop: partner links record clicks', (group) => {
  group.setup(async () => {
    await loadReferenceData({ dir: FIXTURE_DIR, force: true })
    return clearShop
  })
  group.each.setup(async () => {
    await resetRateLimits()
    await clearShop()
  })

  test('every partner link is a click of its own: who, what, which program, the link, the browser', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const vitaminK = await Supplement.findByOrFail('slug', 'vitamin-k')
    const answer = await browser.request('GET', `/api/affiliate/${vitaminK.id}`, {
      headers: { 'user-agent': 'PartnerTest/1.0', referer: 'http://127.0.0.1/shopping?items=1,2', 'x-forwarded-for': '203.0.113.77' },
    })
    assert.equal(answer.status, 200)
    const link = answer.body.affiliateUrl as string
    const click = await clickRow(clickIdOf(link))
    assert.include(click, {
      user_id: await currentUserId(browser),
      supplement_id: vitaminK.id,
      affiliate_program_id: vitaminK.affiliateProgramId,
      clicked_url: link,
      user_agent: 'PartnerTest/1.0',
      // Origin and path only: the query is none of the partner's business.
      referrer: 'http://127.0.0.1/shopping',
    })
    assert.isFalse(Boolean(click.converted))
    const second = (await browser.get(`/api/affiliate/${vitaminK.id}`)).body.affiliateUrl
    assert.notEqual(clickIdOf(second), clickIdOf(link))
  })

  test('the address is kept truncated: {ip} → {stored}')
    .with([
      { ip: '203.0.113.77', stored: '203.0.113.0' },
      { ip: '2001:db8:abcd:12:34:56:78:9a', stored: '2001:db8:abcd::' },
      { ip: '2001:db8::1', stored: '2001:db8:0::' },
      { ip: '::ffff:198.51.100.23', stored: '198.51.100.0' },
    ])
    .run(async ({ assert }, { ip, stored }) => {
      const { browser } = await signedInBrowser()
      const answer = await browser.request('GET', `/api/affiliate/${await supplementId('fish-oil')}`, {
        headers: { 'x-forwarded-for': ip },
      })
      assert.equal((await clickRow(clickIdOf(answer.body.affiliateUrl))).ip_address, stored)
    })

  test('a real partner keeps its own site: base URL, product path and query, tracking id, click id', ({ assert }) => {
    const program = { id: 9, slug: 'real', baseUrl: 'https://shop.partner.test/store', trackingParam: 'aff', affiliateId: 'dw-9' }
    const clickId = '0195f0a0-0000-7000-8000-00000000000a'
    assert.equal(
      buildAffiliateUrl(program, 'https://shop.partner.test/p/omega-3?size=90', clickId),
      `https://shop.partner.test/p/omega-3?size=90&aff=dw-9&dw_click=${clickId}`
    )
    // Only the product's path is taken: a product URL on another host never leads there.
    assert.equal(
      buildAffiliateUrl(program, 'https://elsewhere.test/p/omega-3', clickId),
      `https://shop.partner.test/p/omega-3?aff=dw-9&dw_click=${clickId}`
    )
    assert.equal(buildAffiliateUrl(program, null, clickId), `https://shop.partner.test/store?aff=dw-9&dw_click=${clickId}`)
  })

  test('signed out, no link and no click; an unknown supplement is a 404 and records nothing', async ({ assert }) => {
    assert.equal((await new Browser().get(`/api/affiliate/${await supplementId('fish-oil')}`)).status, 401)
    const { browser } = await signedInBrowser()
    assert.equal((await browser.get('/api/affiliate/999999')).status, 404)
    assert.equal((await browser.get('/api/affiliate/abc')).status, 404)
    assert.lengthOf(await db.from('affiliate_clicks'), 0)
  })
})

test.group('Shop: conversion postbacks', (group) => {
  group.setup(async () => {
    await loadReferenceData({ dir: FIXTURE_DIR, force: true })
    return clearShop
  })
  group.each.setup(async () => {
    await resetRateLimits()
    await clearShop()
  })

  test('an order goes pending → confirmed → shipped → delivered; the click is converted with its value', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const { order, clickId } = await placeOrder(browser, await supplementId('vitamin-k'))
    const before = await orderRow(order.id)

    const confirmed = await sendPostback({ clickId, status: 'confirmed', conversionValue: 850 })
    assert.equal(confirmed.status, 200)
    assert.deepEqual(confirmed.body, { orderId: order.id, status: 'confirmed', duplicate: false })
    assert.include(await clickRow(clickId), { conversion_value: 850 })
    assert.isTrue(Boolean((await clickRow(clickId)).converted))

    for (const status of ['shipped', 'delivered']) {
      const answer = await sendPostback({ clickId, status })
      assert.equal(answer.status, 200, answer.text)
      assert.equal(answer.body.status, status)
    }
    const [listed] = (await browser.get('/api/supplement-orders')).body
    assert.equal(listed.status, 'delivered')
    const after = await orderRow(order.id)
    // Each change is a server change of the synced record: the owner's devices pull it.
    assert.isAbove(Number(after.version), Number(before.version))
    // The partner's value stays when later postbacks leave it out.
    assert.include(await clickRow(clickId), { conversion_value: 850 })
    assert.lengthOf(await db.from('affiliate_postbacks').where('order_id', order.id), 3)
  })

  test('an order can be cancelled while pending, confirmed or shipped; the click then earns nothing', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const id = await supplementId('fish-oil')
    for (const steps of [[], ['confirmed'], ['confirmed', 'shipped']]) {
      const { clickId, order } = await placeOrder(browser, id)
      for (const status of steps) assert.equal((await sendPostback({ clickId, status })).status, 200)
      const cancelled = await sendPostback({ clickId, status: 'cancelled' })
      assert.equal(cancelled.status, 200, cancelled.text)
      assert.equal((await orderRow(order.id)).status, 'cancelled')
      assert.include(await clickRow(clickId), { conversion_value: null })
      assert.isFalse(Boolean((await clickRow(clickId)).converted))
    }
  })

  test('a move the order cannot make is refused with 409 and a reason, and changes nothing: {from} → {to}')
    .with([
      { from: [], to: 'shipped', message: 'An order that is pending cannot become shipped: it can only become confirmed or cancelled.' },
      {
        from: [],
        to: 'delivered',
        message: 'An order that is pending cannot become delivered: it can only become confirmed or cancelled.',
      },
      { from: ['confirmed'], to: 'confirmed', message: 'This order is already confirmed.' },
      {
        from: ['confirmed', 'shipped', 'delivered'],
        to: 'cancelled',
        message: 'An order that is delivered cannot become cancelled: it cannot change any more.',
      },
      { from: ['cancelled'], to: 'confirmed', message: 'An order that is cancelled cannot become confirmed: it cannot change any more.' },
    ])
    .run(async ({ assert }, { from, to, message }) => {
      const { browser } = await signedInBrowser()
      const { clickId, order } = await placeOrder(browser, await supplementId('calcium'))
      for (const status of from) assert.equal((await sendPostback({ clickId, status })).status, 200)
      const before = await orderRow(order.id)
      const answer = await sendPostback({ clickId, status: to })
      assert.equal(answer.status, 409)
      assert.deepEqual(answer.body, { code: 'E_ORDER_TRANSITION', message })
      assert.deepEqual(await orderRow(order.id), before)
    })

  test('a postback sent again is answered as before and changes nothing; its event id cannot carry another report', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const { clickId, order } = await placeOrder(browser, await supplementId('vitamin-k'))
    const first = await sendPostback({ clickId, status: 'confirmed' }, { eventId: 'evt-replayed-1' })
    assert.equal(first.status, 200)
    const before = await orderRow(order.id)

    const replay = await sendPostback({ clickId, status: 'confirmed' }, { eventId: 'evt-replayed-1' })
    assert.equal(replay.status, 200)
    assert.deepEqual(replay.body, { orderId: order.id, status: 'confirmed', duplicate: true })
    // Still a replay once the order moved on: answered with the order as it stands.
    assert.equal((await sendPostback({ clickId, status: 'shipped' })).status, 200)
    assert.deepEqual((await sendPostback({ clickId, status: 'confirmed' }, { eventId: 'evt-replayed-1' })).body, {
      orderId: order.id,
      status: 'shipped',
      duplicate: true,
    })
    assert.equal(Number((await orderRow(order.id)).version), Number(before.version) + 1)

    const reused = await sendPostback({ clickId, status: 'delivered' }, { eventId: 'evt-replayed-1' })
    assert.equal(reused.status, 409)
    assert.equal(reused.body.code, 'E_POSTBACK_EVENT_REUSED')
    assert.equal((await orderRow(order.id)).status, 'shipped')
    assert.lengthOf(await db.from('affiliate_postbacks').where('event_id', 'evt-replayed-1'), 1)
  })

  test('refused unless signed with the shared secret, within 5 minutes: {label}')
    .with([
      { label: 'another secret', options: { secret: 'not-the-shared-secret' }, code: 'E_POSTBACK_SIGNATURE' },
      { label: 'no signature', options: { signature: null }, code: 'E_POSTBACK_SIGNATURE' },
      { label: 'a made-up signature', options: { signature: `sha256=${'0'.repeat(64)}` }, code: 'E_POSTBACK_SIGNATURE' },
      { label: 'six minutes old', options: { skewSeconds: -360 }, code: 'E_POSTBACK_STALE' },
      { label: 'six minutes ahead', options: { skewSeconds: 360 }, code: 'E_POSTBACK_STALE' },
      { label: 'a timestamp that is no number', options: { timestamp: Number.NaN }, code: 'E_POSTBACK_TIMESTAMP' },
    ])
    .run(async ({ assert }, { options, code }) => {
      const { browser } = await signedInBrowser()
      const { clickId, order } = await placeOrder(browser, await supplementId('vitamin-k'))
      const answer = await sendPostback({ clickId, status: 'confirmed' }, options)
      assert.equal(answer.status, 401)
      assert.equal(answer.body.code, code)
      assert.equal((await orderRow(order.id)).status, 'pending')
      assert.lengthOf(await db.from('affiliate_postbacks'), 0)
    })

  test('a body changed after signing is refused: the signature covers every byte', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const { clickId, order } = await placeOrder(browser, await supplementId('vitamin-k'))
    const signed = JSON.stringify({ eventId: 'evt-a', clickId, status: 'confirmed' })
    const { createHmac } = await import('node:crypto')
    const { DEVELOPMENT_POSTBACK_SECRET } = await import('#services/shop/postbacks_service')
    const timestamp = Math.floor(Date.now() / 1000)
    const signature = `sha256=${createHmac('sha256', DEVELOPMENT_POSTBACK_SECRET).update(`${timestamp}.${signed}`).digest('hex')}`
    const answer = await sendPostback({}, { raw: signed.replace('confirmed', 'cancelled'), timestamp, signature })
    assert.equal(answer.status, 401)
    assert.equal((await orderRow(order.id)).status, 'pending')
  })

  test('a signed body that breaks the contract is a 422 naming the field: {label}')
    .with([
      { label: 'an unknown status', body: { status: 'lost' }, field: 'status' },
      { label: 'pending is never reported', body: { status: 'pending' }, field: 'status' },
      { label: 'a click id that is no UUID', body: { status: 'confirmed', clickId: 'abc' }, field: 'clickId' },
      { label: 'a negative value', body: { status: 'confirmed', conversionValue: -5 }, field: 'conversionValue' },
      { label: 'an event id with spaces', body: { status: 'confirmed', eventId: 'a b' }, field: 'eventId' },
    ])
    .run(async ({ assert }, { body, field }) => {
      const { browser } = await signedInBrowser()
      const { clickId } = await placeOrder(browser, await supplementId('vitamin-k'))
      const answer = await sendPostback({ clickId, ...body })
      assert.equal(answer.status, 422)
      assert.equal(answer.body.errors[0].field, field)
    })

  test('a click no order was placed with is a 404; a body that is not JSON a 400; never a 500', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const { affiliateUrl } = (await browser.get(`/api/affiliate/${await supplementId('fish-oil')}`)).body
    const answer = await sendPostback({ clickId: clickIdOf(affiliateUrl), status: 'confirmed' })
    assert.equal(answer.status, 404)
    assert.equal(answer.body.code, 'E_ORDER_NOT_FOUND')
    assert.equal((await sendPostback({}, { raw: '{"clickId": ' })).status, 400)
  })

  test('a postback never needs a session or a CSRF token, and a browser session gives it no rights', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const { clickId } = await placeOrder(browser, await supplementId('vitamin-k'))
    // The owner's own browser, without the partner's signature: refused like anyone.
    const answer = await browser.post('/api/affiliate/conversions', { eventId: 'evt-x', clickId, status: 'delivered' })
    assert.equal(answer.status, 401)
  })
})

test.group('Shop: the partner stand-in', (group) => {
  group.setup(async () => {
    await loadReferenceData({ dir: FIXTURE_DIR, force: true })
    return clearShop
  })
  group.each.setup(async () => {
    await resetRateLimits()
    await clearShop()
  })

  test('its page shows what the link carried and the order, as HTML with this site’s security headers', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const { affiliateUrl, clickId, order } = await placeOrder(browser, await supplementId('vitamin-k'))
    const page = await new Browser().request('GET', pathOf(affiliateUrl), { headers: { accept: 'text/html' } })
    assert.equal(page.status, 200)
    assert.match(page.headers.get('content-type')!, /^text\/html/)
    assert.include(page.headers.get('content-security-policy')!, "script-src 'self'")
    assert.include(page.text, '<h1>Fixture Shop</h1>')
    assert.include(page.text, '<code>dosewise-001</code> — Dosewise’s id')
    assert.include(page.text, `<code>${clickId}</code>`)
    assert.include(page.text, '<code>/p/vitamin-k</code>')
    assert.include(page.text, `Order #${order.id} at Dosewise is <strong>Pending</strong>.`)
    for (const status of ['confirmed', 'shipped', 'delivered', 'cancelled']) {
      assert.include(page.text, `action="/partner/shop/clicks/${clickId}/${status}"`)
    }
    assert.notInclude(page.text, '<script')
  })

  test('what the address carries is shown as text, never as HTML', async ({ assert }) => {
    const evil = encodeURIComponent('<img src=x onerror=alert(1)>')
    const page = await new Browser().request('GET', `/partner/shop/p/%3Cb%3Ex?ref=${evil}&dw_click=${evil}`, {
      headers: { accept: 'text/html' },
    })
    assert.equal(page.status, 200)
    assert.notInclude(page.text, '<img')
    assert.notInclude(page.text, '<b>x')
    assert.include(page.text, '&lt;img src=x onerror=alert(1)&gt;')
    // No usable click id: nothing to report, no buttons.
    assert.notInclude(page.text, '<form')
  })

  test('an unknown program is a 404 page', async ({ assert }) => {
    const page = await new Browser().request('GET', '/partner/nobody/p/x', { headers: { accept: 'text/html' } })
    assert.equal(page.status, 404)
    assert.include(page.text, 'The stand-in knows no partner program or click at this address.')
  })

  test('its buttons send signed postbacks through the same handler, step by step to delivered', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const { affiliateUrl, clickId, order } = await placeOrder(browser, await supplementId('fish-oil'))
    const partner = new Browser()
    partner.sendCsrf = false
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const sent = await partner.request('POST', `/partner/shop/clicks/${clickId}/${status}`, {
        headers: { origin: new URL(affiliateUrl).origin },
      })
      assert.equal(sent.status, 303)
      const back = new URL(sent.headers.get('location')!, affiliateUrl)
      assert.equal(back.pathname, '/partner/shop/p/fish-oil')
      assert.equal(back.searchParams.get('postback'), status)
      const page = await partner.request('GET', `${back.pathname}${back.search}`, { headers: { accept: 'text/html' } })
      assert.include(page.text, `Postback ‘${status}’ sent`)
      assert.equal((await orderRow(order.id)).status, status)
    }
    // The stand-in signs as a partner would: each press is a stored event.
    assert.lengthOf(await db.from('affiliate_postbacks').where('order_id', order.id), 3)

    // A move the order cannot make: the page says why, with the answer's status.
    const refused = await partner.request('POST', `/partner/shop/clicks/${clickId}/confirmed`, {
      headers: { origin: new URL(affiliateUrl).origin },
    })
    assert.equal(refused.status, 409)
    assert.include(
      refused.text,
      '<div role="alert" class="refused">An order that is delivered cannot become confirmed: it cannot change any more.</div>'
    )
  })

  test('its buttons are refused from another site, and for an unknown click or status', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const { clickId, order } = await placeOrder(browser, await supplementId('fish-oil'))
    const partner = new Browser()
    partner.sendCsrf = false
    const foreign = await partner.request('POST', `/partner/shop/clicks/${clickId}/confirmed`, {
      headers: { origin: 'https://evil.example' },
    })
    assert.equal(foreign.status, 403)
    assert.equal(foreign.body.code, 'E_BAD_ORIGIN')
    const unknown = await partner.request('POST', '/partner/shop/clicks/0195f0a0-0000-7000-8000-00000000000a/confirmed')
    assert.equal(unknown.status, 404)
    assert.equal((await partner.request('POST', `/partner/shop/clicks/${clickId}/pending`)).status, 404)
    assert.equal((await partner.request('POST', `/partner/nobody/clicks/${clickId}/confirmed`)).status, 404)
    assert.equal((await orderRow(order.id)).status, 'pending')
  })
})
