/**
 * The shop's whole order flow on a fresh server (ADR 0033): Order Now opens the partner stand-in
 * with the tracked link; its postback buttons move the order to delivered, which reaches the
 * Orders tab by sync. Subscribe & Save, then Pause, Modify and Resume from the Subscriptions tab,
 * which sync to the server. Each tab, the Modify dialog and the stand-in page pass axe.
 */
import assert from 'node:assert/strict'
import { before } from 'node:test'
import { useBrowser, pageTest } from './support/browser.js'
import { apiSignIn, apiSignUp, expectToast } from './support/fixtures.js'
import { eventually, expectVisible } from './support/expect.js'
import { expectNoAxeViolations } from './support/axe.js'
import { PartnerStandInPage, ShopPage } from './pages/shop-page.js'

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

pageTest('an order placed through the partner stand-in goes to delivered and the Orders tab says so', async ({ page, context }) => {
  await context.addCookies(client.playwrightCookies())
  const shop = new ShopPage(page)
  await shop.open([1, 2])

  const [tab] = await Promise.all([context.waitForEvent('page'), shop.orderNow(first.name).click()])
  await expectToast(page, 'Order placed successfully', "You'll be redirected to complete your purchase.")
  const partner = new PartnerStandInPage(tab)
  await expectVisible(partner.heading, 'the partner stand-in page', { timeout: 15_000 })
  // What the link carried: the program's tracking parameter with Dosewise's id, and the click id.
  const [placed] = (await client.get('/api/supplement-orders')).json
  const clickId = new URL(placed.orderUrl).searchParams.get('dw_click')
  await expectVisible(tab.getByText(clickId, { exact: true }), 'the click id on the stand-in page')
  await expectVisible(tab.getByText('— Dosewise’s id'), 'the affiliate id, recognised')
  await expectVisible(partner.orderLine.filter({ hasText: 'Pending' }), 'the order, pending')
  await expectNoAxeViolations(tab, 'the partner stand-in page')

  for (const status of ['confirmed', 'shipped', 'delivered']) await partner.send(status)
  await expectVisible(tab.getByText(`Order #${placed.id} at Dosewise is Delivered.`), 'the order, delivered')
  await expectNoAxeViolations(tab, 'the partner stand-in page after the postbacks')
  // A step the order cannot take any more is refused, with the reason.
  await tab.getByRole('button', { name: 'Send ‘cancelled’' }).click()
  await expectVisible(tab.getByRole('alert').getByText(/cannot become cancelled/), 'the refusal')

  // Back in the app: it syncs when it opens, and the Orders tab shows what the partner reported.
  await page.bringToFront()
  await page.reload()
  await expectVisible(shop.heading, 'the store again')
  await shop.tab('Orders')
  const order = shop.order(first)
  await expectVisible(order.getByText('Delivered', { exact: true }), "the order's Delivered status", { timeout: 20_000 })
  assert.equal(await order.getByRole('link', { name: /Track Order/ }).getAttribute('href'), placed.orderUrl)
  await expectNoAxeViolations(page, 'the Orders tab with a delivered order')
})

pageTest('a subscription: Subscribe & Save, then Pause, Modify and Resume, synced to the server', async ({ page, context }) => {
  await context.addCookies(client.playwrightCookies())
  const shop = new ShopPage(page)
  await shop.open([1, 2])
  await shop.card(second.name).getByRole('button', { name: 'Subscribe & Save' }).click()
  await expectToast(page, 'Subscription created', 'Your supplement subscription is now active.')

  await shop.tab('Subscriptions')
  const card = shop.subscription(second)
  await expectVisible(card.getByText('Active', { exact: true }), 'the new subscription, active')
  await expectVisible(card.getByText('monthly delivery'), 'monthly')
  await expectNoAxeViolations(page, 'the Subscriptions tab')

  await card.getByRole('button', { name: 'Pause' }).click()
  await expectVisible(card.getByText('Paused', { exact: true }), 'paused')

  await card.getByRole('button', { name: 'Modify' }).click()
  const dialog = page.getByRole('dialog', { name: 'Modify subscription' })
  await expectVisible(dialog, 'the Modify dialog')
  // Its fade-in finished first: contrast is judged on the dialog as it stays.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished)
    )
  )
  await expectNoAxeViolations(page, 'the Modify dialog')
  await dialog.getByRole('spinbutton', { name: /Quantity/ }).fill('2')
  await dialog.getByRole('combobox', { name: /Frequency/ }).selectOption('every-2-months')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expectVisible(card.getByText('delivery every 2 months'), 'every 2 months')
  await expectVisible(card.locator('dl').filter({ hasText: 'Quantity: 2' }), 'two at a time')

  await card.getByRole('button', { name: 'Resume' }).click()
  await expectVisible(card.getByText('Active', { exact: true }), 'active again')

  // Each change went to the server through sync.
  await eventually(
    async () => {
      const [subscription] = (await client.get('/api/subscriptions')).json
      assert.deepEqual(
        { isActive: subscription.isActive, quantity: subscription.quantity, frequency: subscription.frequency },
        { isActive: true, quantity: 2, frequency: 'every-2-months' }
      )
    },
    { timeout: 15_000 }
  )
  await shop.tab('Shop')
  await expectNoAxeViolations(page, 'the Shop tab with its filters')
})
