import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { subscriptionSchema, supplementOrderSchema } from '@dosewise/sync-protocol'
import Supplement from '#models/supplement'
import { loadReferenceData } from '#services/reference_data/reference_loader'
import { resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { FIXTURE_DIR } from '#tests/helpers/reference_data'
import { clearShop, placeOrder, sendPostback } from '#tests/helpers/shop'
import { SyncDevice, currentUserId } from '#tests/helpers/sync_device'

const supplementId = async (slug: string) => (await Supplement.findByOrFail('slug', slug)).id

async function device() {
  const { browser } = await signedInBrowser()
  return new SyncDevice(browser)
}

async function subscribe(owner: SyncDevice, slug = 'calcium') {
  const answer = await owner.browser.post('/api/subscriptions', { supplementId: await supplementId(slug), quantity: 1 })
  if (answer.status !== 201) throw new Error(`subscription answered ${answer.status}: ${answer.text}`)
  return subscriptionSchema.parse(answer.body)
}

/**
 * Orders and subscriptions are synced records the server makes (ADR 0033): devices pull them and
 * read them offline; a subscription's owner changes it through sync; nobody else sees or changes either.
 */
test.group('Shop records through sync', (group) => {
  group.setup(async () => {
    await loadReferenceData({ dir: FIXTURE_DIR, force: true })
    return clearShop
  })
  group.each.setup(async () => {
    await resetRateLimits()
    await clearShop()
  })

  test('a new order and subscription reach the owner’s devices by pull, in the read shape', async ({ assert }) => {
    const owner = await device()
    const { order } = await placeOrder(owner.browser, await supplementId('vitamin-k'))
    const subscription = await subscribe(owner)
    const { changes } = await owner.pullAll()
    const orderChange = changes.find((c) => c.entity === 'supplementOrder')!
    const subscriptionChange = changes.find((c) => c.entity === 'subscription')!
    assert.deepEqual(supplementOrderSchema.strict().parse(orderChange.data), order)
    assert.deepEqual(subscriptionSchema.strict().parse(subscriptionChange.data), subscription)
    assert.equal(orderChange.id, String(order.id))
    assert.isBelow(orderChange.version, subscriptionChange.version)
  })

  test('a postback’s new status reaches the owner’s devices with a new version', async ({ assert }) => {
    const owner = await device()
    const { order, clickId } = await placeOrder(owner.browser, await supplementId('vitamin-k'))
    const { cursor } = await owner.pullAll()
    assert.equal((await sendPostback({ clickId, status: 'confirmed' })).status, 200)
    const { changes } = await owner.pullAll(cursor)
    assert.lengthOf(changes, 1)
    assert.equal(changes[0].entity, 'supplementOrder')
    assert.equal(changes[0].data!.id, order.id)
    assert.equal(changes[0].data!.status, 'confirmed')
  })

  test('no device creates, changes or deletes an order', async ({ assert }) => {
    const owner = await device()
    const { order } = await placeOrder(owner.browser, await supplementId('vitamin-k'))
    const results = (
      await owner.push([
        owner.mutation('supplementOrder', String(order.id), 'patch', { status: 'delivered' }),
        owner.mutation('supplementOrder', String(order.id), 'delete', null),
        owner.mutation('supplementOrder', '424242', 'create', { status: 'pending' }),
      ])
    ).body.results
    assert.deepEqual(
      results.map((r) => [r.status, r.reason]),
      [
        ['rejected', 'unsupported'],
        ['rejected', 'unsupported'],
        ['rejected', 'unsupported'],
      ]
    )
    assert.equal((await owner.browser.get('/api/supplement-orders')).body[0].status, 'pending')
  })

  test('the owner pauses, modifies and resumes a subscription through sync; the REST list and pull show it', async ({ assert }) => {
    const owner = await device()
    const subscription = await subscribe(owner)
    const id = String(subscription.id)
    const { cursor } = await owner.pullAll()
    const later = new Date(Date.now() + 60_000).toISOString()
    const results = (
      await owner.push([
        owner.mutation('subscription', id, 'patch', { isActive: false }),
        owner.mutation('subscription', id, 'patch', { quantity: 3, frequency: 'every-2-months' }),
        owner.mutation('subscription', id, 'patch', { isActive: true, nextDelivery: '2027-01-15T09:00:00.000Z' }, { clientTime: later }),
      ])
    ).body.results
    assert.deepEqual(
      results.map((r) => r.status),
      ['applied', 'applied', 'applied']
    )
    const [listed] = (await owner.browser.get('/api/subscriptions')).body
    assert.include(listed, { isActive: true, quantity: 3, frequency: 'every-2-months', nextDelivery: '2027-01-15T09:00:00.000Z' })
    const { changes } = await owner.pullAll(cursor)
    assert.deepEqual(changes.at(-1)!.data, listed)
  })

  test('two devices change a subscription offline: per field, the later change wins', async ({ assert }) => {
    const phone = await device()
    const laptop = new SyncDevice(phone.browser)
    const subscription = await subscribe(phone)
    const id = String(subscription.id)
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()
    // The laptop paused later than the phone resumed, but its change arrives first.
    await laptop.pushOne(laptop.mutation('subscription', id, 'patch', { isActive: false, quantity: 2 }, { clientTime: at(2) }))
    await phone.pushOne(phone.mutation('subscription', id, 'patch', { isActive: true }, { clientTime: at(1) }))
    const [listed] = (await phone.browser.get('/api/subscriptions')).body
    assert.include(listed, { isActive: false, quantity: 2 })
  })

  test('a change the contract refuses is rejected and changes nothing: {label}')
    .with([
      { label: 'quantity 0', patch: { quantity: 0 } },
      { label: 'quantity 101', patch: { quantity: 101 } },
      { label: 'a frequency not offered', patch: { frequency: 'weekly' } },
      { label: 'a next delivery that is no date', patch: { nextDelivery: 'soon' } },
    ])
    .run(async ({ assert }, { patch }) => {
      const owner = await device()
      const subscription = await subscribe(owner)
      const result = await owner.pushOne(owner.mutation('subscription', String(subscription.id), 'patch', patch))
      assert.equal(result.status, 'rejected')
      assert.equal(result.reason, 'validation')
      assert.deepEqual((await owner.browser.get('/api/subscriptions')).body, [subscription])
    })

  test('a subscription is never created through sync; cancelling deletes it, and devices pull the tombstone', async ({ assert }) => {
    const owner = await device()
    const created = await owner.pushOne(
      owner.mutation('subscription', '777', 'create', { isActive: true, quantity: 1, frequency: 'monthly', nextDelivery: null })
    )
    assert.deepEqual([created.status, created.reason], ['rejected', 'unsupported'])

    const subscription = await subscribe(owner)
    const { cursor } = await owner.pullAll()
    const deleted = await owner.pushOne(owner.mutation('subscription', String(subscription.id), 'delete', null, { baseVersion: 0 }))
    assert.equal(deleted.status, 'applied')
    assert.deepEqual((await owner.browser.get('/api/subscriptions')).body, [])
    const { changes } = await owner.pullAll(cursor)
    assert.deepInclude(changes[0], { entity: 'subscription', id: String(subscription.id), deleted: true, data: null })
    // A late pause of the cancelled subscription does not bring it back.
    await owner.pushOne(owner.mutation('subscription', String(subscription.id), 'patch', { isActive: false }))
    assert.deepEqual((await owner.browser.get('/api/subscriptions')).body, [])
  })

  test("another person's orders and subscriptions: invisible, unchangeable, as if they did not exist", async ({ assert }) => {
    const owner = await device()
    const other = await device()
    const { order } = await placeOrder(owner.browser, await supplementId('vitamin-k'))
    const subscription = await subscribe(owner)

    assert.deepEqual((await other.browser.get('/api/supplement-orders')).body, [])
    assert.deepEqual((await other.browser.get('/api/subscriptions')).body, [])
    assert.deepEqual((await other.pullAll()).changes, [])
    const results = (
      await other.push([
        other.mutation('subscription', String(subscription.id), 'patch', { isActive: false }),
        other.mutation('subscription', String(subscription.id), 'delete', null),
        other.mutation('supplementOrder', String(order.id), 'patch', { status: 'cancelled' }),
      ])
    ).body.results
    assert.deepEqual(
      results.map((r) => r.reason),
      ['not_found', 'not_found', 'unsupported']
    )
    for (const result of results) assert.notProperty(result, 'serverRecord')
    assert.deepEqual((await owner.browser.get('/api/subscriptions')).body, [subscription])
    assert.equal((await db.from('supplement_orders').where('id', order.id).firstOrFail()).user_id, await currentUserId(owner.browser))
  })

  test('the cards’ ratings are the reviews’ averages, rated supplements only', async ({ assert }) => {
    const vitaminK = await supplementId('vitamin-k')
    const fishOil = await supplementId('fish-oil')
    await db.from('supplement_reviews').delete()
    for (const [id, rating] of [
      [vitaminK, 5],
      [vitaminK, 4],
      [vitaminK, 4],
      [fishOil, 2],
    ]) {
      const { browser } = await signedInBrowser()
      assert.oneOf((await browser.post(`/api/supplements/${id}/reviews`, { rating })).status, [200, 201])
    }
    const { browser } = await signedInBrowser()
    const ratings = (await browser.get('/api/supplement-ratings')).body
    assert.deepEqual(
      ratings,
      [
        { supplementId: vitaminK, averageRating: 4.3, count: 3 },
        { supplementId: fishOil, averageRating: 2, count: 1 },
      ].sort((a, b) => a.supplementId - b.supplementId)
    )
    await db.from('supplement_reviews').delete()
  })
})
