// The sync engine's storage steps on fake-indexeddb: what a push answer, a pulled page, a full
// resync and an attention resolution leave in the database the screens read.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import Dexie from 'dexie'
import { encodeCursor, uuidv7, type MutationResult, type PullResponse, type SyncChange } from '@dosewise/sync-protocol'
import { deleteUserDatabase, openUserDatabase, type UserDatabase } from '../db/database'
import { createRecord, deleteRecord, updateRecord } from '../db/writes'
import { listRecords } from '../db/hooks'
import {
  applyPullPage,
  applyPushResults,
  finishFullResync,
  nextOutboxBatch,
  renumberOutbox,
  startFullResync,
  WrongUserError,
} from './sync-store'
import { attentionOptions, resolveAttention } from './resolve-attention'
import { storeReferenceSnapshot } from './reference-store'
import { StorageFullError } from '../db/errors'
import type { OutboxEntry, RecordData } from '../db/types'
import { ackedThroughOf, settledRow } from '../db/acknowledged'

let userId = 2000
let db: UserDatabase
beforeEach(() => {
  userId += 1
  db = openUserDatabase(userId)
})
afterEach(async () => {
  db.close()
  await deleteUserDatabase(userId)
})

const lab = { testName: 'Vitamin D, 25-OH', value: '18', unit: 'ng/mL', referenceRange: '30-100', testedAt: '2026-11-01T09:00:00.000Z' }
const journal = { mood: 'good', energy: 'high', sleep: 'fair', stress: 'low', notes: 'First text', supplementsTaken: [] }

const answer = (entry: OutboxEntry, rest: Partial<MutationResult>): MutationResult => ({
  mutationId: entry.mutationId,
  seq: entry.seq,
  status: 'applied',
  ...rest,
})

function serverLab(id: string, version: number, fields: RecordData = {}): SyncChange {
  return {
    entity: 'labResult',
    id,
    version,
    deleted: false,
    data: { id, userId, ...lab, status: 'low', createdAt: '2026-11-01T10:00:00.000Z', ...fields },
  }
}

const page = (changes: SyncChange[], cursor = 1, hasMore = false): PullResponse => ({
  changes,
  cursor: encodeCursor(cursor),
  hasMore,
  lastSeq: 0,
})

