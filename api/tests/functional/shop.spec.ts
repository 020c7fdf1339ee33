import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { z } from 'zod'
import { ORDER_URL_MAX, subscriptionSchema, supplementOrderSchema } from '@dosewise/sync-protocol'
import Supplement from '#models/supplement'
import { loadReferenceData } from '#services/reference_data/reference_loader'
import { ORDER_URL_MISMATCH } from '#services/shop/orders_service'
import { Browser, resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { clearShop, partnerLink } from '#tests/helpers/shop'
import { FIXTURE_DIR } from '#tests/helpers/reference_data'
import { currentUserId } from '#tests/helpers/sync_device'

const orderSchema = supplementOrderSchema.strict()
const ordersSchema = z.array(orderSchema)
const subscriptionsSchema = z.array(subscriptionSchema.strict())

const pause = () => new Promise((resolve) => setTimeout(resolve, 5))
const supplementId = async (slug: string) => (await Supplement.findByOrFail('slug', slug)).id
const storedOrders = () => db.from('supplement_orders').orderBy('id')

const storedSubscriptions = () => db.from('subscriptions').orderBy('id')
/** How far a server timestamp may be from the test's clock (SQLite keeps whole seconds). */
const near = (iso: string, expected: DateTime) => Math.abs(DateTime.fromISO(iso).diff(expected).as('seconds')) < 5

/** GET / POST /api/supplement-orders and /api/subscriptions: online-only, the session's user's own. */
test.group('Shop: orders and subscriptions', (group) => {
  group.setup(async () => {
    await loadReferenceData({ dir: FIXTURE_DIR, force: true })
    // Both reference supplements: leave none behind for suites that re-seed the catalogue.
    return clearShop
  })
  group.each.setup(async () => {
    await resetRateLimits()
    await clearShop()
  })

  test('an order is pending, priced from the catalogue and carries the partner link the affiliate call gives', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const vitaminK = await Supplement.findByOrFail('slug', 'vitamin-k')
    const { affiliateUrl } = (await browser.get(`/api/affiliate/${vitaminK.id}`)).body
    // The fixture's shop is on .example: outside production its links lead to the partner stand-in.
    assert.match(affiliateUrl, partnerLink('shop', '/p/vitamin-k', 'size=60&ref=dosewise-001'))

    const answer = await browser.post('/api/supplement-orders', { supplementId: vitaminK.id, quantity: 1, orderUrl: affiliateUrl })
    assert.equal(answer.status, 201)
    const order = orderSchema.parse(answer.body)
    assert.include(order, {
      userId,
      supplementId: vitaminK.id,
      quantity: 1,
      price: 999,
      status: 'pending',
      orderUrl: affiliateUrl,
      affiliateProgramId: vitaminK.affiliateProgramId,
    })
    assert.isTrue(near(order.orderedAt, DateTime.now()))
    // The order keeps the click its link was made for (the postback names it).
    const [stored] = await storedOrders()
    assert.equal(stored.click_id, new URL(affiliateUrl).searchParams.get('dw_click'))

    const list = ordersSchema.parse((await browser.get('/api/supplement-orders')).body)
    assert.deepEqual(list, [order])
  })

  test('the price is the catalogue price times the quantity; without an order URL the server makes the click and its link', async ({
    assert,
  }) => {
    const { browser } = await signedInBrowser()
    const answer = await browser.post('/api/supplement-orders', { supplementId: await supplementId('fish-oil'), quantity: 3 })
    assert.equal(answer.status, 201)
    assert.include(answer.body, { quantity: 3, price: 3 * 1599 })
    assert.match(answer.body.orderUrl, partnerLink('shop', '/p/fish-oil', 'size=60&ref=dosewise-001'))
    const clickId = new URL(answer.body.orderUrl).searchParams.get('dw_click')
    const click = await db.from('affiliate_clicks').where('click_id', clickId!).firstOrFail()
    assert.equal(click.user_id, await currentUserId(browser))
  })

  test('the same partner link sent again answers the order it made (200), never a second one', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const id = await supplementId('calcium')
    const { affiliateUrl } = (await browser.get(`/api/affiliate/${id}`)).body
    const first = await browser.post('/api/supplement-orders', { supplementId: id, quantity: 1, orderUrl: affiliateUrl })
    const again = await browser.post('/api/supplement-orders', { supplementId: id, quantity: 1, orderUrl: affiliateUrl })
    assert.equal(first.status, 201)
    assert.equal(again.status, 200)
    assert.deepEqual(again.body, first.body)
    assert.lengthOf(await storedOrders(), 1)
  })

  test("a partner link of another person's click, or of another supplement, is refused with 422", async ({ assert }) => {
    const { browser: ada } = await signedInBrowser()
    const { browser: bob } = await signedInBrowser()
    const vitaminK = await supplementId('vitamin-k')
    const adas = (await ada.get(`/api/affiliate/${vitaminK}`)).body.affiliateUrl
    for (const [browser, body] of [
      [bob, { supplementId: vitaminK, quantity: 1, orderUrl: adas }],
      [ada, { supplementId: await supplementId('fish-oil'), quantity: 1, orderUrl: adas }],
      [
        ada,
        { supplementId: vitaminK, quantity: 1, orderUrl: adas.replace(/dw_click=[^&]+/, 'dw_click=0195f0a0-0000-7000-8000-00000000000a') },
      ],
    ] as const) {
      const answer = await browser.post('/api/supplement-orders', body)
      assert.equal(answer.status, 422)
      assert.deepInclude(answer.body.errors, { field: 'orderUrl', message: ORDER_URL_MISMATCH })
    }
    assert.lengthOf(await storedOrders(), 0)
  })

  test('the owner, price, status and date come from the server, never from the body', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const answer = await browser.post('/api/supplement-orders', {
      supplementId: await supplementId('calcium'),
      quantity: 1,
      userId: userId + 1000,
      price: 1,
      status: 'delivered',
      affiliateProgramId: 999,
      orderedAt: '2001-01-01T00:00:00.000Z',
    })
    assert.equal(answer.status, 201)
    assert.include(answer.body, { userId, price: 699, status: 'pending' })
    assert.notEqual(answer.body.affiliateProgramId, 999)
    assert.isTrue(near(answer.body.orderedAt, DateTime.now()))
    const [stored] = await storedOrders()
    assert.equal(stored.user_id, userId)
  })

  test('lists only the user’s own orders, newest first', async ({ assert }) => {
    const { browser: ada } = await signedInBrowser()
    const { browser: bob } = await signedInBrowser()
    const placed: number[] = []
    for (const slug of ['vitamin-k', 'fish-oil', 'calcium']) {
      const answer = await ada.post('/api/supplement-orders', { supplementId: await supplementId(slug), quantity: 1 })
      placed.push(answer.body.id)
      // Whole seconds in SQLite: the id breaks the tie.
      await pause()
    }
    await bob.post('/api/supplement-orders', { supplementId: await supplementId('calcium'), quantity: 2 })

    const adas = ordersSchema.parse((await ada.get('/api/supplement-orders')).body)
    assert.deepEqual(
      adas.map((o) => o.id),
      placed.toReversed()
    )
    const bobs = ordersSchema.parse((await bob.get('/api/supplement-orders')).body)
    assert.lengthOf(bobs, 1)
    assert.equal(bobs[0].quantity, 2)

    const { browser: newcomer } = await signedInBrowser()
    assert.deepEqual((await newcomer.get('/api/supplement-orders')).body, [])
  })

  test('a subscription is monthly, active, quantity as sent, next delivery a month from now', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const calcium = await supplementId('calcium')
    const answer = await browser.post('/api/subscriptions', { supplementId: calcium, frequency: 'monthly', quantity: 1 })
    assert.equal(answer.status, 201)
    const subscription = subscriptionSchema.strict().parse(answer.body)
    assert.include(subscription, { userId, supplementId: calcium, frequency: 'monthly', quantity: 1, isActive: true })
    assert.isTrue(near(subscription.createdAt, DateTime.now()))
    assert.isTrue(near(subscription.nextDelivery!, DateTime.now().plus({ months: 1 })))

    const list = subscriptionsSchema.parse((await browser.get('/api/subscriptions')).body)
    assert.deepEqual(list, [subscription])
  })

  test('frequency defaults to monthly; owner and state come from the session, never from the body', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const answer = await browser.post('/api/subscriptions', {
      supplementId: await supplementId('vitamin-k'),
      quantity: 2,
      userId: userId + 1000,
      isActive: false,
      nextDelivery: null,
    })
    assert.equal(answer.status, 201)
    assert.include(answer.body, { userId, frequency: 'monthly', quantity: 2, isActive: true })
    assert.isString(answer.body.nextDelivery)
  })

  test('lists only the user’s own subscriptions, newest first', async ({ assert }) => {
    const { browser: ada } = await signedInBrowser()
    const { browser: bob } = await signedInBrowser()
    const first = await ada.post('/api/subscriptions', { supplementId: await supplementId('vitamin-k'), quantity: 1 })
    await pause()
    const second = await ada.post('/api/subscriptions', { supplementId: await supplementId('fish-oil'), quantity: 1 })
    await bob.post('/api/subscriptions', { supplementId: await supplementId('calcium'), quantity: 1 })

    const adas = subscriptionsSchema.parse((await ada.get('/api/subscriptions')).body)
    assert.deepEqual(
      adas.map((s) => s.id),
      [second.body.id, first.body.id]
    )
    const bobs = subscriptionsSchema.parse((await bob.get('/api/subscriptions')).body)
    assert.deepEqual(
      bobs.map((s) => s.supplementId),
      [await supplementId('calcium')]
    )
  })

  test('signed out: 401 for every shop call, and nothing is saved', async ({ assert }) => {
    const browser = new Browser()
    const body = { supplementId: await supplementId('vitamin-k'), quantity: 1 }
    for (const answer of [
      await browser.get('/api/supplement-orders'),
      await browser.post('/api/supplement-orders', body),
      await browser.get('/api/subscriptions'),
      await browser.post('/api/subscriptions', body),
    ]) {
      assert.equal(answer.status, 401)
      assert.equal(answer.body.code, 'E_UNAUTHORIZED_ACCESS')
    }
    assert.lengthOf(await storedOrders(), 0)
    assert.lengthOf(await storedSubscriptions(), 0)
  })

  test('a post without the CSRF token is refused and saves nothing', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    browser.sendCsrf = false
    const body = { supplementId: await supplementId('vitamin-k'), quantity: 1 }
    for (const path of ['/api/supplement-orders', '/api/subscriptions']) {
      const answer = await browser.post(path, body)
      assert.equal(answer.status, 403)
      assert.equal(answer.body.code, 'E_BAD_CSRF_TOKEN')
    }
    assert.lengthOf(await storedOrders(), 0)
    assert.lengthOf(await storedSubscriptions(), 0)
  })

  test('an id past 32 bits is refused by the contract with 422 and saves nothing', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    for (const path of ['/api/supplement-orders', '/api/subscriptions']) {
      const answer = await browser.post(path, { supplementId: 99_999_999_999, quantity: 1 })
      assert.equal(answer.status, 422)
      assert.deepInclude(answer.body.errors, { field: 'supplementId', message: 'Number must be less than or equal to 2147483647' })
    }
    assert.lengthOf(await storedOrders(), 0)
    assert.lengthOf(await storedSubscriptions(), 0)
  })

  test('an unknown supplement answers 404 JSON: {$self}')
    .with([999_999, 2_147_483_647])
    .run(async ({ assert }, id) => {
      const { browser } = await signedInBrowser()
      const notFound = { code: 'E_SUPPLEMENT_NOT_FOUND', message: 'Supplement not found' }
      const order = await browser.post('/api/supplement-orders', { supplementId: id, quantity: 1 })
      assert.equal(order.status, 404)
      assert.deepEqual(order.body, notFound)
      const subscription = await browser.post('/api/subscriptions', { supplementId: id, quantity: 1 })
      assert.equal(subscription.status, 404)
      assert.deepEqual(subscription.body, notFound)
      assert.lengthOf(await storedOrders(), 0)
      assert.lengthOf(await storedSubscriptions(), 0)
    })

  test('a supplement no partner sells cannot be ordered: 404 as from the affiliate call', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const stJohns = await supplementId('st-johns-wort')
    const affiliate = await browser.get(`/api/affiliate/${stJohns}`)
    const answer = await browser.post('/api/supplement-orders', { supplementId: stJohns, quantity: 1 })
    assert.equal(answer.status, 404)
    assert.deepEqual(answer.body, affiliate.body)
    assert.equal(answer.body.code, 'E_NO_AFFILIATE')
    assert.lengthOf(await storedOrders(), 0)
  })

  test('invalid order input answers 422 with the field and saves nothing: {label}')
    .with([
      { label: 'no supplement', body: { supplementId: undefined, quantity: 1 }, field: 'supplementId', message: 'Required' },
      {
        label: 'supplement id as text',
        body: { supplementId: '1', quantity: 1 },
        field: 'supplementId',
        message: 'Expected number, received string',
      },
      { label: 'no quantity', body: {}, field: 'quantity', message: 'Required' },
      { label: 'quantity 0', body: { quantity: 0 }, field: 'quantity', message: 'Number must be greater than or equal to 1' },
      { label: 'quantity 1.5', body: { quantity: 1.5 }, field: 'quantity', message: 'Expected integer, received float' },
      { label: 'quantity 101', body: { quantity: 101 }, field: 'quantity', message: 'Number must be less than or equal to 100' },
      { label: 'not a URL', body: { quantity: 1, orderUrl: 'buy it here' }, field: 'orderUrl', message: 'Invalid url' },
      { label: 'a javascript: URL', body: { quantity: 1, orderUrl: 'javascript:alert(1)' }, field: 'orderUrl', message: 'Invalid url' },
      {
        label: 'an ftp: URL',
        body: { quantity: 1, orderUrl: 'ftp://shop.example/p/vitamin-k' },
        field: 'orderUrl',
        message: 'Invalid url',
      },
      {
        label: 'a URL over 500 characters',
        body: { quantity: 1, orderUrl: `https://shop.example/${'x'.repeat(ORDER_URL_MAX)}` },
        field: 'orderUrl',
        message: `String must contain at most ${ORDER_URL_MAX} character(s)`,
      },
      {
        label: 'another site',
        body: { quantity: 1, orderUrl: 'https://evil.example/p/vitamin-k?size=60&ref=dosewise-001' },
        field: 'orderUrl',
        message: ORDER_URL_MISMATCH,
      },
      {
        label: 'another tracking id',
        body: { quantity: 1, orderUrl: 'https://shop.example/p/vitamin-k?size=60&ref=someone-else' },
        field: 'orderUrl',
        message: ORDER_URL_MISMATCH,
      },
    ])
    .run(async ({ assert }, { body, field, message }) => {
      const { browser } = await signedInBrowser()
      const answer = await browser.post('/api/supplement-orders', { supplementId: await supplementId('vitamin-k'), ...body })
      assert.equal(answer.status, 422)
      assert.equal(answer.body.code, 'E_VALIDATION_ERROR')
      assert.deepInclude(answer.body.errors, { field, message })
      assert.lengthOf(await storedOrders(), 0)
    })

  test('invalid subscription input answers 422 with the field and saves nothing: {label}')
    .with([
      {
        label: 'weekly',
        body: { quantity: 1, frequency: 'weekly' },
        field: 'frequency',
        message: "Invalid enum value. Expected 'monthly' | 'every-2-months' | 'every-3-months', received 'weekly'",
      },
      {
        label: 'empty frequency',
        body: { quantity: 1, frequency: '' },
        field: 'frequency',
        message: "Invalid enum value. Expected 'monthly' | 'every-2-months' | 'every-3-months', received ''",
      },
      {
        label: 'frequency as a number',
        body: { quantity: 1, frequency: 30 },
        field: 'frequency',
        message: "Expected 'monthly' | 'every-2-months' | 'every-3-months', received number",
      },
      { label: 'quantity 0', body: { quantity: 0 }, field: 'quantity', message: 'Number must be greater than or equal to 1' },
      { label: 'quantity 101', body: { quantity: 101 }, field: 'quantity', message: 'Number must be less than or equal to 100' },
      { label: 'no quantity', body: {}, field: 'quantity', message: 'Required' },
    ])
    .run(async ({ assert }, { body, field, message }) => {
      const { browser } = await signedInBrowser()
      const answer = await browser.post('/api/subscriptions', { supplementId: await supplementId('vitamin-k'), ...body })
      assert.equal(answer.status, 422)
      assert.equal(answer.body.code, 'E_VALIDATION_ERROR')
      assert.deepInclude(answer.body.errors, { field, message })
      assert.lengthOf(await storedSubscriptions(), 0)
    })

  test('a subscription every 3 months delivers first three months from now', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const answer = await browser.post('/api/subscriptions', {
      supplementId: await supplementId('calcium'),
      quantity: 2,
      frequency: 'every-3-months',
    })
    assert.equal(answer.status, 201)
    assert.include(answer.body, { frequency: 'every-3-months', quantity: 2 })
    assert.isTrue(near(answer.body.nextDelivery, DateTime.now().plus({ months: 3 })))
  })

  test('a body that is not JSON answers 400, not 500', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    for (const path of ['/api/supplement-orders', '/api/subscriptions']) {
      const answer = await browser.request('POST', path, { raw: '{"supplementId": ' })
      assert.equal(answer.status, 400)
      assert.equal(answer.body.code, 'E_BAD_REQUEST')
    }
  })
})
