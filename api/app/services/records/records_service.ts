/**
 * The spec's REST endpoints for the synced records (spec §7): lists read the user's live
 * records, newest first; creates go through the sync write path (server_change.ts), so a record
 * made here gets a version and reaches the user's other devices by pull.
 */
import db from '@adonisjs/lucid/services/db'
import { ENTITIES, uuidv7, type SyncEntity } from '@dosewise/sync-protocol'
import type { PageQuery } from '#validators/paging'
import type { RecordInput } from '#validators/records'
import { listRows, toReadShape } from '#services/sync/record_store'
import { ENTITY_TABLES } from '#services/sync/entity_tables'
import { pageRequest, toPage } from '#services/list_page'
import { changeAsServer, type AfterWrite } from '#services/sync/server_change'
import { AFTER_CREATE } from '#services/sync/after_create'

/** One page of the user's live records, newest first (`?limit=&cursor=`, services/list_page.ts). */
export async function listRecords(entity: SyncEntity, userId: number, query: PageQuery) {
  const columns = ENTITY_TABLES[entity].newestFirst
  const request = pageRequest(query, columns)
  const rows = await listRows(db.connection(), entity, userId, { limit: request.limit + 1, after: request.after })
  return {
    page: toPage(
      rows,
      request,
      columns,
      (row) => toReadShape(entity, row),
      (row, column) => row[column]
    ),
    limit: request.limit,
  }
}

/**
 * Creates the record from a validated body (validators/records.ts). Sending the same body with
 * the same id again is harmless: nothing is written twice.
 */
export async function createRecord(entity: SyncEntity, userId: number, input: RecordInput) {
  const { id, ...fields } = input
  // The registry's step after a create (an interaction alert) runs here as it does for a push.
  const step = ENTITIES[entity].afterCreate
  const prepared = step ? await AFTER_CREATE[step].prepare() : undefined
  const after: AfterWrite | undefined = step
    ? (trx, row, now) => AFTER_CREATE[step].run(trx, entity, String(row.id), prepared, now)
    : undefined
  const { row, written } = await changeAsServer(userId, { entity, id: id ?? uuidv7(), op: 'create', patch: fields }, after)
  return { record: toReadShape(entity, row), created: written }
}
