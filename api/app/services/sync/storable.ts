/**
 * What the contract's schemas accept but a database cannot hold: NUL characters in text
 * (PostgreSQL refuses them) and timestamps outside years 1–9999 (zod accepts '0000-01-01').
 * Refused as validation errors, like any other bad value, instead of failing the write.
 */
import type { FieldError, RecordFields, SyncEntity } from '@dosewise/sync-protocol'
import { ENTITY_TABLES } from '#services/sync/entity_tables'

const EARLIEST = Date.parse('0001-01-01T00:00:00.000Z')
const LATEST = Date.parse('9999-12-31T23:59:59.999Z')

export function isStorableTime(millis: number) {
  return !Number.isNaN(millis) && millis >= EARLIEST && millis <= LATEST
}

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(hasNul)
  return false
}

export function unstorableErrors(entity: SyncEntity, patch: RecordFields | null): FieldError[] {
  if (!patch) return []
  const errors: FieldError[] = []
  for (const spec of ENTITY_TABLES[entity].fields) {
    const value = patch[spec.field]
    if (hasNul(value)) errors.push({ field: spec.field, message: 'Text cannot contain a NUL character' })
    if (spec.kind === 'timestamp' && typeof value === 'string' && value !== '') {
      const millis = Date.parse(value)
      if (!Number.isNaN(millis) && !isStorableTime(millis)) errors.push({ field: spec.field, message: 'Date is out of range' })
    }
  }
  return errors
}
