/**
 * 'Send Notifications' (issue 16): one notification to every person, or to the people of one
 * profession (the job category of their latest assessment), demo accounts left out. Each is
 * written through the server's notification write path (`insertNotification`: the person's next
 * version), so their devices pull it on the next sync.
 *
 * On the job queue (ADR 0037): the request finds the recipients (the count the admin is told and
 * the audit log keeps) and enqueues one 'admin.notification-batch' job per SEND_BATCH_SIZE people;
 * each job writes its batch in one transaction, so a large audience never holds one long lock and
 * a failed batch is retried whole, never written twice.
 */
import db from '@adonisjs/lucid/services/db'
import type { AdminNotificationBody } from '@dosewise/sync-protocol'
import { recordAdminAction } from '#services/admin/audit_log'
import { insertNotification } from '#services/records/notifications_service'
import { queue } from '#services/queue/queue'
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
  for (let start = 0; start < userIds.length; start += SEND_BATCH_SIZE) {
    await queue.enqueue('admin.notification-batch', { userIds: userIds.slice(start, start + SEND_BATCH_SIZE), title, message })
  }
  await recordAdminAction(adminId, 'notifications.send', { audience, title, sent: userIds.length })
  return { sent: userIds.length }
}

/** The job 'admin.notification-batch': one batch of people, one transaction. */
export async function writeNotificationBatch({ userIds, title, message }: { userIds: number[]; title: string; message: string }) {
  await db.transaction(async (trx) => {
    for (const userId of userIds) await insertNotification(trx, userId, { type: 'other', title, message })
  })
}
