/**
 * Reads and writes synced records as plain rows through the ENTITY_TABLES mapping, always
 * scoped to one user: a record of another user is never loaded, listed or changed here.
 * Every function takes the query client to run on (a transaction while writing; on SQLite the
 * transaction holds the only connection, so nothing inside it may use the global client).
 */
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import {
  ENTITIES,
  replacedFields,
  type FieldMeta,
  type RecordFields,
  type StoredRecord,
  type SyncChange,
  type SyncEntity,
} from '@dosewise/sync-protocol'
import { ENTITY_TABLES, MAX_INTEGER_ID, type ColumnSpec } from '#services/sync/entity_tables'
import { afterKeyset } from '#services/list_page'
import { fromDbBoolean, fromDbJsonObject, fromDbList, fromDbTimestamp, toDbTimestamp } from '#services/sync/sql_values'

export type RecordRow = Record<string, any>

function readColumn(spec: ColumnSpec, row: RecordRow): unknown {
  const value = row[spec.column]
  switch (spec.kind) {
    case 'boolean':
      return fromDbBoolean(value)
    case 'list':
      return fromDbList(value)
    case 'timestamp':
      return fromDbTimestamp(value)
    case 'integer':
      return value === null || value === undefined ? null : Number(value)
    case 'json':
      return value === null || value === undefined ? null : fromDbJsonObject(value)
    default:
      return value ?? null
  }
}

function writeColumn(spec: ColumnSpec, value: unknown): unknown {
  switch (spec.kind) {
    case 'list':
      return JSON.stringify(value ?? [])
    case 'json':
      return value === null || value === undefined ? null : JSON.stringify(value)
    case 'timestamp':
      return toDbTimestamp(value as string | null | undefined)
    case 'boolean':
      return value === null || value === undefined ? value : Boolean(value)
    default:
      return value ?? null
  }
}

/** The record as the merge rules see it: only its user-writable fields. */
export function toStoredRecord(entity: SyncEntity, row: RecordRow): StoredRecord {
  const fields: RecordFields = {}
  for (const spec of ENTITY_TABLES[entity].fields) fields[spec.field] = readColumn(spec, row)
  return {
    fields,
    version: Number(row.version),
    deleted: row.deleted_at !== null && row.deleted_at !== undefined,
    meta: fromDbJsonObject<FieldMeta>(row.field_meta),
  }
}

/** The entity's read shape from sync-protocol (e.g. labResultSchema), timestamps in ISO 8601. */
export function toReadShape(entity: SyncEntity, row: RecordRow): Record<string, unknown> {
  const table = ENTITY_TABLES[entity]
  const shape: Record<string, unknown> = {
    id: table.ids === 'integer' ? Number(row.id) : row.id,
    // A visitor's assessment has no user.
    userId: row.user_id === null || row.user_id === undefined ? null : Number(row.user_id),
  }
  for (const spec of [...table.fields, ...table.readOnly]) shape[spec.field] = readColumn(spec, row)
  return shape
}

export function toSyncChange(entity: SyncEntity, row: RecordRow): SyncChange {
  const deleted = row.deleted_at !== null && row.deleted_at !== undefined
  const change: SyncChange = {
    entity,
    id: String(row.id),
    version: Number(row.version),
    deleted,
    data: deleted ? null : toReadShape(entity, row),
  }
  const replaced = deleted ? [] : replacedFields(fromDbJsonObject<FieldMeta>(row.field_meta))
  return replaced.length > 0 ? { ...change, replaced } : change
}

/** An id of the right kind for the entity, or null (then no record can have it). */
export function storableId(entity: SyncEntity, id: string): string | number | null {
  if (ENTITY_TABLES[entity].ids === 'uuid')
    return /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id) ? id : null
  if (!/^[1-9][0-9]{0,9}$/.test(id)) return null
  const number = Number(id)
  return number <= MAX_INTEGER_ID ? number : null
}

export async function loadRow(client: QueryClientContract, entity: SyncEntity, userId: number, id: string): Promise<RecordRow | null> {
  const key = storableId(entity, id)
  if (key === null) return null
  const row = await client.from(ENTITY_TABLES[entity].table).where('id', key).where('user_id', userId).first()
  return row ?? null
}

/** Whether any user holds a record with this id (a create must not reuse it, nor reveal whose it is). */
export async function idTaken(client: QueryClientContract, entity: SyncEntity, id: string): Promise<boolean> {
  const row = await client.from(ENTITY_TABLES[entity].table).where('id', id).select('id').first()
  return Boolean(row)
}

export interface RecordWrite {
  fields: RecordFields
  version: number
  meta: FieldMeta
  deleted: boolean
  now: Date
}

/** The columns of a record's user-writable fields, in stored form. */
export function fieldColumns(entity: SyncEntity, fields: RecordFields) {
  const columns: Record<string, unknown> = {}
  for (const spec of ENTITY_TABLES[entity].fields) {
    if (spec.field in fields) columns[spec.column] = writeColumn(spec, fields[spec.field])
  }
  return columns
}

