import type { SyncEntity } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../db/database'
import { deleteRecord } from '../db/writes'
import { toast } from '../ui/toast/use-toast'
import { failureToast } from './failure-toast'

/** Deletes a record on this device (the delete syncs later) and says how it went. */
export async function removeRecord(db: UserDatabase, entity: SyncEntity, id: string, messages: { done: string; failed: string }) {
  try {
    await deleteRecord(db, entity, id)
    toast({ title: messages.done, variant: 'success' })
  } catch (error) {
    failureToast(error, 'Error', messages.failed)
  }
}