describe('push answers', () => {
  it('reads the outbox oldest first, at most a batch', async () => {
    for (let i = 0; i < 5; i++) await createRecord(db, 'journalEntry', { ...journal, notes: `n${i}` })
    expect((await nextOutboxBatch(db, 3)).map((e) => e.seq)).toEqual([1, 2, 3])
  })

  it('applied: drops the entry and the pending mark; the next pull of that record still applies', async () => {
    const id = await createRecord(db, 'labResult', lab)
    await updateRecord(db, 'labResult', id, { value: '25' })
    const [create, patch] = await nextOutboxBatch(db, 10)
    await applyPushResults(db, [answer(create!, { version: 4 })])
    let row = (await db.tableFor('labResult').get(id))!
    expect(row.pending).toBe(1)
    expect(row.data.value).toBe('25')
    await applyPushResults(db, [answer(patch!, { version: 5 })])
    row = (await db.tableFor('labResult').get(id))!
    expect(row.pending).toBe(0)
    expect(await db.outbox.count()).toBe(0)
    // The server merged another device's unit change into version 5: the pull must not be
    // skipped as "already seen" because our own change got that version.
    await applyPullPage(db, page([serverLab(id, 5, { value: '25', unit: 'nmol/L' })], 5))
    row = (await db.tableFor('labResult').get(id))!
    expect(row.data).toMatchObject({ value: '25', unit: 'nmol/L' })
    expect(row.server?.version).toBe(5)
  })

  it('answers leave the outbox only for the entries they answer, never an unanswered one between them', async () => {
    for (const notes of ['one', 'two', 'three', 'four']) await createRecord(db, 'journalEntry', { ...journal, notes })
    const [one, two, three, four] = await nextOutboxBatch(db, 10)
    // Answers to 1 and 3 only, and one for seq 4 naming another change: 2 and 4 stay, unanswered.
    const outcome = await applyPushResults(db, [
      answer(one!, { version: 1 }),
      answer(three!, { version: 2 }),
      { ...answer(four!, {}), mutationId: two!.mutationId },
    ])
    expect(outcome.answered).toBe(2)
    expect((await nextOutboxBatch(db, 10)).map((e) => e.patch?.notes)).toEqual(['two', 'four'])
    // A whole batch answered at once, with the server's lastSeq: all gone, lastSeq kept.
    await applyPushResults(db, [answer(two!, { version: 3 }), answer(four!, { version: 4 })], 4)
    expect(await nextOutboxBatch(db, 10)).toEqual([])
    expect((await db.syncState.get('lastSeq'))?.value).toBe(4)
  })

  it('a replayed answer (its entry already gone) changes nothing', async () => {
    const id = await createRecord(db, 'journalEntry', journal)
    const [entry] = await nextOutboxBatch(db, 1)
    await applyPushResults(db, [answer(entry!, { version: 1 })])
    const before = await db.tableFor('journalEntry').get(id)
    const outcome = await applyPushResults(db, [answer(entry!, { version: 1 })])
    expect(outcome.answered).toBe(0)
    expect(await db.tableFor('journalEntry').get(id)).toEqual(before)
  })

  it('a refused create the server never had removes the row, and its later edits join its attention item', async () => {
    const id = await createRecord(db, 'labResult', lab)
    await updateRecord(db, 'labResult', id, { value: '31' })
    const [create, patch] = await nextOutboxBatch(db, 10)
    await applyPushResults(db, [
      answer(create!, {
        status: 'rejected',
        reason: 'validation',
        message: 'Bad',
        errors: [{ field: 'value', message: 'Value is required' }],
      }),
      answer(patch!, { status: 'rejected', reason: 'not_found' }),
    ])
    expect(await db.tableFor('labResult').get(id)).toBeUndefined()
    expect(await db.outbox.count()).toBe(0)
    const items = await db.attention.toArray()
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      entityId: id,
      op: 'create',
      status: 'rejected',
      message: 'Bad',
      errors: [{ field: 'value', message: 'Value is required' }],
    })
    expect(items[0]!.localData).toMatchObject({ testName: lab.testName, value: '31' })
    expect(items[0]!.relatedMutationIds).toEqual([patch!.mutationId])
    expect(attentionOptions(items[0]!).map((o) => o.label)).toEqual(['Dismiss'])
  })

  it('an edit conflict shows the server record under the remaining local edits; "Keep mine" re-sends my values on the server version', async () => {
    const id = 'a1f0c3e2-0000-7000-8000-000000000001'
    await applyPullPage(db, page([serverLab(id, 3)], 3))
    await updateRecord(db, 'labResult', id, { value: '40' })
    await updateRecord(db, 'labResult', id, { unit: 'nmol/L' })
    const [first] = await nextOutboxBatch(db, 10)
    const theirs = serverLab(id, 6, { value: '55' })
    await applyPushResults(db, [
      answer(first!, { status: 'conflict', reason: 'edit_conflict', version: 6, serverRecord: theirs, conflictFields: ['value'] }),
    ])
    const row = (await db.tableFor('labResult').get(id))!
    expect(row.data).toMatchObject({ value: '55', unit: 'nmol/L' })
    expect(row.server?.version).toBe(6)
    expect(row.pending).toBe(1)

    const [item] = await db.attention.toArray()
    expect(item).toMatchObject({ reason: 'edit_conflict', conflictFields: ['value'], serverRecord: theirs })
    expect(item!.localData).toMatchObject({ value: '40' })
    expect(attentionOptions(item!).map((o) => o.choice)).toEqual(['keep-mine', 'keep-theirs'])

    await resolveAttention(db, item!, 'keep-mine')
    const outbox = await db.outbox.toArray()
    expect(outbox.at(-1)).toMatchObject({ op: 'patch', patch: { value: '40' }, baseVersion: 6 })
    expect(await db.attention.count()).toBe(0)
    expect((await db.tableFor('labResult').get(id))!.data).toMatchObject({ value: '40', unit: 'nmol/L' })
  })

  it('deleted elsewhere: the record disappears and "Restore" makes a new one with my text', async () => {
    const id = 'a1f0c3e2-0000-7000-8000-000000000002'
    await applyPullPage(
      db,
      page(
        [
          {
            entity: 'journalEntry',
            id,
            version: 2,
            deleted: false,
            data: { id, userId, date: '2026-11-20T08:00:00.000Z', ...journal, conflictOf: null },
          },
        ],
        2
      )
    )
    await updateRecord(db, 'journalEntry', id, { notes: 'My new text' })
    const [entry] = await nextOutboxBatch(db, 1)
    await applyPushResults(db, [
      answer(entry!, {
        status: 'conflict',
        reason: 'deleted_elsewhere',
        version: 3,
        serverRecord: { entity: 'journalEntry', id, version: 3, deleted: true, data: null },
        conflictFields: ['notes'],
      }),
    ])
    expect(await listRecords(db, 'journalEntry')).toEqual([])
    const [item] = await db.attention.toArray()
    expect(attentionOptions(item!).map((o) => o.label)).toEqual(['Restore', 'Discard'])
    await resolveAttention(db, item!, 'restore')
    const [restored] = await listRecords<RecordData>(db, 'journalEntry')
    expect(restored).toMatchObject({ notes: 'My new text', mood: 'good' })
    expect(restored!.id).not.toBe(id)
    expect(await db.attention.count()).toBe(0)
  })

  it('edited elsewhere: my delete is undone on screen; "Delete anyway" deletes on the version I have now seen', async () => {
    const id = 'a1f0c3e2-0000-7000-8000-000000000003'
    await applyPullPage(db, page([serverLab(id, 2)], 2))
    await deleteRecord(db, 'labResult', id)
    expect(await listRecords(db, 'labResult')).toEqual([])
    const [entry] = await nextOutboxBatch(db, 1)
    await applyPushResults(db, [
      answer(entry!, {
        status: 'conflict',
        reason: 'edited_elsewhere',
        version: 7,
        serverRecord: serverLab(id, 7, { value: '99' }),
        conflictFields: ['value'],
      }),
    ])
    expect(await listRecords(db, 'labResult')).toMatchObject([{ id, value: '99' }])
    const [item] = await db.attention.toArray()
    expect(item!.localData).toMatchObject({ value: '18' })
    await resolveAttention(db, item!, 'delete-anyway')
    expect(await db.outbox.toArray()).toMatchObject([{ op: 'delete', baseVersion: 7 }])
    expect(await listRecords(db, 'labResult')).toEqual([])
  })
})

