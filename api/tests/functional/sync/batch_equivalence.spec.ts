import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { doseId, uuidv7, type Mutation, type MutationResult, type SyncChange } from '@dosewise/sync-protocol'
import { loadReferenceData } from '#services/reference_data/reference_loader'
import { resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { SyncDevice, currentUserId, journalInput, labResultInput } from '#tests/helpers/sync_device'

/** What a person's device sees of an answer or a pulled change, without the ids and clocks that differ by account. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable)
  if (!value || typeof value !== 'object') return value
  const drop = new Set(['id', 'userId', 'mutationId', 'createdAt', 'updatedAt', 'conflictOf', 'copyId', 'entityId'])
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !drop.has(key))
      .map(([key, inner]) => [key, comparable(inner)])
  )
}

const answersOf = (results: MutationResult[]) => results.map((r) => ({ ...(comparable(r) as object), copy: 'copyId' in r }))
const stateOf = (changes: SyncChange[]) => [...changes].sort((a, b) => a.version - b.version).map(comparable)

type Name = (name: string) => string

/**
 * What another device of the same person did first (versions 1–100): 30 lab results and 20
 * journal entries, each created and then edited, so the batch's edits of them conflict.
 */
async function otherDeviceFirst(device: SyncDevice, id: Name, clientTime: string) {
  const at = { clientTime }
  const batch: Mutation[] = []
  for (let i = 0; i < 30; i++) batch.push(device.mutation('labResult', id(`shared${i}`), 'create', labResultInput(), at))
  for (let i = 0; i < 20; i++)
    batch.push(device.mutation('journalEntry', id(`sj${i}`), 'create', journalInput({ notes: `Shared ${i}` }), at))
  for (let i = 0; i < 30; i++)
    batch.push(device.mutation('labResult', id(`shared${i}`), 'patch', { value: '22' }, { ...at, baseVersion: i + 1 }))
  for (let i = 0; i < 20; i++) batch.push(device.mutation('journalEntry', id(`sj${i}`), 'patch', { notes: `Other device ${i}` }, at))
  const answer = await device.push(batch)
  if (answer.status !== 200 || answer.body.results.some((r) => r.status !== 'applied')) throw new Error(answer.text.slice(0, 500))
}

/**
 * 500 mutations of one device: creates, updates with the right baseVersion, updates that conflict
 * with the other device's (lab results: a conflict; journal entries: a conflict copy), deletes,
 * creates of a record that exists (the person's own, and another account's), changes of records
 * that do not exist, invalid ones, doses naming a supplement that exists and one that does not.
 */
function mixedBatch(
  device: SyncDevice,
  id: Name,
  userId: number,
  othersIds: string[],
  supplementId: number,
  clientTime: string
): Mutation[] {
  const at = { clientTime }
  const batch: Mutation[] = []
  for (let i = 0; i < 100; i++)
    batch.push(device.mutation('labResult', id(`lab${i}`), 'create', labResultInput({ value: String(10 + i) }), at))
  // The creates above took versions 101–200, in order.
  for (let i = 0; i < 40; i++)
    batch.push(device.mutation('labResult', id(`lab${i}`), 'patch', { value: `${i}.5` }, { ...at, baseVersion: 101 + i }))
  for (let i = 0; i < 30; i++)
    batch.push(device.mutation('labResult', id(`shared${i}`), 'patch', { value: '33' }, { ...at, baseVersion: i + 1 }))
  for (let i = 70; i < 100; i++) batch.push(device.mutation('labResult', id(`lab${i}`), 'delete', null, { ...at, baseVersion: 101 + i }))
  for (let i = 0; i < 20; i++)
    batch.push(device.mutation('labResult', id(`lab${i}`), 'create', labResultInput({ value: String(10 + i) }), at))
  for (const other of othersIds) batch.push(device.mutation('labResult', other, 'create', labResultInput(), at))
  for (let i = 0; i < 20; i++)
    batch.push(device.mutation('labResult', id(`missing${i}`), 'patch', { value: '1' }, { ...at, baseVersion: 1 }))
  for (let i = 0; i < 20; i++) batch.push(device.mutation('labResult', id(`invalid${i}`), 'create', labResultInput({ testName: '' }), at))
  for (let i = 0; i < 100; i++)
    batch.push(device.mutation('journalEntry', id(`j${i}`), 'create', journalInput({ notes: `Entry ${i}` }), at))
  for (let i = 0; i < 20; i++) batch.push(device.mutation('journalEntry', id(`j${i}`), 'patch', { notes: `Edited ${i}` }, at))
  for (let i = 0; i < 20; i++)
    batch.push(device.mutation('journalEntry', id(`sj${i}`), 'patch', { notes: `This device ${i}` }, { ...at, baseVersion: 31 + i }))
  for (let i = 40; i < 60; i++) batch.push(device.mutation('journalEntry', id(`j${i}`), 'delete', null, at))
  for (let i = 60; i < 80; i++) batch.push(device.mutation('journalEntry', id(`j${i}`), 'patch', { mood: 'excellent' }, at))
  for (let i = 0; i < 50; i++) {
    const date = `2026-10-${String(1 + (i % 28)).padStart(2, '0')}`
    const time = i < 28 ? '08:00' : '20:00'
    const named = i < 40 ? supplementId : 999_999
    batch.push(
      device.mutation(
        'dose',
        doseId(userId, named, date, time),
        'create',
        { supplementId: named, date, time, status: 'taken', snoozedUntil: null, recordedAt: clientTime },
        at
      )
    )
  }
  return batch
}

/**
 * A push of 500 mutations is read and written in bulk (ADR 0043); what it answers and stores must
 * be exactly what the same mutations sent one at a time give.
 */
test.group('Sync: a 500-mutation batch', (group) => {
  group.setup(async () => {
    await loadReferenceData()
  })
  group.teardown(async () => {
    await db.from('dose_logs').delete()
  })
  group.each.setup(() => resetRateLimits())
  group.each.timeout(180_000)

  test('answers and stores the same as the same mutations sent one by one', async ({ assert }) => {
    const other = new SyncDevice((await signedInBrowser()).browser)
    const othersIds = Array.from({ length: 10 }, () => uuidv7())
    const taken = await other.push(othersIds.map((id) => other.mutation('labResult', id, 'create', labResultInput())))
    assert.equal(taken.status, 200)

    const supplements = (await other.browser.get('/api/supplements')).body as { id: number; name: string }[]
    const supplementId = supplements.find((s) => s.name === 'Vitamin D3')!.id
    const clientTime = new Date().toISOString()

    const person = async () => {
      const { browser } = await signedInBrowser()
      const names = new Map<string, string>()
      const id = (name: string) => names.get(name) ?? names.set(name, uuidv7()).get(name)!
      await otherDeviceFirst(new SyncDevice(browser), id, clientTime)
      return { device: new SyncDevice(browser), id, userId: await currentUserId(browser) }
    }
    const bulkPerson = await person()
    const bulk = bulkPerson.device
    const bulkBatch = mixedBatch(bulk, bulkPerson.id, bulkPerson.userId, othersIds, supplementId, clientTime)
    assert.lengthOf(bulkBatch, 500)
    const bulkAnswer = await bulk.push(bulkBatch)
    assert.equal(bulkAnswer.status, 200, bulkAnswer.text.slice(0, 300))
    assert.equal(bulkAnswer.body.lastSeq, 500)

    const singlePerson = await person()
    const single = singlePerson.device
    const singleResults: MutationResult[] = []
    for (const mutation of mixedBatch(single, singlePerson.id, singlePerson.userId, othersIds, supplementId, clientTime)) {
      singleResults.push(await single.pushOne(mutation))
    }

    const statuses = new Set(bulkAnswer.body.results.map((r) => (r.status === 'applied' ? 'applied' : `${r.status}:${r.reason}`)))
    // The batch covers what it means to: every kind of answer a push can give.
    for (const expected of ['applied', 'rejected:already_exists', 'rejected:not_found', 'rejected:validation'])
      assert.isTrue(statuses.has(expected), `${expected} in ${[...statuses].join(', ')}`)
    assert.isTrue(
      bulkAnswer.body.results.some((r) => r.status === 'conflict' && !('copyId' in r)),
      'a conflict'
    )
    assert.isTrue(
      bulkAnswer.body.results.some((r) => 'copyId' in r),
      'a journal conflict copy'
    )
    assert.deepEqual(answersOf(bulkAnswer.body.results), answersOf(singleResults))
    assert.deepEqual(stateOf((await bulk.pullAll()).changes), stateOf((await single.pullAll()).changes))

    // Sent again (a retry after a lost answer): the stored answers, and nothing changes.
    const before = (await bulk.pullAll()).changes.length
    const again = await bulk.push(bulkBatch)
    assert.equal(again.status, 200)
    assert.deepEqual(again.body.results, bulkAnswer.body.results)
    assert.equal((await bulk.pullAll()).changes.length, before)
  })
})
