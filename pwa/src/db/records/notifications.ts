/**
 * Writes of notification records: only their read state is the person's.
 */
import type { UserDatabase } from '../database'
import { updateRecord } from '../writes'

export function markNotificationRead(db: UserDatabase, id: string) {
  return updateRecord(db, 'notification', id, { isRead: true })
}