describe('answers stored once per batch, not once per record (ADR 0054)', () => {
  /** The row as every reader sees it (settled when its changes were all answered). */
  async function shown(entity: 'labResult' | 'journalEntry', id: string) {
    const row = await db.tableFor(entity).get(id)
    return row && settledRow(row, await ackedThroughOf(db))
  }

  it('new records answered as applied are shown synced, without their rows being written again', async () => {
    const ids: string[] = []
    for (let i = 0; i < 12; i++) ids.push(await createRecord(db, 'journalEntry', { ...journal, notes: `n${i}` }))
    const written = await db.tableFor('journalEntry').bulkGet(ids)
    const entries = await nextOutboxBatch(db, 100)
    await applyPushResults(
      db,
      entries.map((entry, i) => answer(entry, { version: i + 1 })),
      12
    )
    // Not rewritten: the rows are byte for byte what the writes stored.
    expect(await db.tableFor('journalEntry').bulkGet(ids)).toEqual(written)
    expect(await db.outbox.count()).toBe(0)
    expect((await listRecords<{ notes: string; pending: boolean }>(db, 'journalEntry')).every((r) => !r.pending)).toBe(true)
    const row = (await shown('journalEntry', ids[3]!))!
    expect(row.pending).toBe(0)
    expect(row.server).toEqual({ version: 0, deleted: false, data: row.data })
  })

  it('an edit after the answer starts from the server’s copy: refused, it falls back to what the server has', async () => {
    const id = await createRecord(db, 'labResult', lab)
    const [create] = await nextOutboxBatch(db, 1)
    await applyPushResults(db, [answer(create!, { version: 3 })])
    await updateRecord(db, 'labResult', id, { value: '25' })
    const [patch] = await nextOutboxBatch(db, 1)
    // The server version the edit was made on: 0, the create's (not raised; see sync-store's top).
    expect(patch!.baseVersion).toBe(0)
    expect((await listRecords<{ pending: boolean }>(db, 'labResult'))[0]!.pending).toBe(true)
    await applyPushResults(db, [answer(patch!, { status: 'rejected', reason: 'validation', message: 'Not a value' })])
    // The created record stays, as the server has it; only the refused edit is undone.
    const row = (await shown('labResult', id))!
    expect(row.data.value).toBe('18')
    expect(row.pending).toBe(0)
    expect(await db.attention.count()).toBe(1)
  })

  it('a record edited again while its first change waits is shown waiting until the last is answered', async () => {
    const id = await createRecord(db, 'labResult', lab)
    await updateRecord(db, 'labResult', id, { value: '25' })
    const [create, patch] = await nextOutboxBatch(db, 10)
    await applyPushResults(db, [answer(create!, { version: 1 })])
    expect((await listRecords<{ pending: boolean }>(db, 'labResult'))[0]!.pending).toBe(true)
    await applyPushResults(db, [answer(patch!, { status: 'rejected', reason: 'validation', message: 'Not a value' })])
    // The create was applied: the refused edit falls back to it, not to nothing.
    const row = (await shown('labResult', id))!
    expect(row.data.value).toBe('18')
    expect(row.pending).toBe(0)
  })

  it('a record a pull rewrote while its change waited keeps the pulled copy when the answer comes', async () => {
    const id = await createRecord(db, 'labResult', lab)
    const [create] = await nextOutboxBatch(db, 1)
    await applyPushResults(db, [answer(create!, { version: 1 })])
    await applyPullPage(db, page([serverLab(id, 2)], 2))
    await updateRecord(db, 'labResult', id, { unit: 'nmol/L' })
    const [patch] = await nextOutboxBatch(db, 1)
    // The server applied the edit (version 3) and another device then changed the unit back
    // (version 4); this device pulled that before it heard the answer (a lost answer, replayed).
    await applyPullPage(db, page([serverLab(id, 4, { unit: 'ng/mL', value: '19' })], 4))
    await applyPushResults(db, [answer(patch!, { version: 3 })])
    const row = (await shown('labResult', id))!
    expect(row.data).toMatchObject({ unit: 'ng/mL', value: '19' })
    expect(row.server?.version).toBe(4)
    expect(row.pending).toBe(0)
  })

  it('renumbering the outbox keeps answered records synced and waiting ones waiting', async () => {
    const answered = await createRecord(db, 'journalEntry', { ...journal, notes: 'answered' })
    const [first] = await nextOutboxBatch(db, 1)
    await applyPushResults(db, [answer(first!, { version: 1 })], 1)
    const waiting = await createRecord(db, 'journalEntry', { ...journal, notes: 'waiting' })
    // The server lost everything (restored from an old backup): numbering starts at 1 again.
    await renumberOutbox(db, 1)
    const byNotes = async () =>
      Object.fromEntries((await listRecords<{ notes: string; pending: boolean }>(db, 'journalEntry')).map((r) => [r.notes, r.pending]))
    expect(await byNotes()).toEqual({ answered: false, waiting: true })
    const [renumbered] = await nextOutboxBatch(db, 1)
    expect(renumbered).toMatchObject({ seq: 1, entityId: waiting })
    await applyPushResults(db, [answer(renumbered!, { version: 1 })], 1)
    expect(await byNotes()).toEqual({ answered: false, waiting: false })
    expect((await shown('journalEntry', answered))!.pending).toBe(0)
  })

  it('a database from before this version learns which change each waiting row waits for', async () => {
    const name = `dosewise-user-${userId}-v9`
    const old = new Dexie(name)
    old.version(9).stores({ journalEntries: 'id, _sort, _deleted', outbox: 'seq, entityId', syncState: 'key' })
    await old.open()
    const data = { id: 'a', notes: 'written before' }
    await old.table('journalEntries').put({ id: 'a', data, server: null, _deleted: 0, _sort: '2026-11-01', pending: 2 })
    await old.table('outbox').bulkPut([
      {
        seq: 7,
        mutationId: 'm7',
        entity: 'journalEntry',
        entityId: 'a',
        op: 'create',
        patch: { notes: 'x' },
        baseVersion: null,
        clientTime: '',
      },
      {
        seq: 8,
        mutationId: 'm8',
        entity: 'journalEntry',
        entityId: 'a',
        op: 'patch',
        patch: { notes: 'written before' },
        baseVersion: null,
        clientTime: '',
      },
    ])
    old.close()
    const upgraded = openUserDatabase(userId, { nameSuffix: '-v9' })
    await upgraded.open()
    expect((await upgraded.tableFor('journalEntry').get('a'))!._seq).toBe(8)
    expect((await upgraded.syncState.get('slowAck'))?.value).toEqual(['journalEntry:a'])
    upgraded.close()
    await deleteUserDatabase(userId, '-v9')
  })
})

