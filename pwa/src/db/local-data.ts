/**
 * Building the read shape a screen shows from the fields a person wrote, before the server has
 * seen them: the same fields the API answers with (sync-protocol read schemas), with the
 * server-managed ones (userId, date, createdAt, derived lab status) filled in locally.
 */
import { ENTITY_RULES, type SyncEntity } from '@dosewise/sync-protocol'
import type { RecordData } from './types'

/** Every user-writable field of a kind, so absent optional values read as null, not missing. */
function nullFilled(entity: SyncEntity): RecordData {
  const keys = Object.keys(ENTITY_RULES[entity].fields.shape)
  return Object.fromEntries(keys.map((key) => [key, null]))
}

export function localData(
  entity: SyncEntity,
  id: string,
  userId: number,
  fields: RecordData,
  previous: RecordData | null,
  now: string
): RecordData {
  const merged: RecordData = { ...nullFilled(entity), ...previous, ...fields, id, userId }
  if (entity !== 'notification') merged.createdAt = previous?.createdAt ?? now
  if (entity === 'journalEntry') {
    merged.date = previous?.date ?? now
    merged.conflictOf = previous?.conflictOf ?? null
    merged.supplementsTaken = merged.supplementsTaken ?? []
    delete merged.createdAt
  }
  if (entity === 'reminderSettings' || entity === 'stackItem') merged.updatedAt = now
  // The server computes an assessment's plan; until it has, the device's own is in localPlans.
  if (entity === 'assessment') merged.plan = previous?.plan ?? null
  const derive = ENTITY_RULES[entity].derive
  return derive ? derive(merged) : merged
}

/** The time a list sorts by, newest first. */
export function sortKey(entity: SyncEntity, data: RecordData): string {
  const pick = (value: unknown) => (typeof value === 'string' ? value : '')
  if (entity === 'journalEntry') return pick(data.date)
  if (entity === 'labResult') return pick(data.testedAt)
  return pick(data.createdAt)
}
