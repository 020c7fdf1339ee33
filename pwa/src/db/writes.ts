/**
 * The one way to write user data (docs/conventions.md §2): the record and its outbox entry go into the
 * local database in one transaction, so a crash can never leave a change that will not sync or
 * an outbox entry for a change that is not shown. Values are validated with the same schemas
 * the server uses; the sync engine is told after each write so it can push soon.
 *
 * Numbering (ADR 0042): the server takes one device's changes only as 1, 2, 3 … with no hole and
 * no number used twice, and every tab of the person shares this database and its `nextSeq`
 * counter. The counter in the database is the authority; a write takes the number it holds and
 * moves it on in the same transaction as the outbox entry, so two tabs can never hand out the
 * same number and a crash never reuses one that was stored (and so maybe sent). This tab keeps
 * the number it expects next in memory, so a new record's write issues all its requests at
 * once — the counter's read goes with them as a check, not as a step to wait for — and is
 * retried with a fresh read when another tab wrote meanwhile.
 */
import { ENTITIES, creationErrors, parseOrErrors, uuidv7, type SyncEntity } from '@dosewise/sync-protocol'
import Dexie, { type Table } from 'dexie'
import type { UserDatabase } from './database'
import { ACKED_THROUGH, settledRow, slowAckOf, writeSlowAck } from './acknowledged'
import { isQuotaError, LocalValidationError, StorageFullError } from './errors'
import { localData, sortKey } from './local-data'
import type { LocalRow, OutboxEntry, RecordData } from './types'

type WriteListener = () => void
const listeners = new Set<WriteListener>()

