/**
 * Turns a refused or conflicting push answer into a "needs your attention" item, so nothing a
 * person wrote disappears silently. Runs inside `applyPushResults`' transaction.
 */
import { SYNC_REASON_MESSAGES, sameValue, type MutationResult, type SyncChange } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../db/database'
import type { AttentionItem, LocalRow, OutboxEntry, RecordData } from '../db/types'

/**
 * A pulled change says another device knowingly replaced values this device wrote ('Keep mine'
 * after a conflict there): tell this device's person, with their value beside the new one.
 * `before` is the server's record as this device knew it (its own values in it).
 */
export async function replacedAttention(db: UserDatabase, change: SyncChange, before: LocalRow['server'], clientId: string): Promise<void> {
  const known = before?.version ?? 0
  const fields = (change.replaced ?? [])
    .filter((entry) => entry.clientId === clientId && entry.version > known)
    .map((entry) => entry.field)
    .filter((field) => before?.data && !sameValue(before.data[field], change.data?.[field]))
  if (fields.length === 0 || !before?.data) return
  await db.attention.put({
    mutationId: `replaced:${change.entity}:${change.id}:${change.version}`,
    entity: change.entity,
    entityId: change.id,
    op: 'patch',
    status: 'conflict',
    reason: 'replaced_elsewhere',
    message: SYNC_REASON_MESSAGES.replaced_elsewhere,
    errors: [],
    localData: before.data,
    serverRecord: change,
    conflictFields: fields,
    copyId: null,
    createdAt: new Date().toISOString(),
    patch: Object.fromEntries(fields.map((field) => [field, before.data![field]])),
  })
}

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
    ...(result.appliedFields?.length ? { appliedFields: result.appliedFields } : {}),
    copyId: result.copyId ?? null,
    createdAt: new Date().toISOString(),
    patch: entry.patch,
  }
  await db.attention.put(item)
  return true
}
