/**
 * The merge rules both ends agree on, as pure functions. The server runs `decideMutation` for
 * every pushed mutation against the record it holds; the PWA uses the same rules to predict
 * outcomes and to rebase its pending edits over pulled records.
 *
 * Per-field metadata (`FieldMeta`) records, for every field, the version at which it last
 * changed, which client changed it, and that change's last-writer-wins stamp. It is what lets
 * `baseVersion` concurrency tell "changed by someone else since you looked" from "your own
 * earlier edit".
 */
import { parseOrErrors, type FieldError } from '../errors.js'
import { ENTITIES, type RecordFields } from './registry.js'
import type { SyncEntity, SyncOp, SyncReason } from './envelope.js'

/** A patch that changes a field the registry marks `immutable`. */
export const IMMUTABLE_FIELD_MESSAGE = 'This cannot be changed once it is created.'

/** Per field: version and client of its last change, its LWW stamp, and (o) whose value a 'Keep mine' replaced. */
export type FieldMeta = Record<string, { v: number; c: string; t: string; o?: string }>

export interface StoredRecord {
  fields: RecordFields
  version: number
  deleted: boolean
  meta: FieldMeta
}

export interface MutationIntent {
  entity: SyncEntity
  op: SyncOp
  patch: RecordFields | null
  baseVersion: number | null
  /** '' for changes that do not come from a sync client (REST calls, the server itself). */
  clientId: string
  /** Last-writer-wins stamp; see `lwwStamp`. */
  stamp: string
}

export type Decision =
  /**
   * Write `fields` (or the tombstone). `changed` lists the fields to record as written by this
   * change — those whose value changed, plus for last-writer-wins the fields it won. Empty: no write.
   */
  | { status: 'applied'; fields: RecordFields; deleted: boolean; changed: string[] }
  | {
      status: 'conflict'
      reason: Extract<SyncReason, 'edit_conflict' | 'deleted_elsewhere' | 'edited_elsewhere'>
      conflictFields: string[]
      copy?: RecordFields
      /**
       * The rest of the change, applied although some fields conflict: write `fields` (the
       * record with the non-conflicting fields of the patch), recording `changed` as written.
       * Only the conflicting fields wait for the person; nothing else they wrote is held back.
       */
      apply?: { fields: RecordFields; changed: string[] }
    }
  | {
      status: 'rejected'
      reason: Extract<SyncReason, 'validation' | 'not_found' | 'already_exists' | 'unsupported'>
      errors?: FieldError[]
    }

/**
 * Orders changes for last-writer-wins: the client's clock, then client id and seq to break
 * ties, so every replica picks the same winner whatever order the changes arrive in.
 */
/** The key under which a last-writer-wins record's field metadata keeps the stamp of its delete. */
export const DELETED_STAMP = '_deleted'

export function lwwStamp(clientTime: string, clientId: string, seq: number): string {
  const time = new Date(clientTime)
  const iso = Number.isNaN(time.getTime()) ? '0000-00-00T00:00:00.000Z' : time.toISOString()
  return `${iso}|${clientId}|${String(seq).padStart(12, '0')}`
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a === undefined || b === undefined) return (a ?? null) === (b ?? null)
  return JSON.stringify(a) === JSON.stringify(b)
}

/** The fields whose value differs between two versions of a record. */
export function changedFields(before: RecordFields, after: RecordFields): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...keys].filter((key) => !sameValue(before[key], after[key])).sort()
}

/**
 * The metadata after a change that wrote `changed` at `version`. `overrides`: fields the person
 * chose to keep over another device's value after a conflict; where this change replaced another
 * client's value, that client is noted (`o`) so it can be told.
 */
export function updateMeta(
  meta: FieldMeta,
  changed: readonly string[],
  version: number,
  clientId: string,
  stamp: string,
  overrides: readonly string[] = []
): FieldMeta {
  const next: FieldMeta = { ...meta }
  for (const field of changed) {
    const previous = meta[field]?.c
    const replaced = overrides.includes(field) && previous !== undefined && previous !== '' && previous !== clientId
    next[field] = replaced ? { v: version, c: clientId, t: stamp, o: previous } : { v: version, c: clientId, t: stamp }
  }
  return next
}

