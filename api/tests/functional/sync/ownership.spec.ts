import { test } from '@japa/runner'
import { uuidv7 } from '@dosewise/sync-protocol'
import { resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { SyncDevice, currentUserId, journalInput, labResultInput } from '#tests/helpers/sync_device'
import { createNotification } from '#services/records/notifications_service'

/**
 * Every record is scoped to the session's user (docs/architecture.md, Security): another user's record ids
 * behave as if they did not exist, and nothing of theirs is ever answered.
 */
test.group('Sync ownership', (group) => {
  group.each.setup(() => resetRateLimits())

  async function twoUsers() {
    const alice = new SyncDevice((await signedInBrowser()).browser)
    const bob = new SyncDevice((await signedInBrowser()).browser)
    return { alice, bob, aliceId: await currentUserId(alice.browser) }
  }

  test("another user's record ids are not found, cannot be taken, and the record is untouched", async ({ assert }) => {
    const { alice, bob, aliceId } = await twoUsers()
    const lab = uuidv7()
    const entry = uuidv7()
    await alice.push([
      alice.mutation('labResult', lab, 'create', labResultInput()),
      alice.mutation('journalEntry', entry, 'create', journalInput({ notes: 'private' })),
    ])
    const before = await alice.pullAll()
    const notification = await createNotification(aliceId, { type: 'reminder', title: 'Take vitamin D', message: 'With breakfast.' })

    const answer = await bob.push([
      bob.mutation('labResult', lab, 'patch', { value: '99' }, { baseVersion: 1 }),
      bob.mutation('labResult', lab, 'delete', null, { baseVersion: 1 }),
      bob.mutation('journalEntry', entry, 'patch', { notes: 'mine now' }, { baseVersion: 1 }),
      bob.mutation('labResult', lab, 'create', labResultInput()),
      bob.mutation('notification', String(notification.id), 'patch', { isRead: true }),
    ])
    assert.equal(answer.status, 200)
    assert.deepEqual(
      answer.body.results.map((r) => [r.status, r.reason]),
      [
        ['rejected', 'not_found'],
        ['rejected', 'not_found'],
        ['rejected', 'not_found'],
        ['rejected', 'already_exists'],
        ['rejected', 'not_found'],
      ]
    )
    for (const result of answer.body.results) assert.notProperty(result, 'serverRecord')

    const after = await alice.pullAll()
    assert.deepEqual(after.changes.slice(0, 2), before.changes)
    assert.isFalse((await alice.browser.get('/api/notifications')).body[0].isRead)
    assert.deepEqual((await bob.pullAll()).changes, [])
  })

  test("a user's pull never contains another user's records", async ({ assert }) => {
    const { alice, bob } = await twoUsers()
    await alice.push([alice.mutation('labResult', uuidv7(), 'create', labResultInput())])
    const mine = uuidv7()
    await bob.push([bob.mutation('labResult', mine, 'create', labResultInput())])
    const { changes } = await bob.pullAll()
    assert.deepEqual(
      changes.map((c) => c.id),
      [mine]
    )
    assert.deepEqual(
      (await bob.browser.get('/api/lab-results')).body.map((r: { id: string }) => r.id),
      [mine]
    )
  })

  test('a client id already bound to another user is refused with 403, and its lastSeq is not revealed', async ({ assert }) => {
    const { alice, bob } = await twoUsers()
    await alice.push([alice.mutation('labResult', uuidv7(), 'create', labResultInput())])
    const impostor = new SyncDevice(bob.browser, alice.clientId)
    const answer = await impostor.push([impostor.mutation('labResult', uuidv7(), 'create', labResultInput())])
    assert.equal(answer.status, 403)
    assert.equal(answer.body.code, 'E_CLIENT_MISMATCH')
    assert.isString(answer.body.message)
    const pull = await impostor.pull()
    assert.equal(pull.status, 200)
    assert.equal(pull.body.lastSeq, 0)
    assert.deepEqual(pull.body.changes, [])
  })

  test("a push or pull naming another account than the session's is refused, and nothing is stored or bound", async ({ assert }) => {
    const { alice, bob, aliceId } = await twoUsers()
    const bobId = await currentUserId(bob.browser)
    await alice.push([alice.mutation('labResult', uuidv7(), 'create', labResultInput())])
    // Bob signed in on the browser where Alice's device data (a new client, never synced) waits.
    const alicesDevice = new SyncDevice(bob.browser)
    const entry = alicesDevice.mutation('journalEntry', uuidv7(), 'create', journalInput({ notes: 'Alice’s' }))
    const push = await bob.browser.post('/api/sync/push', { clientId: alicesDevice.clientId, userId: aliceId, mutations: [entry] })
    assert.equal(push.status, 403)
    assert.equal(push.body.code, 'E_WRONG_USER')
    assert.isString(push.body.message)
    const pull = await bob.browser.get(`/api/sync/pull?clientId=${alicesDevice.clientId}&userId=${aliceId}`)
    assert.equal(pull.status, 403)
    assert.equal(pull.body.code, 'E_WRONG_USER')
    assert.notProperty(pull.body, 'changes')
    assert.deepEqual((await bob.pullAll()).changes, [], 'nothing was stored in Bob’s account')

    // The client id was not bound to Bob: once Alice is signed in again, her change goes through.
    const again = await alice.browser.post('/api/sync/push', { clientId: alicesDevice.clientId, userId: aliceId, mutations: [entry] })
    assert.equal(again.status, 200)
    assert.equal(again.body.results[0].status, 'applied')
    const mine = await alice.browser.get(`/api/sync/pull?clientId=${alicesDevice.clientId}&userId=${aliceId}`)
    assert.equal(mine.status, 200)
    assert.include(
      mine.body.changes.map((c: { id: string }) => c.id),
      entry.entityId
    )
    assert.equal(mine.body.lastSeq, 1)

    for (const userId of ['0', 'abc', '-3']) {
      const bad = await bob.browser.get(`/api/sync/pull?userId=${userId}`)
      assert.equal(bad.status, 422, userId)
    }
    const badPush = await bob.browser.post('/api/sync/push', { clientId: alicesDevice.clientId, userId: String(bobId), mutations: [entry] })
    assert.equal(badPush.status, 422)
  })

  test("reading another user's journal is forbidden", async ({ assert }) => {
    const { alice, bob, aliceId } = await twoUsers()
    await alice.browser.post('/api/journal', journalInput())
    for (const userId of [String(aliceId), 'abc', '0']) {
      const answer = await bob.browser.get(`/api/journal/${userId}`)
      assert.equal(answer.status, 403)
      assert.deepEqual(answer.body, { code: 'E_FORBIDDEN', message: 'You can only read your own journal.' })
    }
  })

  test("marking another user's notification read answers 404 and changes nothing", async ({ assert }) => {
    const { alice, bob, aliceId } = await twoUsers()
    const notification = await createNotification(aliceId, { type: 'warning', title: 'Check', message: 'Interaction found.' })
    const answer = await bob.browser.request('PATCH', `/api/notifications/${notification.id}/read`)
    assert.equal(answer.status, 404)
    assert.equal(answer.body.code, 'E_NOT_FOUND')
    assert.isFalse((await alice.browser.get('/api/notifications')).body[0].isRead)
  })
})
