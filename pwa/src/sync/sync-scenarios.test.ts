// @vitest-environment node
// The sync engine against the real API process in the situations a person meets: the tab dies
// between a write and its push (or after the server committed it), the session expires with
// changes waiting, someone else signs in on the same device, the server purged deletions this
// device never saw (410), and the server no longer accepts this app version (426).
import 'fake-indexeddb/auto'
import Database from 'better-sqlite3'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openUserDatabase } from '../db/database'
import { listRecords } from '../db/hooks'
import { createRecord, deleteRecord, updateRecord } from '../db/writes'
import { resolveAttention } from './resolve-attention'
import { startApiServer, type ApiServer } from '../../test-support/api-server'
import { connect, deviceRecords, openDevice, serverRecords, uniqueAccount } from '../../test-support/sync-devices'
import { SyncEngine } from './sync-engine'
import { pullChanges } from './sync-cycle'
import { createSyncTransport } from './transport'

type Link = Awaited<ReturnType<typeof connect>>
type Account = Awaited<ReturnType<typeof uniqueAccount>> & { id: number }

let server: ApiServer
let link: Link
let alice: Account

const entry = (notes: string) => ({ mood: 'good', energy: 'medium', sleep: 'fair', stress: 'low', notes, supplementsTaken: [] })

/** Journal entries on the server with this text (exactly one, if the write arrived once). */
async function onServerWithText(text: string) {
  return [...(await serverRecords(link.http)).values()].filter((c) => c.data?.notes === text)
}

/** Signs the device's browser in as `account` unless it already is (sign-ins are rate-limited). */
async function signedInAs(account: Account) {
  const answer = await link.http.request('GET', '/api/auth/user')
  if (answer.status === 200 && (answer.body as { id: number }).id === account.id) return
  await link.http.signIn(account.email, account.password)
}

beforeAll(async () => {
  server = await startApiServer()
  link = await connect(server)
  const account = await uniqueAccount('alice')
  await link.http.signUp(account.email, account.password)
  alice = { ...account, id: await link.http.signIn(account.email, account.password) }
}, 90_000)

afterAll(async () => {
  await link?.proxy.close()
  await server?.dispose()
})

