import { test } from '@japa/runner'
import { aiInsightId, aiInsightSchema } from '@dosewise/sync-protocol'
import { resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { SyncDevice, currentUserId } from '#tests/helpers/sync_device'

const insight = (key: string, over: Record<string, unknown> = {}) => ({
  key,
  type: 'other',
  title: 'Energy was higher on Magnesium days',
  insight: 'On the 21 days you took Magnesium your energy averaged 1.4 points higher.',
  confidence: 97,
  actionRequired: false,
  isRead: false,
  ...over,
})

/**
 * GET /api/ai-insights and PATCH /api/ai-insights/{id}/read (spec §4, §7): the insights the
 * person's device computed and stored through sync (issue 13, ADR 0023).
 */
test.group('AI insights', (group) => {
  group.each.setup(() => resetRateLimits())

  test('insights a device stored through sync are listed; marking one read answers it, and the device pulls it', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const device = new SyncDevice(browser)
    const link = aiInsightId(userId, 'link:3:energy')
    const trend = aiInsightId(userId, 'trend:sleep')
    const answer = await device.push([
      device.mutation('aiInsight', link, 'create', insight('link:3:energy')),
      device.mutation(
        'aiInsight',
        trend,
        'create',
        insight('trend:sleep', { type: 'trend', title: 'Sleep is worse', actionRequired: true })
      ),
    ])
    assert.deepEqual(
      answer.body.results.map((r) => r.status),
      ['applied', 'applied']
    )
    const { cursor } = await device.pullAll()

    const list = await browser.get('/api/ai-insights')
    assert.equal(list.status, 200)
    assert.sameMembers(
      list.body.map((i: { id: string }) => i.id),
      [link, trend]
    )
    for (const item of list.body) aiInsightSchema.parse(item)
    assert.deepInclude(
      list.body.find((i: { id: string }) => i.id === trend),
      { userId, key: 'trend:sleep', actionRequired: true, isRead: false, confidence: 97 }
    )

    const read = await browser.request('PATCH', `/api/ai-insights/${trend}/read`)
    assert.equal(read.status, 200)
    assert.include(aiInsightSchema.parse(read.body), { id: trend, isRead: true })
    const after = await device.pullAll(cursor)
    assert.deepEqual(
      after.changes.map((c) => [c.id, c.data!.isRead]),
      [[trend, true]]
    )

    // No longer supported by the entries: the device deletes it, and the list drops it.
    await device.pushOne(device.mutation('aiInsight', link, 'delete', null, { baseVersion: after.changes[0].version }))
    const later = await browser.get('/api/ai-insights')
    assert.deepEqual(
      later.body.map((i: { id: string }) => i.id),
      [trend]
    )
  })

  test('an insight must carry the id its subject fixes; another person cannot see or mark it', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const device = new SyncDevice(browser)
    const wrong = await device.pushOne(device.mutation('aiInsight', aiInsightId(userId, 'trend:energy'), 'create', insight('trend:stress')))
    assert.equal(wrong.reason, 'validation')
    const id = aiInsightId(userId, 'trend:stress')
    assert.equal((await device.pushOne(device.mutation('aiInsight', id, 'create', insight('trend:stress')))).status, 'applied')

    const { browser: other } = await signedInBrowser()
    assert.deepEqual((await other.get('/api/ai-insights')).body, [])
    const denied = await other.request('PATCH', `/api/ai-insights/${id}/read`)
    assert.equal(denied.status, 404)
    assert.equal(denied.body.message, 'Insight not found')
    const mine = (await browser.get('/api/ai-insights')).body
    assert.isFalse(mine[0].isRead)
  })

  test('marking read answers 404 JSON for an unknown or malformed id: {id}')
    .with([{ id: '0195f0a0-0000-7000-8000-00000000000a' }, { id: 'abc' }, { id: '12' }])
    .run(async ({ assert }, { id }) => {
      const { browser } = await signedInBrowser()
      const answer = await browser.request('PATCH', `/api/ai-insights/${id}/read`)
      assert.equal(answer.status, 404)
      assert.equal(answer.body.message, 'Insight not found')
    })

  test('signed out, both answer 401', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    await browser.post('/api/auth/logout', {})
    assert.equal((await browser.get('/api/ai-insights')).status, 401)
    assert.equal((await browser.request('PATCH', '/api/ai-insights/x/read')).status, 401)
  })
})
