/**
 * Which tables hold a person's rows, read from the database itself (not from a list kept by
 * hand): every table with a `user_id` column, and every foreign key, on SQLite and PostgreSQL.
 * Account deletion and export both start here, so a table another migration adds later is
 * deleted and exported without anyone remembering to add it.
 *
 * Table and column names come from the database catalogue, never from input; they are still
 * checked against a plain identifier pattern before being put into a PRAGMA.
 */
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'

export type Client = QueryClientContract | TransactionClientContract

export interface ForeignKey {
  /** The referencing table and column. */
  child: string
  childColumn: string
  /** The referenced table and column. */
  parent: string
  parentColumn: string
  onDelete: 'CASCADE' | 'SET NULL' | 'RESTRICT' | 'NO ACTION' | 'SET DEFAULT'
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/

/** Tables that are bookkeeping of the framework, never a person's data. */
const FRAMEWORK_TABLES = new Set(['adonis_schema', 'adonis_schema_versions'])

export function isSqlite(client: Client = db.connection()) {
  return client.dialect.name === 'better-sqlite3' || client.dialect.name === 'sqlite3'
}

/** better-sqlite3 answers a raw query with the rows, pg with a result object holding them. */
async function rawRows<T>(client: Client, sql: string, bindings: unknown[] = []): Promise<T[]> {
  const result = await client.rawQuery(sql, bindings as any[])
  return Array.isArray(result) ? result : result.rows
}

function safeName(name: string) {
  if (!IDENTIFIER.test(name)) throw new Error(`Unexpected table name in the schema: ${name}`)
  return name
}

async function allTables(client: Client): Promise<string[]> {
  const rows = isSqlite(client)
    ? await rawRows<{ name: string }>(client, `select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`)
    : await rawRows<{ name: string }>(
        client,
        `select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`
      )
  return rows.map((r) => r.name).filter((name) => !FRAMEWORK_TABLES.has(name) && IDENTIFIER.test(name))
}

/** Every table with a `user_id` column, sorted by name (includes `sessions`). */
export async function tablesWithUserId(client: Client = db.connection()): Promise<string[]> {
  if (isSqlite(client)) {
    const tables = await allTables(client)
    const found: string[] = []
    for (const table of tables) {
      const columns = await rawRows<{ name: string }>(client, `PRAGMA table_info(${safeName(table)})`)
      if (columns.some((c) => c.name === 'user_id')) found.push(table)
    }
    return found.sort()
  }
  const rows = await rawRows<{ name: string }>(
    client,
    `select c.table_name as name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'`
  )
  return rows
    .map((r) => r.name)
    .filter((name) => !FRAMEWORK_TABLES.has(name))
    .sort()
}

/** Every single-column foreign key in the schema. */
export async function foreignKeys(client: Client = db.connection()): Promise<ForeignKey[]> {
  if (isSqlite(client)) {
    const keys: ForeignKey[] = []
    for (const table of await allTables(client)) {
      const rows = await rawRows<{ id: number; from: string; table: string; to: string | null; on_delete: string }>(
        client,
        `PRAGMA foreign_key_list(${safeName(table)})`
      )
      const columnsPerKey = new Map<number, number>()
      for (const row of rows) columnsPerKey.set(row.id, (columnsPerKey.get(row.id) ?? 0) + 1)
      for (const row of rows) {
        if (columnsPerKey.get(row.id) !== 1) continue
        keys.push({
          child: table,
          childColumn: row.from,
          parent: row.table,
          parentColumn: row.to ?? 'id',
          onDelete: row.on_delete.toUpperCase() as ForeignKey['onDelete'],
        })
      }
    }
    return keys
  }
  const rows = await rawRows<{ child: string; child_column: string; parent: string; parent_column: string; on_delete: string }>(
    client,
    `select child.relname as child, ca.attname as child_column, parent.relname as parent,
            pa.attname as parent_column,
            case c.confdeltype when 'c' then 'CASCADE' when 'n' then 'SET NULL'
              when 'r' then 'RESTRICT' when 'a' then 'NO ACTION' else 'SET DEFAULT' end as on_delete
       from pg_constraint c
       join pg_class child on child.oid = c.conrelid
       join pg_namespace ns on ns.oid = child.relnamespace
       join pg_class parent on parent.oid = c.confrelid
       join pg_attribute ca on ca.attrelid = c.conrelid and ca.attnum = c.conkey[1]
       join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
      where c.contype = 'f' and ns.nspname = current_schema() and array_length(c.conkey, 1) = 1`
  )
  return rows.map((r) => ({
    child: r.child,
    childColumn: r.child_column,
    parent: r.parent,
    parentColumn: r.parent_column,
    onDelete: r.on_delete as ForeignKey['onDelete'],
  }))
}

/** The table's column names, in their declared order. */
export async function columnsOf(table: string, client: Client = db.connection()): Promise<string[]> {
  if (isSqlite(client)) {
    const rows = await rawRows<{ name: string }>(client, `PRAGMA table_info(${safeName(table)})`)
    return rows.map((r) => r.name)
  }
  const rows = await rawRows<{ name: string }>(
    client,
    `select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = ? order by ordinal_position`,
    [table]
  )
  return rows.map((r) => r.name)
}
