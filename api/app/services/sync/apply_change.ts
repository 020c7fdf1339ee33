/**
 * One change to one record: decided by sync-protocol's `decideMutation` against the record this
 * user holds, then written here. Pushed mutations and the REST endpoints both come through this
 * function, so both bump the per-user version and the field metadata the same way and other
 * devices pull the change. Runs inside the caller's transaction, which holds the user's counter
 * lock (see user_state.ts).
 */
import {
  ENTITIES,
  SYNC_ENTITIES,
  creationErrors,
  decideMutation,
  isUuid,
  isoTimestampSchema,
  updateMeta,
  uuidv7,
  type FieldError,
  type RecordFields,
  type SyncChange,
  type SyncEntity,
  type SyncOp,
  type SyncReason,
} from '@dosewise/sync-protocol'
import { ENTITY_TABLES, MAX_INTEGER_ID } from '#services/sync/entity_tables'
import { madeAtTime } from '#services/sync/made_at'
import { canonicalTimestamp, fromDbTimestamp, toDbTimestamp } from '#services/sync/sql_values'
import { unstorableErrors } from '#services/sync/storable'
import type { RecordAccess } from '#services/sync/record_access'
import { storableId, toStoredRecord, toSyncChange, type RecordRow } from '#services/sync/record_store'

export interface ChangeRequest {
  entity: SyncEntity
  id: string
  op: SyncOp
  patch: RecordFields | null
  baseVersion: number | null
  /** '' for changes that do not come from a sync client (REST calls, the server). */
  clientId: string
  /** Last-writer-wins stamp (sync-protocol's lwwStamp). */
  stamp: string
  /** When the person made the change on their device (a mutation's clientTime); null: now. */
  madeAt: string | null
  /** Fields the person kept over another device's value after a conflict (sync-protocol's updateMeta). */
  overrides?: string[]
}

export type Outcome =
  | { status: 'applied'; version: number; row: RecordRow; written: boolean }
  | {
      status: 'conflict'
      reason: SyncReason
      conflictFields: string[]
      /** Fields of the change applied all the same (they did not conflict). */
      appliedFields?: string[]
      version: number
      serverRecord: SyncChange
      copyId?: string
    }
  | { status: 'rejected'; reason: SyncReason; errors?: FieldError[]; message?: string }

const invalid = (errors: FieldError[]): Outcome => ({ status: 'rejected', reason: 'validation', errors })

function idErrors(entity: SyncEntity, id: string, userId: number, patch: RecordFields | null): FieldError[] {
  // Records whose owner and contents fix their id (one per account, one per supplement).
  const fixed = ENTITIES[entity].fixedId
  const expected = fixed ? fixed.of(userId, patch ?? {}) : null
  if (fixed && expected !== null && id !== expected) return [{ field: 'entityId', message: fixed.message(expected) }]
  if (ENTITY_TABLES[entity].ids === 'uuid' && storableId(entity, id) === null) return [{ field: 'entityId', message: 'Invalid uuid' }]
  return []
}

/**
 * Valid timestamps in the one form the server stores, so an unchanged instant compares equal.
 * Invalid ones are left for the schema to refuse ('2026-02-30' must not become March 2nd).
 */
function canonicalPatch(entity: SyncEntity, patch: RecordFields | null): RecordFields | null {
  if (!patch) return patch
  const out: RecordFields = { ...patch }
  for (const spec of ENTITY_TABLES[entity].fields) {
    const value = out[spec.field]
    if (spec.kind === 'timestamp' && isoTimestampSchema.safeParse(value).success) out[spec.field] = canonicalTimestamp(value as string)
  }
  return out
}

/** The synced kind a table holds, if any (an owned reference names one of the person's records). */
const SYNCED_TABLES = new Map(SYNC_ENTITIES.map((entity) => [ENTITY_TABLES[entity].table, entity]))

/**
 * The row a change's patch names through its kind's `references` field, if it names one; `synced`
 * is the kind of record that table holds, if any. Values of the wrong type or range are the
 * schema's to refuse (null: nothing named). A pushed batch reads all of these up front.
 */
export function referenceOf(entity: SyncEntity, patch: RecordFields | null): { value: string | number; synced?: SyncEntity } | null {
  const reference = ENTITIES[entity].references
  const value = reference ? patch?.[reference.field] : undefined
  const integer = typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_INTEGER_ID
  if (!reference || !(integer || (typeof value === 'string' && isUuid(value)))) return null
  return { value: value as string | number, synced: SYNCED_TABLES.get(reference.table) }
}

/**
 * A field naming another row names one that exists (refused as invalid, never a foreign-key 500)
 * and is not `absentIf` (deleted, hidden). A synced table is read first through the access, which
 * sees what this batch has written but not yet stored (a provider and its appointment made
 * offline, pushed together; a post and a reply to it); `owned` stops there, otherwise anyone's row
 * counts.
 */
async function missingReference(access: RecordAccess, entity: SyncEntity, patch: RecordFields | null): Promise<FieldError | null> {
  const named = referenceOf(entity, patch)
  if (!named) return null
  const reference = ENTITIES[entity].references!
  const missing = { field: reference.field, message: reference.message }
  if (named.synced) {
    const own = await access.load(named.synced, String(named.value))
    if (own) return (reference.absentIf ?? []).some((column) => own[column] !== null && own[column] !== undefined) ? missing : null
    if (reference.owned) return missing
  }
  return (await access.referenceExists(entity, named.value)) ? null : missing
}

/** The kinds counted together with `entity` against its createLimit (itself included). */
const LIMIT_GROUPS = new Map(
  SYNC_ENTITIES.flatMap((entity) => {
    const group = ENTITIES[entity].createLimit?.group
    return group ? [[entity, SYNC_ENTITIES.filter((other) => ENTITIES[other].createLimit?.group === group)] as const] : []
  })
)

