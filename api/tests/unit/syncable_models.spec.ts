import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { UUIDV7_PATTERN } from '@dosewise/sync-protocol'
import User from '#models/user'
import JournalEntry from '#models/journal_entry'
import LabResult from '#models/lab_result'

/**
 * The offline-creatable models share the Syncable mixin: a UUIDv7 assigned when the client sent
 * none, the client's id kept when it did, and version / tombstone / updatedAt persisted.
 */
test.group('Syncable models', (group) => {
  let user: User
  group.each.setup(async () => {
    const tag = `${Date.now()}${Math.random().toString(36).slice(2, 8)}`
    user = await User.create({ email: `sync-${tag}@example.test`, username: `sync${tag}`, role: 'user', emailVerified: false })
    return () => user.delete()
  })

  test('an id is generated when absent and the model-specific hook still runs', async ({ assert }) => {
    const entry = await JournalEntry.create({
      userId: user.id,
      mood: 'good',
      energy: 'high',
      sleep: 'fair',
      stress: 'low',
      supplementsTaken: ['Vitamin D3'],
      version: 1,
    })
    assert.match(entry.id, UUIDV7_PATTERN)
    assert.isTrue(DateTime.isDateTime(entry.date))
    const reloaded = await JournalEntry.findOrFail(entry.id)
    assert.equal(reloaded.version, 1)
    assert.isNull(reloaded.deletedAt)
    assert.isTrue(DateTime.isDateTime(reloaded.updatedAt))
  })

  test("a client's id is kept, and a tombstone is stored", async ({ assert }) => {
    const id = '01936b2e-8f3a-7c4d-9e5f-0123456789ab'
    const result = await LabResult.create({
      id,
      userId: user.id,
      testName: 'Vitamin D, 25-OH',
      value: '18',
      testedAt: DateTime.now(),
      version: 3,
    })
    assert.equal(result.id, id)
    result.deletedAt = DateTime.now()
    await result.save()
    const reloaded = await LabResult.findOrFail(id)
    assert.equal(reloaded.version, 3)
    assert.isTrue(DateTime.isDateTime(reloaded.deletedAt))
  })
})