/** The row a new record is stored as; `extra` are the entity's server-set columns (e.g. a journal entry's date). */
export function newRow(entity: SyncEntity, userId: number, id: string, write: RecordWrite, extra: Record<string, unknown> = {}): RecordRow {
  const table = ENTITY_TABLES[entity]
  const now = toDbTimestamp(write.now)
  return {
    id,
    user_id: userId,
    ...fieldColumns(entity, write.fields),
    ...extra,
    version: write.version,
    field_meta: JSON.stringify(write.meta),
    deleted_at: write.deleted ? now : null,
    ...(table.createdAt ? { created_at: now } : {}),
    updated_at: now,
  }
}

/**
 * The row of a record the server makes with an integer id (the database chooses it): every
 * field of the read shape in stored form, `extra` columns outside it, and the sync columns.
 * Field metadata starts empty: its first values are no one's edit, so a device's later change
 * is never taken for a conflict with them.
 */
export function serverMadeRow(
  entity: SyncEntity,
  userId: number,
  data: RecordFields,
  version: number,
  now: Date,
  extra: Record<string, unknown> = {}
): RecordRow {
  const table = ENTITY_TABLES[entity]
  const stamp = toDbTimestamp(now)
  const row: RecordRow = { user_id: userId }
  for (const spec of [...table.fields, ...table.readOnly]) if (spec.field in data) row[spec.column] = writeColumn(spec, data[spec.field])
  return {
    ...row,
    ...extra,
    version,
    field_meta: '{}',
    ...(table.tombstones ? { deleted_at: null } : {}),
    ...(table.createdAt ? { created_at: stamp } : {}),
    updated_at: stamp,
  }
}

/** The columns a change writes to an existing record. */
export function changedColumns(entity: SyncEntity, current: RecordRow, write: RecordWrite): RecordRow {
  const table = ENTITY_TABLES[entity]
  const now = toDbTimestamp(write.now)
  const wasDeleted = current.deleted_at !== null && current.deleted_at !== undefined
  return {
    ...fieldColumns(entity, write.fields),
    version: write.version,
    field_meta: JSON.stringify(write.meta),
    ...(table.tombstones ? { deleted_at: write.deleted ? (wasDeleted ? current.deleted_at : now) : null } : {}),
    updated_at: now,
  }
}

/**
 * Bound parameters per statement: SQLite allows 32,766 (since 3.32; better-sqlite3 bundles a
 * newer one), PostgreSQL 65,535. Fewer, larger inserts are much cheaper than many small ones.
 */
const MAX_BOUND_PARAMETERS = 32_000

const isPostgres = (client: QueryClientContract) => client.dialect.name === 'postgres'

/**
 * Rows grouped by their set of columns, so each group is one statement naming exactly those. A
 * column whose value is undefined is left out, as knex leaves it out (an insert gets its default).
 */
function byColumns(rows: RecordRow[]): RecordRow[][] {
  const groups = new Map<string, RecordRow[]>()
  for (const row of rows) {
    // Rows are built by the same code, so the same columns come in the same order.
    let key = ''
    let complete = true
    for (const column in row) {
      if (row[column] === undefined) complete = false
      else key += `${column},`
    }
    const defined = complete ? row : Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined))
    const group = groups.get(key)
    if (group) group.push(defined)
    else groups.set(key, [defined])
  }
  return [...groups.values()]
}

const quoted = (column: string) => `"${column.replace(/"/g, '""')}"`

/**
 * PostgreSQL reads a batch of rows from ONE parameter, a JSON array, typed by the table's own row
 * type (`json_populate_recordset(NULL::table, …)`): a statement of a few hundred bytes instead of
 * one with a placeholder per value (500 rows × 14 columns = 7,000), which PostgreSQL parses and
 * binds two to three times faster and knex builds without walking every value. Values keep their
 * stored form (timestamps as written by sql_values.ts, or the Dates the driver read), which the
 * row type casts exactly as a bound parameter would be. Only the columns the rows carry are named,
 * so the others keep their defaults.
 */
function jsonRows(rows: RecordRow[]): string {
  return JSON.stringify(rows)
}

/** Inserts new records, in as few statements as every database's bound-parameter limit allows. */
export async function insertRows(client: QueryClientContract, entity: SyncEntity, rows: RecordRow[]) {
  if (rows.length === 0) return
  const table = ENTITY_TABLES[entity].table
  if (isPostgres(client)) {
    for (const group of byColumns(rows)) {
      const columns = Object.keys(group[0]).map(quoted).join(', ')
      await client.rawQuery(`insert into ?? (${columns}) select ${columns} from json_populate_recordset(null::??, ?::json)`, [
        table,
        table,
        jsonRows(group),
      ])
    }
    return
  }
  const perRow = Math.max(...rows.map((row) => Object.keys(row).length))
  const chunk = Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / perRow))
  for (let i = 0; i < rows.length; i += chunk) await client.table(table).multiInsert(rows.slice(i, i + chunk))
}

