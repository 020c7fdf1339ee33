/**
 * What the contract's schemas accept but a database cannot hold and the contract's own check
 * (sync-protocol's unstorableValues: NUL characters, numbers past 32 bits) does not cover:
 * timestamps outside years 1–9999 (zod accepts '0000-01-01'). Refused as validation errors,
 * like any other bad value, instead of failing the write.
 */
import type { FieldError, RecordFields, SyncEntity } from '@dosewise/sync-protocol'
import { ENTITY_TABLES } from '#services/sync/entity_tables'

const EARLIEST = Date.parse('0001-01-01T00:00:00.000Z')
const LATEST = Date.parse('9999-12-31T23:59:59.999Z')

export function isStorableTime(millis: number) {
  return !Number.isNaN(millis) && millis >= EARLIEST && millis <= LATEST
}

export function unstorableErrors(entity: SyncEntity, patch: RecordFields | null): FieldError[] {
  if (!patch) return []
  const errors: FieldError[] = []
  for (const spec of ENTITY_TABLES[entity].fields) {
    const value = patch[spec.field]
    if (spec.kind === 'timestamp' && typeof value === 'string' && value !== '') {
      const millis = Date.parse(value)
      if (!Number.isNaN(millis) && !isStorableTime(millis)) errors.push({ field: spec.field, message: 'Date is out of range' })
    }
  }
  return errors
}
