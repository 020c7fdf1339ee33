/**
 * The one way to write user data (docs/conventions.md §2): the record and its outbox entry go into the
 * local database in one transaction, so a crash can never leave a change that will not sync or
 * an outbox entry for a change that is not shown. Values are validated with the same schemas
 * the server uses; the sync engine is told after each write so it can push soon.
 */
import { ENTITIES, creationErrors, parseOrErrors, uuidv7, type SyncEntity } from '@dosewise/sync-protocol'
import type { Table } from 'dexie'
import type { UserDatabase } from './database'
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

/** This install's sync client id for this user, made on first use. */
export async function clientIdOf(db: UserDatabase): Promise<string> {
  return db.transaction('rw', db.syncState, async () => {
    const row = await db.syncState.get('clientId')
    if (typeof row?.value === 'string') return row.value
    const clientId = uuidv7()
    await db.syncState.put({ key: 'clientId', value: clientId })
    return clientId
  })
}

/** The same check the server makes (the schema, and what no database can store). */
function parse(entity: SyncEntity, value: unknown, partial: boolean): RecordData {
  const schema = partial ? ENTITIES[entity].fields.partial() : ENTITIES[entity].fields
  const result = parseOrErrors(schema, value)
  if (!result.success) throw new LocalValidationError(result.errors)
  return result.data as RecordData
}

async function enqueue(db: UserDatabase, entry: Omit<OutboxEntry, 'seq' | 'mutationId' | 'clientTime'>) {
  const next = await db.syncState.get('nextSeq')
  const seq = typeof next?.value === 'number' ? next.value : 1
  await db.syncState.put({ key: 'nextSeq', value: seq + 1 })
  await clientIdOf(db)
  await db.outbox.add({ ...entry, seq, mutationId: uuidv7(), clientTime: new Date().toISOString() })
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

async function write(db: UserDatabase, entity: SyncEntity, work: () => Promise<void>, options: WriteOptions = {}) {
  const tables = [
    db.tableFor(entity),
    db.outbox,
    db.syncState,
    ...(options.resolves ? [db.attention] : []),
    ...(options.also?.tables ?? []),
  ]
  try {
    await db.transaction('rw', tables, async () => {
      await work()
      await options.also?.work()
      if (options.resolves) await db.attention.delete(options.resolves)
    })
  } catch (error) {
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

/** Creates a record offline-first; returns its new id. */
export async function createRecord(
  db: UserDatabase,
  entity: SyncEntity,
  input: RecordData,
  id = uuidv7(),
  options: WriteOptions = {}
): Promise<string> {
  const fields = parse(entity, input, false)
  await write(
    db,
    entity,
    async () => {
      const now = new Date().toISOString()
      const existing = await db.tableFor(entity).get(id)
      // A new record's creation rules, as the server checks them (an appointment not in the past).
      const refused = existing ? [] : creationErrors(entity, fields, Date.parse(now))
      if (refused.length > 0) throw new LocalValidationError(refused)
      const data = localData(entity, id, db.userId, fields, existing?.data ?? null, now)
      await put(db, entity, { id, data, server: existing?.server ?? null, _deleted: 0, pending: (existing?.pending ?? 0) + 1 })
      await enqueue(db, { entity, entityId: id, op: 'create', patch: fields, baseVersion: baseVersionOf(existing, options) })
    },
    options
  )
  return id
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
    async () => {
      const row = await db.tableFor(entity).get(id)
      if (!row || row._deleted) throw new Error(`${ENTITIES[entity].label} not found`)
      const merged = localData(entity, id, db.userId, fields, row.data, new Date().toISOString())
      parse(entity, pickFields(entity, merged), false)
      await put(db, entity, { ...row, data: merged, pending: row.pending + 1 })
      await enqueue(db, {
        entity,
        entityId: id,
        op: 'patch',
        patch: fields,
        baseVersion: baseVersionOf(row, options),
        ...(options.overrides?.length ? { overrides: options.overrides } : {}),
      })
    },
    options
  )
}

/** Deletes a record (a tombstone travels; the row goes once the server acknowledged it). */
export async function deleteRecord(db: UserDatabase, entity: SyncEntity, id: string, options: WriteOptions = {}): Promise<void> {
  await write(
    db,
    entity,
    async () => {
      const row = await db.tableFor(entity).get(id)
      if (!row || row._deleted) return
      await put(db, entity, { ...row, _deleted: 1, pending: row.pending + 1 })
      await enqueue(db, { entity, entityId: id, op: 'delete', patch: null, baseVersion: baseVersionOf(row, options) })
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