/** The knowingly replaced fields of a record, as a pulled change carries them (`SyncChange.replaced`). */
export function replacedFields(meta: FieldMeta): { field: string; clientId: string; version: number }[] {
  return Object.entries(meta)
    .filter(([, entry]) => entry.o !== undefined)
    .map(([field, entry]) => ({ field, clientId: entry.o!, version: entry.v }))
    .sort((a, b) => (a.field < b.field ? -1 : 1))
}

function parseFields(entity: SyncEntity, value: unknown, partial: boolean) {
  const rule = ENTITIES[entity]
  const schema = partial ? rule.fields.partial() : rule.fields
  const result = parseOrErrors(schema, value ?? {})
  if (!result.success) return { ok: false as const, errors: result.errors }
  return { ok: true as const, fields: result.data as RecordFields }
}

/** Validates the merged record as a whole and adds the derived values. */
function finish(entity: SyncEntity, merged: RecordFields) {
  const parsed = parseFields(entity, merged, false)
  if (!parsed.ok) return parsed
  const derive = ENTITIES[entity].derive
  return { ok: true as const, fields: derive ? derive(parsed.fields) : parsed.fields }
}

/** Fields changed by another writer after `baseVersion` (own earlier edits never count). */
function changedElsewhere(meta: FieldMeta, fields: readonly string[], intent: MutationIntent): string[] {
  const base = intent.baseVersion ?? 0
  return fields.filter((field) => {
    const last = meta[field]
    return last !== undefined && last.v > base && last.c !== intent.clientId
  })
}

function applyLww(current: StoredRecord, patch: RecordFields, intent: MutationIntent) {
  const merged: RecordFields = { ...current.fields }
  const won: string[] = []
  for (const [field, value] of Object.entries(patch)) {
    const last = current.meta[field]
    if (last === undefined || intent.stamp > last.t) {
      merged[field] = value
      won.push(field)
    }
  }
  return { merged, won }
}

/**
 * Decides what one mutation does to the record the server holds for this user (`current` is
 * null when this user has no record with that id — another user's record counts as none).
 * Validation is part of the decision so both ends refuse the same things.
 */
