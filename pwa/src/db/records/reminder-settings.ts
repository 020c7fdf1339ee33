/**
 * Writes of the reminder settings: one record per account, with the same id on every device,
 * created on first save.
 */
import { reminderSettingsId } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../database'
import type { RecordData } from '../types'
import { createRecord, updateRecord } from '../writes'

/** Reminder settings are one record per user (same id on every device). */
export async function saveReminderSettings(db: UserDatabase, patch: RecordData): Promise<void> {
  const id = reminderSettingsId(db.userId)
  const existing = await db.tableFor('reminderSettings').get(id)
  if (existing) await updateRecord(db, 'reminderSettings', id, patch)
  else await createRecord(db, 'reminderSettings', patch, id)
}