describe('batches whose records lie among others in the store', () => {
  // Records of a batch are read with one range read, capped at a quarter more rows than asked
  // for (ADR 0052); records past the cap must still be found, or their answer
  // would be stored as if the device had never had their server copy.
  async function serverRecordsAmongOthers(count: number, othersBetween: number) {
    const ids: string[] = []
    const all: SyncChange[] = []
    for (let i = 0; i < count; i++) {
      const id = uuidv7()
      ids.push(id)
      all.push(serverLab(id, 3, { value: `${i}` }))
      for (let j = 0; j < othersBetween; j++) all.push(serverLab(uuidv7(), 2, { value: 'other' }))
    }
    await applyPullPage(db, page(all, 3))
    return ids
  }

  it('answers to edits of records spread thinly through the store keep each record’s server version', async () => {
    const ids = await serverRecordsAmongOthers(40, 3)
    // Two edits each: a record with a second change waiting has its row rewritten by the answer
    // (ADR 0054), which is what reads the rows.
    for (const id of ids) await updateRecord(db, 'labResult', id, { unit: 'nmol' })
    for (const id of ids) await updateRecord(db, 'labResult', id, { unit: 'nmol/L' })
    const entries = await nextOutboxBatch(db, 100)
    expect(entries).toHaveLength(80)
    await applyPushResults(
      db,
      entries.map((entry) => answer(entry, { version: 4 }))
    )
    const rows = await db.tableFor('labResult').bulkGet(ids)
    rows.forEach((row, i) => {
      expect(row!.pending).toBe(0)
      expect(row!.data).toMatchObject({ value: `${i}`, unit: 'nmol/L' })
      // The version last pulled stays the base of the next edit (see sync-store's top).
      expect(row!.server!.version).toBe(3)
    })
    expect(await db.tableFor('labResult').where('_deleted').equals(0).count()).toBe(160)
  })

  it('a pulled page of records next to each other keeps the local edits of every one', async () => {
    const ids = await serverRecordsAmongOthers(30, 0)
    for (const id of ids) await updateRecord(db, 'labResult', id, { unit: 'nmol/L' })
    await applyPullPage(
      db,
      page(
        ids.map((id) => serverLab(id, 5, { value: '45' })),
        5
      )
    )
    const rows = await db.tableFor('labResult').bulkGet(ids)
    for (const row of rows) {
      expect(row!.data).toMatchObject({ unit: 'nmol/L', value: '45' })
      expect(row!.server!.version).toBe(5)
      expect(row!.pending).toBe(1)
    }
  })
})

