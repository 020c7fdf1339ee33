/**
 * What a row shows after the server's copy of a record changed: the server's fields with this
 * device's unacknowledged changes on top, in outbox order (sync-protocol's `rebase`, plus the
 * values a local write derives, such as the lab status). Pure; used inside the sync-store
 * transactions.
 */
import type { SyncEntity } from '@dosewise/sync-protocol'
import { localData, sortKey } from '../db/local-data'
import type { LocalRow, OutboxEntry, RecordData } from '../db/types'

export function rebaseData(
  entity: SyncEntity,
  id: string,
  userId: number,
  serverData: RecordData | null,
  pending: readonly OutboxEntry[]
): RecordData | null {
  let data = serverData
  for (const entry of pending) {
    if (entry.op === 'delete' || !entry.patch) continue
    data = localData(entity, id, userId, entry.patch, data, entry.clientTime)
  }
  return data
}

/**
 * The whole row for a record (`pending`: its outbox entries, oldest first): null when there is nothing left to show or to keep (the server
 * never had it or has deleted it, and no change of this device waits for it).
 */
export function rebaseRow(
  entity: SyncEntity,
  id: string,
  userId: number,
  server: LocalRow['server'],
  pending: readonly OutboxEntry[],
  previous: RecordData | null
): LocalRow | null {
  if (pending.length === 0 && (server === null || server.deleted)) return null
  const deleted = (server?.deleted ?? false) || pending.some((entry) => entry.op === 'delete')
  const data = rebaseData(entity, id, userId, server?.data ?? null, pending) ?? previous ?? { id }
  const row: LocalRow = { id, data, server, _deleted: deleted ? 1 : 0, _sort: sortKey(entity, data), pending: pending.length }
  // The newest change it waits for (entries are in seq order): see db/acknowledged.ts.
  if (pending.length > 0) row._seq = pending[pending.length - 1]!.seq
  return row
}
