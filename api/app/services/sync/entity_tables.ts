/**
 * Where each synced record kind lives on the server, derived from sync-protocol's ENTITIES:
 * a field's column is its name in snake_case and its column kind is the field's kind
 * (sync-protocol's fieldKinds: boolean, list, integer, JSON object, ISO timestamp, or text). Nothing here
 * names an entity; a new field is a schema field and a migration.
 */
import {
  ENTITIES,
  SYNC_ENTITIES,
  fieldKinds,
  readOnlyFields,
  stampsOf,
  type FieldKind,
  type FieldStamp,
  type SyncEntity,
} from '@dosewise/sync-protocol'

export type ColumnKind = FieldKind

export interface ColumnSpec {
  field: string
  column: string
  kind: ColumnKind
}

export interface EntityTable {
  table: string
  ids: 'uuid' | 'integer'
  tombstones: boolean
  /** Whether the table has a created_at column (journal entries have their `date` instead). */
  createdAt: boolean
  /** The user-writable fields: exactly what the merge rules see. */
  fields: ColumnSpec[]
  /** The other fields of the read shape. */
  readOnly: ColumnSpec[]
  /**
   * Fields the server stamps when it creates a record (besides created_at and updated_at); a
   * writable one only when the change leaves it out.
   */
  stamped: Array<ColumnSpec & { stamp: FieldStamp; writable: boolean }>
  newestFirst: string[]
}

export const snakeCase = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

function tableOf(entity: SyncEntity): EntityTable {
  const definition = ENTITIES[entity]
  const kinds = fieldKinds(entity)
  const spec = (field: string): ColumnSpec => ({ field, column: snakeCase(field), kind: kinds[field] })
  const readOnly = readOnlyFields(entity)
  const stamps = stampsOf(entity)
  return {
    table: definition.server.table,
    ids: definition.server.ids,
    tombstones: definition.server.tombstones,
    createdAt: readOnly.includes('createdAt'),
    fields: Object.keys(definition.fields.shape).map(spec),
    readOnly: readOnly.map(spec),
    stamped: Object.keys(definition.read.shape)
      .filter((field) => field !== 'createdAt' && field !== 'updatedAt' && stamps[field])
      .map((field) => ({ ...spec(field), stamp: stamps[field], writable: field in definition.fields.shape })),
    newestFirst: definition.server.newestFirst,
  }
}

export const ENTITY_TABLES = Object.fromEntries(SYNC_ENTITIES.map((entity) => [entity, tableOf(entity)])) as Record<SyncEntity, EntityTable>

/** The largest id an integer primary key holds on both engines (PostgreSQL `integer`). */
export const MAX_INTEGER_ID = 2_147_483_647
