/**
 * GET /api/reminder-settings: every user has settings — the stored ones, or the spec's defaults
 * (all reminders on, no times) under the user's one settings id until a device saves them.
 */
import db from '@adonisjs/lucid/services/db'
import { reminderSettingsId, reminderSettingsInputSchema } from '@dosewise/sync-protocol'
import { loadRow, toReadShape } from '#services/sync/record_store'

export async function reminderSettingsFor(userId: number) {
  const id = reminderSettingsId(userId)
  const row = await loadRow(db.connection(), 'reminderSettings', userId, id)
  if (row && !row.deleted_at) return toReadShape('reminderSettings', row)
  const now = new Date().toISOString()
  const defaults = reminderSettingsInputSchema.omit({ id: true }).parse({})
  return { id, userId, ...defaults, timeZone: defaults.timeZone ?? null, rota: defaults.rota ?? null, createdAt: now, updatedAt: now }
}