/** A new record over its kind's createLimit (posts and replies in the last ten minutes): refused. */
async function overCreateLimit(access: RecordAccess, entity: SyncEntity, now: Date): Promise<Outcome | null> {
  const limit = ENTITIES[entity].createLimit
  if (!limit) return null
  const since = new Date(now.getTime() - limit.windowMinutes * 60_000)
  let count = 0
  for (const kind of LIMIT_GROUPS.get(entity) ?? [entity]) count += await access.createdSince(kind, since)
  return count >= limit.max ? { status: 'rejected', reason: 'rate_limited', message: limit.message } : null
}

/** The columns the server stamps on a new record (a journal entry's date, unless it was given). */
function stampedColumns(entity: SyncEntity, fields: Record<string, unknown>, madeAt: string | null, now: Date): Record<string, unknown> {
  const columns: Record<string, unknown> = {}
  for (const spec of ENTITY_TABLES[entity].stamped) {
    if (spec.writable && fields[spec.field] !== undefined && fields[spec.field] !== null) continue
    columns[spec.column] = toDbTimestamp(spec.stamp === 'madeAt' ? madeAtTime(madeAt, now) : now)
  }
  return columns
}

/** A conflict copy's read-only columns: those it keeps from the original, and the pointer to it. */
function copyColumns(entity: SyncEntity, original: RecordRow): Record<string, unknown> {
  const copy = ENTITIES[entity].conflictCopy!
  const columns: Record<string, unknown> = {}
  for (const spec of ENTITY_TABLES[entity].readOnly) {
    if (copy.keep.includes(spec.field)) {
      const value = original[spec.column]
      columns[spec.column] = spec.kind === 'timestamp' ? toDbTimestamp(fromDbTimestamp(value)) : value
    }
    if (spec.field === copy.pointer) columns[spec.column] = original.id
  }
  return columns
}

export async function applyChange(access: RecordAccess, change: ChangeRequest, now = new Date()): Promise<Outcome> {
  const { entity, id, clientId, stamp } = change
  const userId = access.state.userId
  const problems = [...idErrors(entity, id, userId, change.patch), ...unstorableErrors(entity, change.patch)]
  if (problems.length > 0) return invalid(problems)
  const missing = await missingReference(access, entity, change.patch)
  if (missing) return invalid([missing])

  const currentRow = await access.load(entity, id)
  const current = currentRow ? toStoredRecord(entity, currentRow) : null
  // A new record's creation rules, against the moment the person made it (an appointment made
  // offline for 09:30 at 09:00 and synced at 10:00 is still accepted).
  if (change.op === 'create' && !currentRow && change.patch) {
    const refused = creationErrors(entity, change.patch, madeAtTime(change.madeAt, now).getTime())
    if (refused.length > 0) return invalid(refused)
    const limited = await overCreateLimit(access, entity, now)
    if (limited) return limited
  }
  // A reminder-settings patch before any create starts from the defaults (decideMutation).
  const decision = decideMutation(current, {
    entity,
    op: change.op,
    patch: canonicalPatch(entity, change.patch),
    baseVersion: change.baseVersion,
    clientId,
    stamp,
  })

  if (decision.status === 'rejected') return { status: 'rejected', reason: decision.reason, errors: decision.errors }

  if (decision.status === 'conflict') {
    if (decision.apply) {
      // The fields that did not conflict are written now, as any change is; the answer carries
      // the record with them, so the device shows it and asks only about the conflicting ones.
      const version = await access.nextVersion()
      const meta = updateMeta(current!.meta, decision.apply.changed, version, clientId, stamp)
      const row = await access.update(entity, currentRow!, { fields: decision.apply.fields, version, meta, deleted: false, now })
      return {
        status: 'conflict',
        reason: decision.reason,
        conflictFields: decision.conflictFields,
        appliedFields: decision.apply.changed,
        version,
        serverRecord: toSyncChange(entity, row),
      }
    }
    const outcome: Outcome = {
      status: 'conflict',
      reason: decision.reason,
      conflictFields: decision.conflictFields,
      version: current!.version,
      serverRecord: toSyncChange(entity, currentRow!),
    }
    if (decision.copy && ENTITIES[entity].conflictCopy) {
      // Never drop text: this device's version becomes a new entry beside the other device's.
      const copyId = uuidv7()
      const version = await access.nextVersion()
      const meta = updateMeta({}, Object.keys(decision.copy).sort(), version, clientId, stamp)
      await access.insert(entity, copyId, { fields: decision.copy, version, meta, deleted: false, now }, copyColumns(entity, currentRow!))
      outcome.copyId = copyId
    }
    return outcome
  }

  const needsWrite = !current || decision.changed.length > 0 || decision.deleted !== current.deleted
  if (!needsWrite) return { status: 'applied', version: current.version, row: currentRow!, written: false }
  // Another user's record with this id counts as none, and its existence is not revealed.
  if (!currentRow && (await access.taken(entity, id))) return { status: 'rejected', reason: 'already_exists' }

  const version = await access.nextVersion()
  const write = {
    fields: decision.fields,
    version,
    meta: updateMeta(current?.meta ?? {}, decision.changed, version, clientId, stamp, change.overrides),
    deleted: decision.deleted,
    now,
  }
  if (currentRow) {
    return { status: 'applied', version, row: await access.update(entity, currentRow, write), written: true }
  }
  const stamped = stampedColumns(entity, decision.fields, change.madeAt, now)
  return { status: 'applied', version, row: await access.insert(entity, id, write, stamped), written: true }
}
