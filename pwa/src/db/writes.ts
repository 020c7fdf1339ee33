/**
 * The one way to write user data (docs/conventions.md §2): the record and its outbox entry go into the
 * local database in one transaction, so a crash can never leave a change that will not sync or
 * an outbox entry for a change that is not shown. Values are validated with the same schemas
 * the server uses; the sync engine is told after each write so it can push soon.
 */
import { ENTITY_RULES, reminderSettingsId, stackItemId, parseOrErrors, uuidv7, type Plan, type SyncEntity } from '@dosewise/sync-protocol'
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
  const schema = partial ? ENTITY_RULES[entity].fields.partial() : ENTITY_RULES[entity].fields
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
 * Extra say for writes that settle a sync conflict (`db/resolve-attention.ts`): the server
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
      if (!row || row._deleted) throw new Error(`${ENTITY_RULES[entity].label} not found`)
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

export function markNotificationRead(db: UserDatabase, id: string) {
  return updateRecord(db, 'notification', id, { isRead: true })
}

/** Reminder settings are one record per user (same id on every device). */
export async function saveReminderSettings(db: UserDatabase, patch: RecordData): Promise<void> {
  const id = reminderSettingsId(db.userId)
  const existing = await db.reminderSettings.get(id)
  if (existing) await updateRecord(db, 'reminderSettings', id, patch)
  else await createRecord(db, 'reminderSettings', patch, id)
}

/** The user-writable fields of a read-shape record. */
export function pickFields(entity: SyncEntity, data: RecordData): RecordData {
  const keys = Object.keys(ENTITY_RULES[entity].fields.shape)
  return Object.fromEntries(keys.filter((key) => key in data).map((key) => [key, data[key]]))
}

/**
 * Saves a finished assessment and the plan this device computed for it in one transaction:
 * the recommendations show at once, offline too; the server's plan replaces it once synced.
 */
export async function createAssessment(
  db: UserDatabase,
  input: RecordData,
  plan: { plan: Plan; referenceVersion: string } | null,
  id = uuidv7()
): Promise<string> {
  return createRecord(db, 'assessment', input, id, {
    also: {
      tables: [db.localPlans, db.drafts],
      work: async () => {
        if (plan) await db.localPlans.put({ assessmentId: id, ...plan })
        // The finished answers are the assessment now, not a draft.
        await db.drafts.delete(ASSESSMENT_DRAFT)
      },
    },
  })
}

export const ASSESSMENT_DRAFT = 'assessment'

/** Keeps the wizard's unfinished answers across reloads (local only, never synced). */
export async function saveDraft(db: UserDatabase, key: string, value: unknown): Promise<void> {
  await db.drafts.put({ key, value, updatedAt: new Date().toISOString() })
}

export interface StackAddition {
  supplementId: number
  dosage?: string | null
  time?: string | null
  assessmentId?: string | null
  source: 'plan' | 'manual'
}

/**
 * Adds supplements to the person's stack (or takes them back up), one record per supplement,
 * each with its outbox entry. Items already active only get the new dose and time.
 */
export async function addToStack(db: UserDatabase, additions: readonly StackAddition[]): Promise<void> {
  for (const addition of additions) {
    const id = stackItemId(db.userId, addition.supplementId)
    const existing = await db.stackItems.get(id)
    const fields: RecordData = {
      active: true,
      dosage: addition.dosage ?? null,
      time: addition.time ?? null,
      source: addition.source,
      assessmentId: addition.assessmentId ?? null,
    }
    if (existing && !existing._deleted) {
      const wasActive = existing.data.active === true
      await updateRecord(db, 'stackItem', id, wasActive ? fields : { ...fields, startedAt: new Date().toISOString() })
    } else {
      await createRecord(db, 'stackItem', { ...fields, supplementId: addition.supplementId, startedAt: new Date().toISOString() }, id)
    }
  }
}

/** Stops taking a supplement: the record stays, inactive (so adding it back is an ordinary change). */
export async function removeFromStack(db: UserDatabase, supplementId: number): Promise<void> {
  const id = stackItemId(db.userId, supplementId)
  const existing = await db.stackItems.get(id)
  if (existing && !existing._deleted && existing.data.active === true) await updateRecord(db, 'stackItem', id, { active: false })
}

/**
 * 'Save Recommendations': this plan becomes the current stack, in one transaction. Its items are
 * added (or updated with the plan's dose and time); items an earlier plan added that this one
 * does not have are stopped; supplements the person tracks by hand stay.
 */
export async function savePlanAsStack(
  db: UserDatabase,
  assessmentId: string,
  items: readonly Omit<StackAddition, 'source' | 'assessmentId'>[]
) {
  await db.transaction('rw', [db.stackItems, db.outbox, db.syncState], async () => {
    const keep = new Set(items.map((item) => item.supplementId))
    const current = await db.stackItems.where('_deleted').equals(0).toArray()
    for (const row of current) {
      const data = row.data as { supplementId: number; active: boolean; source: string }
      if (data.active && data.source === 'plan' && !keep.has(data.supplementId)) await removeFromStack(db, data.supplementId)
    }
    await addToStack(
      db,
      items.map((item) => ({ ...item, assessmentId, source: 'plan' as const }))
    )
  })
}
