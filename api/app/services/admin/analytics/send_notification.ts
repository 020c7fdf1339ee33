/**
 * 'Send Notifications' (issue 16): one notification to every person, or to the people of one
 * profession (the job category of their latest assessment), demo accounts left out. Each is
 * written through the server's notification write path (`insertNotification`: the person's next
 * version), so their devices pull it on the next sync. Written in batches, each batch one
 * transaction, so a large audience never holds one long lock. A plain function of its inputs, so
 * it can move onto a job queue unchanged.
 */
import db from '@adonisjs/lucid/services/db'
import type { AdminNotificationBody } from '@dosewise/sync-protocol'
import { recordAdminAction } from '#services/admin/audit_log'
import { insertNotification } from '#services/records/notifications_service'
import { latestAssessments } from './analytics_service.js'

export const SEND_BATCH_SIZE = 200

async function recipients(audience: AdminNotificationBody['audience']): Promise<number[]> {
  if (audience === 'all') {
    return (await db.from('users').where('is_demo', false).select('id').orderBy('id')).map((row) => Number(row.id))
  }
  return [...(await latestAssessments())]
    .filter(([, l]) => l.jobCategory === audience)
    .map(([userId]) => userId)
    .sort((a, b) => a - b)
}

export async function sendAdminNotification(adminId: number, { audience, title, message }: AdminNotificationBody) {
  const userIds = await recipients(audience)
  let sent = 0
  for (let start = 0; start < userIds.length; start += SEND_BATCH_SIZE) {
    const batch = userIds.slice(start, start + SEND_BATCH_SIZE)
    await db.transaction(async (trx) => {
      for (const userId of batch) await insertNotification(trx, userId, { type: 'other', title, message })
    })
    sent += batch.length
  }
  await recordAdminAction(adminId, 'notifications.send', { audience, title, sent })
  return { sent }
}
