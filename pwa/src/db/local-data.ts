/**
 * Building the read shape a screen shows from the fields a person wrote, before the server has
 * seen them: the same fields the API answers with (the registry's read schema), with the
 * server-managed ones filled in the way the registry says the server fills them (stamps such as
 * createdAt or a journal entry's date, derived values such as a lab status). Nothing here names
 * an entity.
 */
import { ENTITIES, fieldKinds, readOnlyFields, stampsOf, type SyncEntity } from '@dosewise/sync-protocol'
import type { RecordData } from './types'

/** Every field of the read shape, so absent values read as null (lists as empty), not missing. */
function emptyRecord(entity: SyncEntity): RecordData {
  const kinds = fieldKinds(entity)
  const keys = [...Object.keys(ENTITIES[entity].fields.shape), ...readOnlyFields(entity)]
  return Object.fromEntries(keys.map((key) => [key, kinds[key] === 'list' ? [] : null]))
}

export function localData(
  entity: SyncEntity,
  id: string,
  userId: number,
  fields: RecordData,
  previous: RecordData | null,
  now: string
): RecordData {
  const merged: RecordData = { ...emptyRecord(entity), ...previous, ...fields, id, userId }
  const writable = ENTITIES[entity].fields.shape
  for (const [field, stamp] of Object.entries(stampsOf(entity))) {
    // The device's moment of writing stands in for the server's until the server answers; a
    // writable stamped field (a journal entry's date) keeps the value the person gave.
    const given = field in writable ? (fields[field] ?? previous?.[field]) : previous?.[field]
    merged[field] = stamp === 'updated' ? now : (given ?? now)
  }
  const derive = ENTITIES[entity].derive
  return derive ? derive(merged) : merged
}

/** The time a list sorts by, newest first. */
export function sortKey(entity: SyncEntity, data: RecordData): string {
  const value = data[ENTITIES[entity].device.sortBy]
  return typeof value === 'string' ? value : ''
}
