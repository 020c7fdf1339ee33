/**
 * Turns a refused or conflicting push answer into a "needs your attention" item, so nothing a
 * person wrote disappears silently. Runs inside `applyPushResults`' transaction.
 */
import { SYNC_REASON_MESSAGES, type MutationResult } from '@dosewise/sync-protocol'
import type { UserDatabase } from './database'
import type { AttentionItem, OutboxEntry, RecordData } from './types'

/**
 * Adds the item for `result` (status rejected or conflict). An edit refused as not_found because
 * this device's create of the record was refused joins that create's item instead of adding a
 * second one: the person deals with the record once. Returns whether a new item was added.
 */
export async function attentionFor(
  db: UserDatabase,
  entry: OutboxEntry,
  result: MutationResult,
  localData: RecordData | null
): Promise<boolean> {
  if (result.status !== 'rejected' && result.status !== 'conflict') return false
  const reason = result.reason ?? (result.status === 'conflict' ? 'edit_conflict' : 'validation')

  if (reason === 'not_found') {
    const items = await db.attention.toArray()
    const refusedCreate = items.find(
      (item) => item.entity === entry.entity && item.entityId === entry.entityId && item.op === 'create' && item.status === 'rejected'
    )
    if (refusedCreate) {
      await db.attention.put({
        ...refusedCreate,
        localData: { ...refusedCreate.localData, ...entry.patch },
        relatedMutationIds: [...(refusedCreate.relatedMutationIds ?? []), entry.mutationId],
      })
      return false
    }
  }

  const item: AttentionItem = {
    mutationId: entry.mutationId,
    entity: entry.entity,
    entityId: entry.entityId,
    op: entry.op,
    status: result.status,
    reason,
    message: result.message || SYNC_REASON_MESSAGES[reason],
    errors: result.errors ?? [],
    localData,
    serverRecord: result.serverRecord ?? null,
    conflictFields: result.conflictFields ?? [],
    copyId: result.copyId ?? null,
    createdAt: new Date().toISOString(),
    patch: entry.patch,
  }
  await db.attention.put(item)
  return true
}