/** Called after every committed local write (the sync engine debounces a push on it). */
export function onLocalWrite(listener: WriteListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * What this tab remembers of an open connection: the client id (made once, never changed while
 * the database exists) and the seq it expects to hand out next (a guess the write checks).
 * Keyed by the IndexedDB connection, so a database deleted and opened again starts afresh.
 */
const remembered = new WeakMap<IDBDatabase, { clientId?: string; nextSeq?: number }>()

function memoryOf(db: UserDatabase) {
  const connection = db.backendDB()
  let memory = remembered.get(connection)
  if (!memory) remembered.set(connection, (memory = {}))
  return memory
}

/** This install's sync client id for this user, made on first use; read once per connection. */
export async function clientIdOf(db: UserDatabase): Promise<string> {
  if (!db.isOpen()) await db.open()
  const memory = memoryOf(db)
  if (memory.clientId) return memory.clientId
  const clientId = await db.transaction('rw', db.syncState, async () => {
    const row = await db.syncState.get('clientId')
    if (typeof row?.value === 'string') return row.value
    const made = uuidv7()
    await db.syncState.put({ key: 'clientId', value: made })
    return made
  })
  memory.clientId = clientId
  return clientId
}

/** The same check the server makes (the schema, and what no database can store). */
function parse(entity: SyncEntity, value: unknown, partial: boolean): RecordData {
  const schema = partial ? ENTITIES[entity].fields.partial() : ENTITIES[entity].fields
  const result = parseOrErrors(schema, value)
  if (!result.success) throw new LocalValidationError(result.errors)
  return result.data as RecordData
}

const NEXT_SEQ = 'nextSeq'
const seqIn = (row: { value: unknown } | undefined) => (typeof row?.value === 'number' ? row.value : 1)

/** The counter moved under this tab (another tab wrote): the optimistic write is undone and redone. */
class SeqMoved extends Error {
  constructor() {
    super('Another tab numbered a change first')
    this.name = 'SeqMoved'
  }
}

type EntryDraft = Omit<OutboxEntry, 'seq' | 'mutationId' | 'clientTime'>

/** A write's effect: the record's new row and its outbox entry (null: nothing to do). */
type Change = { row: Omit<LocalRow, '_sort'>; entry: EntryDraft } | null

/** The row and the outbox entry under `seq`, and the counter moved past it: requests only, not awaited. */
function store(db: UserDatabase, entity: SyncEntity, change: NonNullable<Change>, seq: number) {
  return [
    put(db, entity, { ...change.row, _seq: seq }),
    db.outbox.add({ ...change.entry, seq, mutationId: uuidv7(), clientTime: new Date().toISOString() }),
    db.syncState.put({ key: NEXT_SEQ, value: seq + 1 }),
  ]
}

/**
 * Extra say for writes that settle a sync conflict (`sync/resolve-attention.ts`): the server
 * version the person has now seen, and the "needs your attention" item this write resolves,
 * which goes in the same transaction as the record and its outbox entry.
 */
export interface WriteOptions {
  baseVersion?: number | null
  resolves?: string
  /** The fields the person chose to keep over another device's value ('Keep mine'). */
  overrides?: string[]
  /** More local-only writes that belong to the same change (e.g. a computed plan), same transaction. */
  also?: { tables: Table[]; work: () => Promise<void> }
}

/**
 * Stores what `plan` makes of the record's current row, in one transaction. `fresh`: the id was
 * made just now, so there is no row to read and the plan is known before the transaction.
 */
async function write(
  db: UserDatabase,
  entity: SyncEntity,
  id: string,
  plan: (existing: LocalRow | undefined) => Change,
  options: WriteOptions = {},
  fresh = false
) {
  const tables = [
    db.tableFor(entity),
    db.outbox,
    db.syncState,
    ...(options.resolves ? [db.attention] : []),
    ...(options.also?.tables ?? []),
  ]
  const more = async () => {
    await options.also?.work()
    if (options.resolves) await db.attention.delete(options.resolves)
  }
  // Inside a caller's transaction (a plan saved as the stack) a retry would undo the caller's
  // work too, so the counter is read first there.
  const nested = Dexie.currentTransaction !== null && Dexie.currentTransaction !== undefined
  if (!db.isOpen()) await db.open()
  const memory = memoryOf(db)
  const guess = fresh && !nested ? memory.nextSeq : undefined
  const change = guess !== undefined ? plan(undefined) : null

  /** One request batch: the counter's read is only compared with the guess once all are answered. */
  const optimistic = (seq: number, known: NonNullable<Change>) =>
    db.transaction('rw', tables, async () => {
      const counter = db.syncState.get(NEXT_SEQ)
      memory.nextSeq = seq + 1
      let stored: number
      try {
        stored = seqIn((await Promise.all([counter, ...store(db, entity, known, seq)]))[0] as { value: unknown } | undefined)
      } catch (error) {
        // The outbox already holds this seq: another tab used it.
        if ((error as { name?: string }).name === 'ConstraintError') throw new SeqMoved()
        throw error
      }
      if (stored !== seq) throw new SeqMoved()
      await more()
    })

  /**
   * Reads the row and the counter together, then writes. A row whose changes were all answered
   * is settled first (db/acknowledged.ts); a record that gets a second change while one still
   * waits is named for the slow acknowledgement, since its server copy is no longer what it shows.
   */
  const careful = () =>
    db.transaction('rw', tables, async () => {
      const [stored, counter, acked] = await Promise.all([
        fresh ? undefined : db.tableFor(entity).get(id),
        db.syncState.get(NEXT_SEQ),
        fresh ? undefined : db.syncState.get(ACKED_THROUGH),
      ])
      const ackedThrough = typeof acked?.value === 'number' ? acked.value : 0
      const existing = stored && settledRow(stored, ackedThrough)
      const made = plan(existing)
      if (!made) return
      const seq = seqIn(counter)
      memory.nextSeq = seq + 1
      await Promise.all(store(db, entity, made, seq))
      if (existing && existing.pending > 0) {
        const slow = await slowAckOf(db)
        const key = `${entity}:${id}`
        if (!slow.has(key)) await writeSlowAck(db, slow.add(key))
      }
      await more()
    })

  try {
    if (guess !== undefined && change) {
      try {
        await optimistic(guess, change)
      } catch (error) {
        if (!(error instanceof SeqMoved)) throw error
        memory.nextSeq = undefined
        await careful()
      }
    } else {
      await careful()
    }
  } catch (error) {
    // The counter may have moved with a transaction that did not commit: read it next time.
    memory.nextSeq = undefined
    if (isQuotaError(error)) throw new StorageFullError(error)
    throw error
  }
  for (const listener of listeners) listener()
}

function baseVersionOf(row: LocalRow | undefined, options: WriteOptions) {
  return options.baseVersion !== undefined ? options.baseVersion : (row?.server?.version ?? null)
}

function put(db: UserDatabase, entity: SyncEntity, row: Omit<LocalRow, '_sort'>) {
  return db.tableFor(entity).put({ ...row, _sort: sortKey(entity, row.data) })
}

/** Creates a record offline-first; returns its new id (made here when none is given). */
export async function createRecord(
  db: UserDatabase,
  entity: SyncEntity,
  input: RecordData,
  id?: string,
  options: WriteOptions = {}
): Promise<string> {
  const fields = parse(entity, input, false)
  const recordId = id ?? uuidv7()
  await write(
    db,
    entity,
    recordId,
    (existing) => {
      const now = new Date().toISOString()
      // A new record's creation rules, as the server checks them (an appointment not in the past).
      const refused = existing ? [] : creationErrors(entity, fields, Date.parse(now))
      if (refused.length > 0) throw new LocalValidationError(refused)
      const data = localData(entity, recordId, db.userId, fields, existing?.data ?? null, now)
      return {
        row: { id: recordId, data, server: existing?.server ?? null, _deleted: 0, pending: (existing?.pending ?? 0) + 1 },
        entry: { entity, entityId: recordId, op: 'create', patch: fields, baseVersion: baseVersionOf(existing, options) },
      }
    },
    options,
    // An id made just now names no stored row: nothing to read first.
    id === undefined
  )
  return recordId
}

/** Changes some fields of a record; only the changed fields travel. */
export async function updateRecord(
  db: UserDatabase,
  entity: SyncEntity,
  id: string,
  patch: RecordData,
  options: WriteOptions = {}
): Promise<void> {
  const fields = parse(entity, patch, true)
  await write(
    db,
    entity,
    id,
    (row) => {
      if (!row || row._deleted) throw new Error(`${ENTITIES[entity].label} not found`)
      const merged = localData(entity, id, db.userId, fields, row.data, new Date().toISOString())
      parse(entity, pickFields(entity, merged), false)
      return {
        row: { ...row, data: merged, pending: row.pending + 1 },
        entry: {
          entity,
          entityId: id,
          op: 'patch',
          patch: fields,
          baseVersion: baseVersionOf(row, options),
          ...(options.overrides?.length ? { overrides: options.overrides } : {}),
        },
      }
    },
    options
  )
}

/** Deletes a record (a tombstone travels; the row goes once the server acknowledged it). */
export async function deleteRecord(db: UserDatabase, entity: SyncEntity, id: string, options: WriteOptions = {}): Promise<void> {
  await write(
    db,
    entity,
    id,
    (row) => {
      if (!row || row._deleted) return null
      return {
        row: { ...row, _deleted: 1, pending: row.pending + 1 },
        entry: { entity, entityId: id, op: 'delete', patch: null, baseVersion: baseVersionOf(row, options) },
      }
    },
    options
  )
}

/**
 * A record the server made and just answered with (an order or a subscription placed online):
 * stored as the server's, so the lists show it at once. Its version is not in the answer: it is
 * kept as 0, so the pull that brings it (with its version) replaces it; a row a pull already
 * brought is left as it is. The sync engine is told, so that pull comes soon.
 */
export async function storeServerRecord(db: UserDatabase, entity: SyncEntity, data: RecordData): Promise<void> {
  const id = String(data.id)
  const table = db.tableFor(entity)
  try {
    await db.transaction('rw', table, async () => {
      if (await table.get(id)) return
      await put(db, entity, { id, data, server: { version: 0, deleted: false, data }, _deleted: 0, pending: 0 })
    })
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error)
    throw error
  }
  for (const listener of listeners) listener()
}

/** The user-writable fields of a read-shape record. */
export function pickFields(entity: SyncEntity, data: RecordData): RecordData {
  const keys = Object.keys(ENTITIES[entity].fields.shape)
  return Object.fromEntries(keys.filter((key) => key in data).map((key) => [key, data[key]]))
}