describe('sync against the real API', () => {
  it('a tab that dies between the write and its push sends the change later, exactly once', async () => {
    const device = openDevice('crash', alice.id, link)
    await createRecord(device.db, 'journalEntry', entry('Written just before the crash'))
    // The crash: the engine never ran, the database connection is gone.
    device.db.close()

    const reopened = openDevice('crash', alice.id, link)
    expect(await reopened.db.outbox.count()).toBe(1)
    await reopened.engine.syncNow()
    expect(reopened.engine.status).toBe('idle')
    expect(await onServerWithText('Written just before the crash')).toHaveLength(1)
    expect(await reopened.db.outbox.count()).toBe(0)
    await reopened.dispose()
  }, 30_000)

  it('a later batch that overtakes an earlier one on the wire is refused, sent again, and nothing is renumbered or lost', async () => {
    const device = openDevice('overtake', alice.id, link, { pushBatchSize: 2 })
    const texts = ['Overtake 1', 'Overtake 2', 'Overtake 3', 'Overtake 4', 'Overtake 5', 'Overtake 6']
    for (const text of texts) await createRecord(device.db, 'journalEntry', entry(text))
    // The first batch is held back, so the second reaches the server first and is answered with
    // a seq gap whose lastSeq predates the first batch's commit.
    link.proxy.inject({ delayMs: 300 })
    await device.engine.syncNow()
    expect(device.engine.status).toBe('idle')
    expect(await device.db.outbox.count()).toBe(0)
    expect(await device.db.attention.count()).toBe(0)
    for (const text of texts) expect(await onServerWithText(text)).toHaveLength(1)
    await device.dispose()
  }, 30_000)

  it('storage fails while an answer is stored and later batches are already on the wire: nothing is lost, and the next sync sends each change once', async () => {
    // Answers are stored while the next batches travel (ADR 0052), so a failed store can leave
    // batches behind it answered by the server but not yet stored here.
    const storageFull: unknown[] = []
    const device = openDevice('store-fails', alice.id, link, { pushBatchSize: 2, onStorageFull: (error) => storageFull.push(error) })
    const texts = Array.from({ length: 8 }, (_, i) => `Stored late ${i + 1}`)
    for (const text of texts) await createRecord(device.db, 'journalEntry', entry(text))
    // Each answer's store ends by moving `ackedThrough` on (ADR 0054): the second one fails.
    const state = device.db.syncState
    const put = state.put.bind(state)
    let stores = 0
    const quota = Object.assign(new Error('quota'), { name: 'QuotaExceededError' })
    const spy = vi
      .spyOn(state, 'put')
      .mockImplementation(((...args: Parameters<typeof put>) =>
        args[0].key === 'ackedThrough' && ++stores === 2 ? Promise.reject(quota) : put(...args)) as typeof put)
    await device.engine.syncNow()
    spy.mockRestore()
    expect(storageFull).toHaveLength(1)
    // The first batch's answer was stored; the failed one and any after it are still queued.
    expect(await device.db.outbox.count()).toBeGreaterThanOrEqual(6)

    await device.engine.syncNow()
    expect(device.engine.status).toBe('idle')
    expect(await device.db.outbox.count()).toBe(0)
    expect(await device.db.attention.count()).toBe(0)
    for (const text of texts) expect(await onServerWithText(text)).toHaveLength(1)
    const rows = await listRecords<{ notes: string }>(device.db, 'journalEntry')
    expect(rows.filter((row) => texts.includes(row.notes) && !row.pending)).toHaveLength(8)
    await device.dispose()
  }, 30_000)

  it('a tab that dies after the server committed (answer lost) hears the stored answer on reopening; nothing is applied twice', async () => {
    const device = openDevice('crash-after-commit', alice.id, link)
    const id = await createRecord(device.db, 'journalEntry', entry('Committed, answer lost'))
    await updateRecord(device.db, 'journalEntry', id, { mood: 'excellent' })
    // The push reaches the server, which commits; the answer is lost.
    link.proxy.inject('drop-response')
    await device.engine.syncNow()
    expect(device.engine.status).toBe('offline')
    expect(await device.db.outbox.count()).toBe(2)
    device.db.close()

    const reopened = openDevice('crash-after-commit', alice.id, link)
    await reopened.engine.syncNow()
    const [first, second] = [...reopened.transport.answers.values()].map((answers) => answers[0]!)
    expect(first).toMatchObject({ seq: 1, status: 'applied', version: expect.any(Number) })
    expect(second).toMatchObject({ seq: 2, status: 'applied', version: first!.version! + 1 })
    const stored = await onServerWithText('Committed, answer lost')
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ id, version: second!.version, data: { mood: 'excellent' } })
    expect(await reopened.db.outbox.count()).toBe(0)
    await reopened.dispose()
  }, 30_000)

  it('when the session expires with changes queued: stops, keeps them, edits still work, and the same user’s sign-in flushes them once', async () => {
    await signedInAs(alice)
    const device = openDevice('expiry', alice.id, link)
    const id = await createRecord(device.db, 'labResult', {
      testName: 'HbA1c',
      value: '5.4',
      unit: '%',
      referenceRange: '4-5.6',
      testedAt: '2026-11-02T08:00:00.000Z',
    })
    await device.engine.syncNow()
    expect(device.engine.status).toBe('idle')

    // The session ends on the server (signed out elsewhere, or expired).
    await link.http.signOut()
    await updateRecord(device.db, 'labResult', id, { value: '5.9' })
    await createRecord(device.db, 'journalEntry', entry('Queued while signed out'))
    await device.engine.syncNow()
    expect(device.engine.status).toBe('auth-expired')
    expect((await device.db.syncState.get('authExpired'))?.value).toBe(true)
    expect(await device.db.outbox.count()).toBe(2)

    // Local edits keep working and nothing is sent while stopped.
    await createRecord(device.db, 'journalEntry', entry('Also written while signed out'))
    const requests = link.proxy.log.length
    await device.engine.syncNow()
    expect(link.proxy.log.length).toBe(requests)
    const shown = (await listRecords<{ notes: string }>(device.db, 'journalEntry')).map((e) => e.notes)
    expect(shown).toEqual(expect.arrayContaining(['Queued while signed out', 'Also written while signed out']))

    await link.http.signIn(alice.email, alice.password)
    await device.engine.resume()
    expect(device.engine.status).toBe('idle')
    expect(await device.db.outbox.count()).toBe(0)
    expect(await onServerWithText('Queued while signed out')).toHaveLength(1)
    expect(await onServerWithText('Also written while signed out')).toHaveLength(1)
    expect((await serverRecords(link.http)).get(`labResult:${id}`)?.data).toMatchObject({ value: '5.9', status: 'high' })
    await device.dispose()
  }, 30_000)

  it('another person signing in on the same device never sees or sends the first person’s data', async () => {
    await signedInAs(alice)
    const alicesDevice = openDevice('shared', alice.id, link)
    await createRecord(alicesDevice.db, 'journalEntry', entry('Alice, synced'))
    await alicesDevice.engine.syncNow()
    link.proxy.offline = true
    await createRecord(alicesDevice.db, 'journalEntry', entry('Alice, not yet synced'))
    link.proxy.offline = false

    // Bob signs in in the same browser; Alice's engine is still around (another tab).
    const bobAccount = await uniqueAccount('bob')
    await link.http.signUp(bobAccount.email, bobAccount.password)
    const bob = { ...bobAccount, id: await link.http.signIn(bobAccount.email, bobAccount.password) }
    // Her engine's push names her account, and Bob's session refuses it (ADR 0055).
    const answersBefore = alicesDevice.transport.answers.size
    await alicesDevice.engine.syncNow()
    expect(alicesDevice.engine.status).toBe('auth-expired')
    expect(alicesDevice.transport.answers.size).toBe(answersBefore)
    expect(await alicesDevice.db.outbox.count()).toBe(1)
    expect([...(await serverRecords(link.http)).values()]).toEqual([])

    const bobsDevice = openDevice('shared', bob.id, link)
    await createRecord(bobsDevice.db, 'journalEntry', entry('Bob'))
    await bobsDevice.engine.syncNow()
    expect(bobsDevice.engine.status).toBe('idle')
    const bobSees = [...(await deviceRecords(bobsDevice.db)).values()].map((data) => data.notes)
    expect(bobSees).toEqual(['Bob'])
    expect(bobsDevice.transport.sent.map((m) => m.patch?.notes)).toEqual(['Bob'])
    expect([...(await serverRecords(link.http)).values()].map((c) => c.data?.notes)).toEqual(['Bob'])
    await bobsDevice.dispose()

    // Alice signs in again: her own queue goes to her own account.
    await link.http.signIn(alice.email, alice.password)
    await alicesDevice.engine.resume()
    expect(alicesDevice.engine.status).toBe('idle')
    expect(await onServerWithText('Alice, not yet synced')).toHaveLength(1)
    expect([...(await deviceRecords(alicesDevice.db)).values()].some((data) => data.notes === 'Bob')).toBe(false)
    await alicesDevice.dispose()
  }, 30_000)

  it('the same record changed on two devices: the journal keeps both texts, the lab result asks, and "Keep mine" wins on the server', async () => {
    await signedInAs(alice)
    const phone = openDevice('phone', alice.id, link)
    const laptop = openDevice('laptop', alice.id, link)
    const journalId = await createRecord(phone.db, 'journalEntry', entry('Original text'))
    const labId = await createRecord(phone.db, 'labResult', {
      testName: 'Ferritin',
      value: '40',
      unit: 'ng/mL',
      referenceRange: '30-300',
      testedAt: '2026-11-03T08:00:00.000Z',
    })
    await phone.engine.syncNow()
    await laptop.engine.syncNow()

    await updateRecord(phone.db, 'journalEntry', journalId, { notes: 'Phone text' })
    await updateRecord(phone.db, 'labResult', labId, { value: '45' })
    await updateRecord(laptop.db, 'journalEntry', journalId, { notes: 'Laptop text' })
    await updateRecord(laptop.db, 'labResult', labId, { value: '52' })
    await phone.engine.syncNow()
    await laptop.engine.syncNow()

    const items = await laptop.db.attention.toArray()
    expect(items.map((i) => [i.entity, i.reason]).sort()).toEqual([
      ['journalEntry', 'edit_conflict'],
      ['labResult', 'edit_conflict'],
    ])
    const journalConflict = items.find((i) => i.entity === 'journalEntry')!
    expect(journalConflict.copyId).toEqual(expect.any(String))
    const laptopShows = [...(await deviceRecords(laptop.db)).values()].map((d) => d.notes).filter(Boolean)
    expect(laptopShows).toEqual(expect.arrayContaining(['Phone text', 'Laptop text']))
    expect((await laptop.db.tableFor('labResult').get(labId))?.data.value).toBe('45')

    await resolveAttention(
      laptop.db,
      items.find((i) => i.entity === 'labResult')!,
      'keep-mine'
    )
    await resolveAttention(laptop.db, journalConflict, 'dismiss')
    await laptop.engine.syncNow()
    await phone.engine.syncNow()
    expect(await laptop.db.attention.count()).toBe(0)
    expect((await serverRecords(link.http)).get(`labResult:${labId}`)?.data).toMatchObject({ value: '52' })
    expect((await phone.db.tableFor('labResult').get(labId))?.data.value).toBe('52')
    const copy = (await serverRecords(link.http)).get(`journalEntry:${journalConflict.copyId}`)
    expect(copy?.data).toMatchObject({ notes: 'Laptop text', conflictOf: journalId })
    await phone.dispose()
    await laptop.dispose()
  }, 30_000)

  it('410: deletions purged before this device saw them — a full resync drops the purged record and keeps the outbox', async () => {
    await signedInAs(alice)
    const device = openDevice('resync', alice.id, link)
    const purgedId = await createRecord(device.db, 'prescription', { medicationName: 'Purged later', dosage: '5 mg' })
    const keptId = await createRecord(device.db, 'prescription', { medicationName: 'Kept', dosage: '10 mg' })
    await device.engine.syncNow()

    // Another device deletes one; the server later purges that tombstone.
    const other = openDevice('resync-other', alice.id, link)
    await other.engine.syncNow()
    await deleteRecord(other.db, 'prescription', purgedId)
    await other.engine.syncNow()
    const sqlite = new Database(join(server.dataDir, 'dosewise.sqlite'))
    try {
      const { version } = sqlite.prepare('SELECT version FROM prescriptions WHERE id = ?').get(purgedId) as { version: number }
      sqlite.prepare('DELETE FROM prescriptions WHERE id = ?').run(purgedId)
      sqlite.prepare('UPDATE sync_user_states SET purged_through = ? WHERE user_id = ?').run(version, alice.id)
    } finally {
      sqlite.close()
    }
    await other.dispose()

    // A change waits in the outbox while the device pulls (and meets the 410).
    await updateRecord(device.db, 'prescription', keptId, { dosage: '20 mg' })
    const context = { db: device.db, transport: createSyncTransport(link.http), schemaVersion: 1 }
    await pullChanges(context)
    expect(await device.db.outbox.count()).toBe(1)
    expect(await device.db.tableFor('prescription').get(purgedId)).toBeUndefined()
    expect((await device.db.tableFor('prescription').get(keptId))?.data).toMatchObject({ dosage: '20 mg' })
    expect(await device.db.syncState.get('resync')).toBeUndefined()

    await device.engine.syncNow()
    expect((await serverRecords(link.http)).get(`prescription:${keptId}`)?.data).toMatchObject({ dosage: '20 mg' })
    await device.dispose()
  }, 30_000)

  it('426: an app version the server no longer accepts turns read-only, keeps the outbox, and the updated app sends it', async () => {
    await signedInAs(alice)
    const device = openDevice('outdated', alice.id, link, { schemaVersion: 99 })
    await createRecord(device.db, 'journalEntry', entry('Written in an outdated app'))
    await device.engine.syncNow()
    expect(device.engine.status).toBe('read-only')
    expect((await device.db.syncState.get('readOnly'))?.value).toEqual({ schemaVersion: 99 })
    expect(await device.db.outbox.count()).toBe(1)
    const requests = link.proxy.log.length
    await device.engine.syncNow()
    expect(link.proxy.log.length).toBe(requests)
    await device.engine.stop()

    // The same outdated app opened again stays read-only without asking the server.
    const outdatedAgain = new SyncEngine({
      db: device.db,
      transport: device.transport,
      autoSync: false,
      locks: null,
      isOnline: () => true,
      referenceData: false,
      schemaVersion: 99,
    })
    outdatedAgain.start()
    await vi.waitFor(() => expect(outdatedAgain.status).toBe('read-only'))
    await outdatedAgain.stop()

    // After the update (current schema version) the flag is gone and the outbox goes out.
    const updated = new SyncEngine({
      db: device.db,
      transport: device.transport,
      autoSync: false,
      locks: null,
      isOnline: () => true,
      referenceData: false,
    })
    updated.start()
    await vi.waitFor(() => expect(updated.isLeader).toBe(true))
    await updated.syncNow()
    expect(updated.status).toBe('idle')
    expect(await device.db.syncState.get('readOnly')).toBeUndefined()
    expect(await onServerWithText('Written in an outdated app')).toHaveLength(1)
    await updated.stop()
    await device.dispose()
  }, 30_000)

  it('downloads the reference snapshot once, and revalidates it with a 304 afterwards', async () => {
    await signedInAs(alice)
    const db = openUserDatabase(alice.id, { nameSuffix: '-reference' })
    const transport = createSyncTransport(link.http)
    const engine = new SyncEngine({ db, transport, autoSync: false, locks: null, isOnline: () => true })
    await engine.syncNow()
    expect(engine.status).toBe('idle')
    expect(await db.refSupplements.count()).toBeGreaterThan(10)
    const version = (await db.syncState.get('referenceVersion'))?.value
    expect(version).toMatch(/^[0-9a-f]{16}$/)
    expect(await transport.referenceSnapshot(version as string)).toBeNull()
    await engine.stop()
    db.close()
  }, 30_000)

  it('a prescription changed on two devices: the fields that do not conflict are applied, only the one that does is asked, and the first device hears its value was replaced', async () => {
    await signedInAs(alice)
    const a = openDevice('rx-a', alice.id, link)
    const b = openDevice('rx-b', alice.id, link)
    const id = await createRecord(a.db, 'prescription', { medicationName: 'Warfarin', dosage: '5 mg', frequency: 'Once daily' })
    await a.engine.syncNow()
    await b.engine.syncNow()

    await updateRecord(a.db, 'prescription', id, { dosage: '7.5 mg' })
    // One save on B: two fields, one of them also changed on A.
    await updateRecord(b.db, 'prescription', id, { dosage: '2.5 mg', frequency: 'Twice daily' })
    await a.engine.syncNow()
    await b.engine.syncNow()

    // The field only B changed is on the server; the one both changed keeps A's value for now.
    expect((await serverRecords(link.http)).get(`prescription:${id}`)?.data).toMatchObject({ dosage: '7.5 mg', frequency: 'Twice daily' })
    const [item] = await b.db.attention.toArray()
    expect(item).toMatchObject({
      reason: 'edit_conflict',
      conflictFields: ['dosage'],
      appliedFields: ['frequency'],
      localData: { dosage: '2.5 mg' },
    })
    expect((await b.db.tableFor('prescription').get(id))?.data).toMatchObject({ dosage: '7.5 mg', frequency: 'Twice daily' })

    await resolveAttention(b.db, item!, 'keep-mine')
    await b.engine.syncNow()
    expect((await serverRecords(link.http)).get(`prescription:${id}`)?.data).toMatchObject({ dosage: '2.5 mg', frequency: 'Twice daily' })

    // A learns that its 7.5 mg was replaced, with both values, and may put it back.
    await a.engine.syncNow()
    const [notice] = await a.db.attention.toArray()
    expect(notice).toMatchObject({
      reason: 'replaced_elsewhere',
      conflictFields: ['dosage'],
      localData: { dosage: '7.5 mg' },
      serverRecord: { data: { dosage: '2.5 mg' } },
    })
    expect((await a.db.tableFor('prescription').get(id))?.data).toMatchObject({ dosage: '2.5 mg', frequency: 'Twice daily' })
    // Syncing again does not tell it twice; B, whose value won, is told nothing.
    await a.engine.syncNow()
    await b.engine.syncNow()
    expect(await a.db.attention.count()).toBe(1)
    expect(await b.db.attention.count()).toBe(0)

    await resolveAttention(a.db, notice!, 'put-back')
    await a.engine.syncNow()
    expect((await serverRecords(link.http)).get(`prescription:${id}`)?.data).toMatchObject({ dosage: '7.5 mg' })
    await a.dispose()
    await b.dispose()
  }, 30_000)

  it('a backlog of long entries (120 × 9,000 characters, over a megabyte) syncs in batches sized by bytes', async () => {
    await signedInAs(alice)
    const device = openDevice('long-backlog', alice.id, link)
    const texts = Array.from({ length: 120 }, (_, i) => `Long entry ${i} `.padEnd(9000, 'ö'))
    for (const text of texts) await createRecord(device.db, 'journalEntry', entry(text))
    const logStart = link.proxy.log.length
    await device.engine.syncNow()
    expect(device.engine.status).toBe('idle')
    expect(await device.db.outbox.count()).toBe(0)
    expect(await device.db.attention.count()).toBe(0)
    const onServer = [...(await serverRecords(link.http)).values()].map((c) => c.data?.notes)
    for (const text of texts) expect(onServer.filter((notes) => notes === text)).toHaveLength(1)
    const bodies = link.proxy.log.slice(logStart).filter((r) => r.path === '/api/sync/push')
    expect(bodies.length).toBeGreaterThan(1)
    // Never refused for size (a 409 is a pipelined batch that overtook the one before it).
    expect(bodies.filter((r) => r.status === 413)).toEqual([])
    expect(bodies.every((r) => r.status === 200 || r.status === 409)).toBe(true)
  }, 60_000)

  it('behind a server with a smaller body limit (413), batches shrink; a change too large for it waits under "Needs your attention" and the rest flows', async () => {
    await signedInAs(alice)
    const device = openDevice('small-limit', alice.id, link)
    link.proxy.maxBodyBytes = 12_000
    const before = ['Small before 1', 'Small before 2', 'Small before 3']
    // 9,500 characters (valid), 12,000 bytes in UTF-8: over the limit with any envelope.
    const huge = 'Too big for this server '.padEnd(7_000, 'x') + 'ü'.repeat(2_500)
    const after = ['Small after 1', 'Small after 2']
    for (const text of before) await createRecord(device.db, 'journalEntry', entry(text))
    const hugeId = await createRecord(device.db, 'journalEntry', entry(huge))
    for (const text of after) await createRecord(device.db, 'journalEntry', entry(text))
    try {
      await device.engine.syncNow()
    } finally {
      link.proxy.maxBodyBytes = null
    }
    expect(device.engine.status).toBe('idle')
    expect(await device.db.outbox.count()).toBe(0)
    for (const text of [...before, ...after]) expect(await onServerWithText(text)).toHaveLength(1)
    expect(await onServerWithText(huge)).toHaveLength(0)
    const [item] = await device.db.attention.toArray()
    expect(item).toMatchObject({ entityId: hugeId, status: 'rejected', reason: 'too_large', localData: { notes: huge } })
    // Sent later, when the limit allows it, nothing was lost: the text is still on the device.
    await resolveAttention(device.db, item!, 'dismiss')
    await device.dispose()
  }, 60_000)

  it('a change the server answers "seq reused" is not lost: "Send again" queues it anew and it arrives once', async () => {
    await signedInAs(alice)
    const device = openDevice('seq-reused', alice.id, link)
    await createRecord(device.db, 'journalEntry', entry('First under seq 1'))
    await device.engine.syncNow()
    // As after a bug or a restored backup: this device numbers a new change with a used seq.
    await device.db.syncState.put({ key: 'nextSeq', value: 1 })
    await createRecord(device.db, 'journalEntry', entry('Second, numbered 1 again'))
    await device.engine.syncNow()
    expect(await onServerWithText('Second, numbered 1 again')).toHaveLength(0)
    const [item] = await device.db.attention.toArray()
    expect(item).toMatchObject({ status: 'conflict', reason: 'seq_reused', localData: { notes: 'Second, numbered 1 again' } })

    await device.db.syncState.put({ key: 'nextSeq', value: 2 })
    await resolveAttention(device.db, item!, 'resend')
    await device.engine.syncNow()
    expect(await onServerWithText('Second, numbered 1 again')).toHaveLength(1)
    expect(await device.db.attention.count()).toBe(0)
    await device.dispose()
  }, 30_000)
})
