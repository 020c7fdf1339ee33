/**
 * The application's jobs (ADR 0037), each with the schema of its payload. Importing this file
 * defines them; the queue provider does at boot. Payloads carry ids (the person's `userId` first,
 * so a dead letter is theirs in the export and deletion), never tokens: a mail job makes its
 * token when it runs. The person's own note to a provider is the one piece of their text a job
 * carries, because it exists nowhere else. Handlers import their services when they first run,
 * so booting (and every ace command) does not load the PDF renderer.
 */
import { z } from 'zod'
import logger from '@adonisjs/core/services/logger'
import { REPORT_SHARE_MESSAGE_MAX, adminNotificationBodySchema } from '@dosewise/sync-protocol'
import { REPORT_KINDS } from '@dosewise/sync-protocol/reports'
import { defineJob } from '#services/queue/job_registry'
import { SEND_BATCH_SIZE } from '#services/admin/analytics/send_notification'

const userId = z.number().int().positive()
const instant = z.string().datetime()

defineJob({
  name: 'mail.verify-email',
  schema: z.object({ userId }).strict(),
  async handle({ userId: id }) {
    const { default: AccountService } = await import('#services/account_service')
    await new AccountService().sendVerificationMail(id)
  },
})

defineJob({
  name: 'mail.password-reset',
  schema: z.object({ userId }).strict(),
  async handle({ userId: id }) {
    const { default: AccountService } = await import('#services/account_service')
    await new AccountService().sendPasswordResetMail(id)
  },
})

defineJob({
  name: 'mail.report-share',
  schema: z
    .object({
      userId,
      providerId: z.string().uuid(),
      kind: z.enum(REPORT_KINDS),
      message: z.string().max(REPORT_SHARE_MESSAGE_MAX).nullable(),
      requestedAt: instant,
    })
    .strict(),
  async handle(payload) {
    const { deliverShare } = await import('#services/reports/share_service')
    await deliverShare(payload)
  },
})

defineJob({
  name: 'push.dose-reminder',
  schema: z
    .object({
      userId,
      doseId: z.string().min(1).max(200),
      dueAt: instant,
      supplementId: z.number().int().positive(),
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      time: z.string().regex(/^\d{2}:\d{2}$/),
    })
    .strict(),
  async handle(payload) {
    const { deliverDoseReminder } = await import('#services/reminders/reminder_scheduler')
    await deliverDoseReminder(payload)
  },
})

defineJob({
  name: 'push.appointment-reminder',
  schema: z.object({ userId, appointmentId: z.string().uuid(), dueAt: instant }).strict(),
  async handle(payload) {
    const { deliverAppointmentReminder } = await import('#services/reminders/appointment_reminders')
    await deliverAppointmentReminder(payload)
  },
})

/** 'Send Notifications': one batch of people (services/admin/analytics/send_notification.ts). */
defineJob({
  name: 'admin.notification-batch',
  schema: z
    .object({
      userIds: z.array(userId).min(1).max(SEND_BATCH_SIZE),
      title: adminNotificationBodySchema.shape.title,
      message: adminNotificationBodySchema.shape.message,
    })
    .strict(),
  async handle(payload) {
    const { writeNotificationBatch } = await import('#services/admin/analytics/send_notification')
    await writeNotificationBatch(payload)
  },
})

/** Hourly (queue_provider.ts): one process per tick replaces the table whole (ADR 0032). */
defineJob({
  name: 'community.peer-insights',
  schema: z.object({}).strict(),
  attempts: 3,
  async handle() {
    const { recomputePeerInsights } = await import('#services/community/peer_insights')
    await recomputePeerInsights()
  },
})

/** Hourly (queue_provider.ts): demo accounts past their 24 hours are deleted (ADR 0029). */
defineJob({
  name: 'demo.purge',
  schema: z.object({}).strict(),
  attempts: 3,
  async handle() {
    const { purgeExpiredDemos } = await import('#services/demo/demo_purge')
    const count = await purgeExpiredDemos()
    if (count > 0) logger.info(`Demo accounts: deleted ${count} expired`)
  },
})