export async function updateRow(client: QueryClientContract, entity: SyncEntity, current: RecordRow, columns: RecordRow) {
  await client.from(ENTITY_TABLES[entity].table).where('id', current.id).where('user_id', current.user_id).update(columns)
}

/**
 * Writes whole rows back over the stored ones (matched by id and owner): on PostgreSQL one
 * statement per set of columns, from one JSON parameter as insertRows does; on SQLite, which runs
 * in this process and pays nothing per statement but the statement itself, one update per row.
 */
export async function updateRows(client: QueryClientContract, entity: SyncEntity, rows: RecordRow[]) {
  if (rows.length === 0) return
  if (!isPostgres(client)) {
    for (const row of rows) await updateRow(client, entity, row, row)
    return
  }
  const table = ENTITY_TABLES[entity].table
  for (const group of byColumns(rows)) {
    const set = Object.keys(group[0])
      .filter((column) => column !== 'id' && column !== 'user_id')
      .map((column) => `${quoted(column)} = v.${quoted(column)}`)
      .join(', ')
    await client.rawQuery(
      `update ?? as t set ${set} from json_populate_recordset(null::??, ?::json) as v where t.id = v.id and t.user_id = v.user_id`,
      [table, table, jsonRows(group)]
    )
  }
}

/**
 * The rows among `ids`, whoever holds them, in one query (`= any(array)` on PostgreSQL: one
 * parameter instead of one per id). The caller keeps its own user's rows and only notes that the
 * others' ids are taken: another user's row is never read further, returned or changed.
 */
export async function rowsAmong(client: QueryClientContract, entity: SyncEntity, ids: string[]): Promise<RecordRow[]> {
  const keys = [...new Set(ids.map((id) => storableId(entity, id)).filter((key) => key !== null))]
  const table = ENTITY_TABLES[entity].table
  if (keys.length === 0) return []
  if (isPostgres(client)) return client.from(table).whereRaw('id = any(?)', [keys.map(String)])
  const rows: RecordRow[] = []
  for (let i = 0; i < keys.length; i += 500) rows.push(...(await client.from(table).whereIn('id', keys.slice(i, i + 500))))
  return rows
}

/**
 * Which of `values` name a row of the table the kind's registry `references` points at: the
 * user's own when `owned`, and none whose `absentIf` columns are set (a hidden post).
 */
export async function referencedIds(
  client: QueryClientContract,
  entity: SyncEntity,
  userId: number,
  values: Array<string | number>
): Promise<Set<string>> {
  const reference = ENTITIES[entity].references
  const found = new Set<string>()
  if (!reference || values.length === 0) return found
  for (let i = 0; i < values.length; i += 500) {
    const chunk = values.slice(i, i + 500)
    const query = client.from(reference.table).select('id')
    if (isPostgres(client)) query.whereRaw('id = any(?)', [chunk.map(String)])
    else query.whereIn('id', chunk)
    if (reference.owned) query.where('user_id', userId)
    for (const column of reference.absentIf ?? []) query.whereNull(column)
    for (const row of await query) found.add(String(row.id))
  }
  return found
}

/**
 * The user's live records (no tombstones), newest first: all of them, or with `page`, `limit`
 * of them after the sort values `after` (keyset paging, services/list_page.ts).
 */
export async function listRows(
  client: QueryClientContract,
  entity: SyncEntity,
  userId: number,
  page?: { limit: number; after: unknown[] | null }
): Promise<RecordRow[]> {
  const table = ENTITY_TABLES[entity]
  const query = client.from(table.table).where('user_id', userId)
  if (table.tombstones) query.whereNull('deleted_at')
  if (page) afterKeyset(query, table.newestFirst, page.after)
  for (const column of table.newestFirst) query.orderBy(column, 'desc')
  return page ? query.limit(page.limit) : query
}

/** How many records of a kind the user created since `since`, deleted ones included (createLimit). */
export async function countCreatedSince(client: QueryClientContract, entity: SyncEntity, userId: number, since: Date): Promise<number> {
  const row = await client
    .from(ENTITY_TABLES[entity].table)
    .where('user_id', userId)
    .where('created_at', '>=', toDbTimestamp(since)!)
    .count('* as total')
    .first()
  return Number(row?.total ?? 0)
}

/** Rows changed after `after` up to `upTo` (inclusive), oldest change first, at most `limit`. */
export async function rowsChangedSince(
  client: QueryClientContract,
  entity: SyncEntity,
  userId: number,
  after: number,
  upTo: number,
  limit: number
): Promise<RecordRow[]> {
  return client
    .from(ENTITY_TABLES[entity].table)
    .where('user_id', userId)
    .where('version', '>', after)
    .where('version', '<=', upTo)
    .orderBy('version', 'asc')
    .limit(limit)
}
