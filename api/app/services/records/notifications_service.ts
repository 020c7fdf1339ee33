/**
 * Notifications are made by the server; the user only marks them read (spec §4). Both go
 * through the per-user version counter, so devices pull new notifications and read state.
 * AI insights are marked read the same way (spec §4); the device makes them (ADR 0023).
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { notificationInputSchema, type NotificationInput } from '@dosewise/sync-protocol'
import { NotFoundException } from '#exceptions/app_exceptions'
import { loadRow, storableId, toReadShape } from '#services/sync/record_store'
import { changeAsServer } from '#services/sync/server_change'
import { toDbTimestamp } from '#services/sync/sql_values'
import { lockUserState, nextVersion } from '#services/sync/user_state'

/** Marks one of the user's notifications or AI insights read, as a server change devices pull. */
export async function markRead(entity: 'notification' | 'aiInsight', userId: number, idParam: unknown) {
  const notFound = entity === 'notification' ? 'Notification not found' : 'Insight not found'
  const id = String(idParam)
  if (storableId(entity, id) === null) throw new NotFoundException(notFound)
  // An insight is a last-writer-wins record, which a patch would otherwise start from nothing.
  const current = await loadRow(db.connection(), entity, userId, id)
  if (!current || current.deleted_at) throw new NotFoundException(notFound)
  try {
    const { row } = await changeAsServer(userId, { entity, id, op: 'patch', patch: { isRead: true } })
    return toReadShape(entity, row)
  } catch (error) {
    if (error instanceof NotFoundException) throw new NotFoundException(notFound)
    throw error
  }
}

/** A new notification for the user, with the next version of the user's changes. */
export async function createNotification(userId: number, input: NotificationInput) {
  const id = await db.transaction((trx) => insertNotification(trx, userId, input))
  return toReadShape('notification', (await loadRow(db.connection(), 'notification', userId, id))!)
}

/** The same, inside the caller's transaction (a step after another write); returns its id. */
export async function insertNotification(trx: TransactionClientContract, userId: number, input: NotificationInput): Promise<string> {
  const fields = notificationInputSchema.parse(input)
  const now = toDbTimestamp(new Date())
  const state = await lockUserState(trx, userId)
  const version = await nextVersion(trx, state)
  const [inserted] = await trx
    .knexQuery()
    .table('notifications')
    .insert({
      user_id: userId,
      type: fields.type,
      title: fields.title,
      message: fields.message,
      scheduled_for: toDbTimestamp(fields.scheduledFor),
      is_read: fields.isRead,
      is_active: fields.isActive,
      version,
      field_meta: '{}',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
  return String(inserted.id)
}