describe('pulled pages', () => {
  it('puts pending local changes on top of the pulled record, and a pending delete keeps it hidden', async () => {
    const id = 'a1f0c3e2-0000-7000-8000-000000000004'
    await applyPullPage(db, page([serverLab(id, 1)], 1))
    await updateRecord(db, 'labResult', id, { unit: 'nmol/L' })
    await applyPullPage(db, page([serverLab(id, 2, { value: '21' })], 2))
    expect((await db.tableFor('labResult').get(id))!.data).toMatchObject({ value: '21', unit: 'nmol/L', status: 'low' })
    await deleteRecord(db, 'labResult', id)
    await applyPullPage(db, page([serverLab(id, 3, { value: '22' })], 3))
    expect(await listRecords(db, 'labResult')).toEqual([])
    expect(await db.syncState.get('cursor')).toEqual({ key: 'cursor', value: encodeCursor(3) })
  })

  it('ignores an older version, and a tombstone removes a record with nothing pending', async () => {
    const id = 'a1f0c3e2-0000-7000-8000-000000000005'
    await applyPullPage(db, page([serverLab(id, 4, { value: '30' })], 4))
    await applyPullPage(db, page([serverLab(id, 3, { value: '1' })], 4))
    expect((await db.tableFor('labResult').get(id))!.data.value).toBe('30')
    await applyPullPage(db, page([{ entity: 'labResult', id, version: 5, deleted: true, data: null }], 5))
    expect(await db.tableFor('labResult').get(id)).toBeUndefined()
  })

  it('refuses a page with another account’s records and stores nothing of it', async () => {
    const id = 'a1f0c3e2-0000-7000-8000-000000000006'
    await expect(applyPullPage(db, page([serverLab(id, 1, { userId: userId + 1 })], 1))).rejects.toBeInstanceOf(WrongUserError)
    expect(await db.tableFor('labResult').count()).toBe(0)
    expect(await db.syncState.get('cursor')).toBeUndefined()
  })

  it('a full resync removes what the server no longer has, but keeps records with local changes and the outbox', async () => {
    const gone = 'a1f0c3e2-0000-7000-8000-000000000007'
    const kept = 'a1f0c3e2-0000-7000-8000-000000000008'
    const edited = 'a1f0c3e2-0000-7000-8000-000000000009'
    await applyPullPage(db, page([serverLab(gone, 1), serverLab(kept, 2), serverLab(edited, 3)], 3))
    await updateRecord(db, 'labResult', edited, { value: '50' })
    const mark = await startFullResync(db)
    expect(await startFullResync(db)).toBe(mark)
    await applyPullPage(db, page([serverLab(kept, 2)], 2), mark)
    await finishFullResync(db, mark)
    expect((await listRecords<RecordData>(db, 'labResult')).map((r) => r.id).sort()).toEqual([kept, edited].sort())
    expect(await db.outbox.count()).toBe(1)
    expect(await db.syncState.get('resync')).toBeUndefined()
  })
})