export function decideMutation(current: StoredRecord | null, intent: MutationIntent): Decision {
  const rule = ENTITIES[intent.entity]

  if (intent.op === 'delete') {
    if (!rule.deletable) return { status: 'rejected', reason: 'unsupported' }
    if (current === null) return { status: 'rejected', reason: 'not_found' }
    if (current.deleted) return { status: 'applied', fields: current.fields, deleted: true, changed: [] }
    const edited = changedElsewhere(current.meta, Object.keys(current.fields), intent)
    if (edited.length > 0) return { status: 'conflict', reason: 'edited_elsewhere', conflictFields: edited.sort() }
    // A last-writer-wins record remembers when it was deleted, so a later create can revive it.
    return { status: 'applied', fields: current.fields, deleted: true, changed: rule.rule === 'lww' ? [DELETED_STAMP] : [] }
  }

  if (intent.op === 'create') {
    if (!rule.creatable) return { status: 'rejected', reason: 'unsupported' }
    if (current === null) {
      const parsed = parseFields(intent.entity, intent.patch, false)
      if (!parsed.ok) return { status: 'rejected', reason: 'validation', errors: parsed.errors }
      // Already a whole, valid record: only the derived values are missing.
      const derive = rule.derive
      const fields = derive ? derive(parsed.fields) : parsed.fields
      return { status: 'applied', fields, deleted: false, changed: Object.keys(fields).sort() }
    }
    // A second create of a last-writer-wins singleton (two devices offline) merges into it.
    if (rule.rule !== 'lww') {
      const parsed = parseFields(intent.entity, intent.patch, false)
      if (parsed.ok && !current.deleted) {
        // A stamped field the create left out (a journal entry's date) was filled by the first one.
        const given = { ...parsed.fields }
        for (const field of Object.keys(rule.stamps ?? {})) if (given[field] === undefined) given[field] = current.fields[field]
        const done = finish(intent.entity, given)
        if (done.ok && changedFields(current.fields, done.fields).length === 0) {
          return { status: 'applied', fields: current.fields, deleted: false, changed: [] }
        }
      }
      return { status: 'rejected', reason: 'already_exists' }
    }
  }

  // patch (or a create merging into a last-writer-wins record)
  if (intent.op === 'patch' && rule.patchable === false) return { status: 'rejected', reason: 'unsupported' }
  // Only the server ('' client) patches such a record (an order's status, from the partner).
  if (intent.op === 'patch' && rule.patchable === 'server' && intent.clientId !== '') return { status: 'rejected', reason: 'unsupported' }
  if (current === null) {
    // A settings change from a device that never saw the record starts it from the defaults.
    if (rule.rule === 'lww' && rule.creatable) return decideMutation(null, { ...intent, op: 'create' })
    return { status: 'rejected', reason: 'not_found' }
  }
  const parsed = parseFields(intent.entity, intent.patch, true)
  if (!parsed.ok) return { status: 'rejected', reason: 'validation', errors: parsed.errors }
  const patch = parsed.fields
  // Fields the create set once (a post's forum): a patch may repeat them, never change them.
  const fixed = (rule.immutable ?? []).filter((field) => field in patch && !sameValue(current.fields[field], patch[field]))
  if (fixed.length > 0) {
    return { status: 'rejected', reason: 'validation', errors: fixed.map((field) => ({ field, message: IMMUTABLE_FIELD_MESSAGE })) }
  }

  if (rule.rule === 'lww') {
    // A create made after the record was deleted brings it back (a dose marked again after an
    // undo, on any device); one made before the delete, arriving late, leaves it deleted.
    const deletedAt = current.meta[DELETED_STAMP]?.t
    const revives = current.deleted && intent.op === 'create' && (deletedAt === undefined || intent.stamp > deletedAt)
    const { merged, won } = applyLww(current, patch, intent)
    const done = finish(intent.entity, merged)
    if (!done.ok) return { status: 'rejected', reason: 'validation', errors: done.errors }
    // Fields this change won are recorded even when the value is the same: their stamp must
    // move on, or an older change arriving later would wrongly win.
    const changed = [...new Set([...changedFields(current.fields, done.fields), ...won])].sort()
    return { status: 'applied', fields: done.fields, deleted: current.deleted && !revives, changed }
  }

  if (current.deleted) return { status: 'conflict', reason: 'deleted_elsewhere', conflictFields: Object.keys(patch).sort() }

  const wanted = Object.keys(patch).filter((field) => !sameValue(current.fields[field], patch[field]))
  const overlapping = changedElsewhere(current.meta, wanted, intent).sort()
  const done = finish(intent.entity, { ...current.fields, ...patch })
  if (!done.ok) return { status: 'rejected', reason: 'validation', errors: done.errors }
  if (overlapping.length === 0) {
    return { status: 'applied', fields: done.fields, deleted: false, changed: changedFields(current.fields, done.fields) }
  }
  if (rule.rule === 'journal') {
    // Never drop text: this device's version becomes a copy beside the other device's.
    return { status: 'conflict', reason: 'edit_conflict', conflictFields: overlapping, copy: done.fields }
  }
  // The fields only this device changed are applied now; only the overlapping ones are asked.
  const rest = Object.fromEntries(Object.entries(patch).filter(([field]) => !overlapping.includes(field)))
  const partial = finish(intent.entity, { ...current.fields, ...rest })
  if (!partial.ok) {
    // The rest is not a valid record without the conflicting fields: apply nothing and ask
    // about every field this change wrote, so choosing 'Keep mine' sends all of them again.
    return { status: 'conflict', reason: 'edit_conflict', conflictFields: [...wanted].sort() }
  }
  const changed = changedFields(current.fields, partial.fields)
  return {
    status: 'conflict',
    reason: 'edit_conflict',
    conflictFields: overlapping,
    ...(changed.length > 0 ? { apply: { fields: partial.fields, changed } } : {}),
  }
}

/**
 * What a replica does with a pulled change: keep the newer version. Versions come from one
 * per-user counter, so this makes replicas converge whatever order pages arrive in.
 */
export function isNewer(remoteVersion: number, localVersion: number | null | undefined): boolean {
  return localVersion === null || localVersion === undefined || remoteVersion > localVersion
}

/** A local view of a record: the server's fields with this device's pending patches on top, in order. */
export function rebase(serverFields: RecordFields, pendingPatches: readonly RecordFields[]): RecordFields {
  return pendingPatches.reduce<RecordFields>((fields, patch) => ({ ...fields, ...patch }), { ...serverFields })
}
