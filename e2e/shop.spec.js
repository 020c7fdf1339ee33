/**
 * The Supplement Store (spec §2 Shopping, §7 Order flow): opened from a plan's 'Shop Supplements'
 * with `?items=`, an order opens the partner's shop in a new tab and shows in the Orders tab.
 */
import assert from 'node:assert/strict'
import { before } from 'node:test'
import { useBrowser, pageTest } from './support/browser.js'
import { apiSignIn, apiSignUp } from './support/fixtures.js'
import { eventually, expectCount, expectVisible } from './support/expect.js'
import { expectNoAxeViolations } from './support/axe.js'
import { ShopPage } from './pages/shop-page.js'

useBrowser()

let client
/** Supplements 1 and 2 of the seeded catalogue, as the API describes them. */
let first
let second
before(async () => {
  client = await apiSignIn(await apiSignUp())
  first = (await client.get('/api/supplements/1')).json
  second = (await client.get('/api/supplements/2')).json
  assert.ok(first?.name && second?.name, 'the seeded catalogue has supplements 1 and 2')
})

pageTest('?items=1,2 shows exactly those two supplements, with the plan note and Show all', async ({ page, context }) => {
  await context.addCookies(client.playwrightCookies())
  const shop = new ShopPage(page)
  await shop.open([1, 2])
  await expectCount(shop.cards, 2)
  assert.deepEqual(await shop.cardNames(), [first.name, second.name])
  await expectVisible(page.getByText('Showing the 2 supplements from your plan'), 'the plan note')
  // Nobody has reviewed these yet: no stars (the ratings are the reviews' averages, ADR 0033).
  assert.equal(
    await shop
      .card(first.name)
      .getByRole('img', { name: /^Rated/ })
      .count(),
    0,
    'no rating without reviews'
  )
  await expectVisible(page.getByRole('searchbox', { name: 'Search by name' }), 'the search field')
  await expectVisible(shop.card(first.name).getByText(`$${(first.price / 100).toFixed(2)}`, { exact: true }), 'the price in dollars')
  await expectNoAxeViolations(page, 'the store with ?items=1,2')

  await shop.showAll.click()
  await eventually(async () => assert.ok((await shop.cards.count()) > 2, 'every supplement of the store'))
  assert.equal(new URL(page.url()).search, '')
})

pageTest('Order Now opens the partner’s shop in a new tab and the order shows in the Orders tab', async ({ page, context }) => {
  await context.addCookies(client.playwrightCookies())
  const shop = new ShopPage(page)
  await shop.open([1, 2])

  // The seeded partners are `.example` placeholders: outside production their links lead to the
  // partner stand-in this server runs (ADR 0033), which the new tab loads.
  const [partner] = await Promise.all([context.waitForEvent('page'), shop.orderNow(second.name).click()])
  await expectVisible(page.getByText('Order placed successfully', { exact: true }), "the 'Order placed successfully' toast")
  const [placed] = (await client.get('/api/supplement-orders')).json
  assert.match(placed.orderUrl, /\/partner\/[^/]+\/.*[?&]dw_click=[0-9a-f-]{36}$/, 'a tracked link with its click id')
  await eventually(() => assert.equal(partner.url(), placed.orderUrl), { timeout: 15_000 })
  await expectVisible(partner.getByRole('heading', { level: 1 }), 'the partner stand-in page')

  await shop.tab('Orders')
  const order = page.getByRole('article').filter({ hasText: `Supplement #${second.id} · ${second.name}` })
  await expectVisible(order, 'the new order in the Orders tab')
  await expectVisible(order.getByText('Pending', { exact: true }), 'its Pending status')
  assert.equal(await order.getByRole('link', { name: /Track Order/ }).getAttribute('href'), placed.orderUrl)
  await expectNoAxeViolations(page, 'the Orders tab')
})

pageTest('at 360 px the store fits the screen and its buttons are 44 px tall', { phone: true }, async ({ page, context }) => {
  await context.addCookies(client.playwrightCookies())
  const shop = new ShopPage(page)
  await shop.open([1, 2])
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`)
  for (const name of ['Order Now', 'Subscribe & Save']) {
    const box = await shop.card(first.name).getByRole('button', { name }).boundingBox()
    assert.ok(box && box.height >= 44, `'${name}' is ${box?.height} px tall`)
  }
})

pageTest('on Coumadin, Vitamin K warns in the shared words and asks before subscribing', async ({ page, context }) => {
  // Its own account: the prescription must not change what the other tests' person sees.
  const patient = await apiSignIn(await apiSignUp())
  const created = await patient.post('/api/prescriptions', {
    medicationName: 'Coumadin 5 mg',
    dosage: '5 mg',
    frequency: 'Once daily',
    isActive: true,
  })
  assert.equal(created.status, 201, 'the prescription is saved')
  const vitaminK = (await patient.get('/api/supplements')).json.find((supplement) => supplement.name === 'Vitamin K')
  assert.ok(vitaminK, 'the catalogue has Vitamin K')
  await context.addCookies(patient.playwrightCookies())
  const shop = new ShopPage(page)
  await shop.open([vitaminK.id])

  const card = shop.card('Vitamin K')
  await expectVisible(card.getByText('Interacts with what you take'), 'the interaction warning on the card', { timeout: 30_000 })
  await expectVisible(
    card.getByText(/Warfarin \+ Vitamin K: you take Coumadin 5 mg\. Avoid: serious interaction\./),
    'the pair, the person’s own words and the severity'
  )
  await expectNoAxeViolations(page, 'the store with an interaction warning')

  await card.getByRole('button', { name: 'Subscribe & Save' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Subscribe to Vitamin K anyway?' })
  await expectVisible(dialog, 'the question before subscribing')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await eventually(async () => assert.equal(await dialog.count(), 0))
  assert.deepEqual((await patient.get('/api/subscriptions')).json, [], 'Cancel subscribes to nothing')

  await card.getByRole('button', { name: 'Subscribe & Save' }).click()
  await page.getByRole('alertdialog', { name: 'Subscribe to Vitamin K anyway?' }).getByRole('button', { name: 'Subscribe anyway' }).click()
  await eventually(
    async () => assert.equal((await patient.get('/api/subscriptions')).json.length, 1, 'the subscription after confirming'),
    { timeout: 15_000 }
  )
})