describe('other storage steps', () => {
  it('renumbers the outbox after the server lost entries, keeping order and mutation ids', async () => {
    for (let i = 0; i < 3; i++) await createRecord(db, 'journalEntry', { ...journal, notes: `n${i}` })
    const before = await nextOutboxBatch(db, 10)
    await renumberOutbox(db, 1)
    await db.outbox
      .where('seq')
      .above(0)
      .modify(() => {})
    const after = await nextOutboxBatch(db, 10)
    expect(after.map((e) => [e.seq, e.mutationId])).toEqual(before.map((e, i) => [i + 1, e.mutationId]))
    await createRecord(db, 'journalEntry', journal)
    expect((await nextOutboxBatch(db, 10)).at(-1)!.seq).toBe(4)
  })

  it('replaces the reference snapshot whole and records its version', async () => {
    const snapshot = {
      version: '0123456789abcdef',
      supplements: [],
      interactions: [],
      medications: [{ id: 1, name: 'Warfarin', aliases: ['Coumadin'], classes: [], timing: null }],
      classes: [],
      professionStats: [],
    }
    await storeReferenceSnapshot(db, snapshot)
    await storeReferenceSnapshot(db, {
      ...snapshot,
      version: 'fedcba9876543210',
      medications: [{ id: 2, name: 'Metformin', aliases: [], classes: [], timing: null }],
    })
    expect((await db.refMedications.toArray()).map((m) => m.name)).toEqual(['Metformin'])
    expect((await db.syncState.get('referenceVersion'))?.value).toBe('fedcba9876543210')
  })

  it('a full device while applying answers is reported as StorageFullError, and nothing is half-applied', async () => {
    await createRecord(db, 'journalEntry', journal)
    const [entry] = await nextOutboxBatch(db, 1)
    const quota = Object.assign(new Error('quota'), { name: 'QuotaExceededError' })
    const spy = vi.spyOn(db.attention, 'put').mockRejectedValue(quota)
    await expect(applyPushResults(db, [answer(entry!, { status: 'rejected', reason: 'validation' })])).rejects.toBeInstanceOf(
      StorageFullError
    )
    spy.mockRestore()
    expect(await db.outbox.count()).toBe(1)
    expect(await db.tableFor('journalEntry').count()).toBe(1)
  })
})
