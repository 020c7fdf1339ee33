/**
 * What the person can do with a "needs your attention" item, and doing it. A choice that
 * changes data is an ordinary local write (record + outbox, `writes.ts`) that also removes the
 * item in the same transaction; the other choices only remove the item.
 */
import { ENTITIES, uuidv7 } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../db/database'
import { isQuotaError, StorageFullError } from '../db/errors'
import type { AttentionItem } from '../db/types'
import { createRecord, deleteRecord, pickFields, updateRecord } from '../db/writes'

export type AttentionChoice =
  'keep-mine' | 'keep-theirs' | 'restore' | 'discard' | 'delete-anyway' | 'keep-it' | 'dismiss' | 'resend' | 'put-back'

export interface AttentionOption {
  choice: AttentionChoice
  label: string
  /** The choice that writes (and so syncs) something. */
  primary: boolean
}

const option = (choice: AttentionChoice, label: string, primary = false): AttentionOption => ({ choice, label, primary })

/** The choices an item offers, the one that keeps this device's work first. */
export function attentionOptions(item: AttentionItem): AttentionOption[] {
  // Refused for coming too fast (a posting limit): the same change, sent again when the person chooses.
  if (item.reason === 'rate_limited') return [option('resend', 'Send again', true), option('discard', 'Discard')]
  if (item.status === 'rejected') return [option('dismiss', 'Dismiss')]
  // The server never applied it (its seq was taken): the same change, queued again.
  if (item.reason === 'seq_reused') return [option('resend', 'Send again', true), option('discard', 'Discard')]
  // Another device kept its value over this one's, knowingly: this device may put its own back.
  if (item.reason === 'replaced_elsewhere') return [option('dismiss', 'OK', true), option('put-back', 'Put mine back')]
  if (item.reason === 'deleted_elsewhere') return [option('restore', 'Restore', true), option('discard', 'Discard')]
  if (item.reason === 'edited_elsewhere') return [option('delete-anyway', 'Delete anyway', true), option('keep-it', 'Keep it')]
  // A journal conflict was already settled by the server keeping both texts (the copy is in
  // the journal, where the person keeps one or both); here it is only acknowledged.
  if (item.copyId !== null || ENTITIES[item.entity].rule === 'journal') return [option('dismiss', 'OK')]
  return [option('keep-mine', 'Keep mine', true), option('keep-theirs', 'Keep theirs')]
}

/** A change the server never applied, queued again as it was (a new seq, so it is heard this time). */
async function resend(db: UserDatabase, item: AttentionItem) {
  const resolves = item.mutationId
  const local = item.localData ?? {}
  if (item.op === 'delete') return deleteRecord(db, item.entity, item.entityId, { resolves })
  if (item.op === 'create') {
    const exists = await db.tableFor(item.entity).get(item.entityId)
    if (exists && !exists._deleted)
      return updateRecord(db, item.entity, item.entityId, pickFields(item.entity, item.patch ?? local), { resolves })
    return createRecord(db, item.entity, pickFields(item.entity, { ...local, ...(item.patch ?? {}) }), item.entityId, { resolves })
  }
  await updateRecord(db, item.entity, item.entityId, pickFields(item.entity, item.patch ?? {}), { resolves })
}

export async function dismissAttention(db: UserDatabase, mutationId: string): Promise<void> {
  try {
    await db.attention.delete(mutationId)
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error)
    throw error
  }
}

export async function resolveAttention(db: UserDatabase, item: AttentionItem, choice: AttentionChoice): Promise<void> {
  const resolves = item.mutationId
  const local = item.localData ?? {}
  const seen = item.serverRecord?.version ?? null
  switch (choice) {
    case 'keep-mine':
    case 'put-back': {
      // Only the fields both sides changed: the rest of this device's edit was applied by the
      // server already (or never conflicted), and the other device's other changes stay.
      const fields = item.conflictFields.length > 0 ? item.conflictFields : Object.keys(item.patch ?? {})
      const patch = pickFields(item.entity, Object.fromEntries(fields.filter((f) => f in local).map((f) => [f, local[f]])))
      // The other device hears that its value was replaced (sync-protocol's updateMeta).
      await updateRecord(db, item.entity, item.entityId, patch, { baseVersion: seen, resolves, overrides: Object.keys(patch) })
      return
    }
    case 'resend':
      await resend(db, item)
      return
    case 'restore':
      await createRecord(db, item.entity, pickFields(item.entity, local), uuidv7(), { resolves })
      return
    case 'delete-anyway':
      await deleteRecord(db, item.entity, item.entityId, { baseVersion: seen, resolves })
      return
    default:
      await dismissAttention(db, resolves)
  }
}
