/**
 * Web Push reminders of appointments (issue 14): an appointment with a reminder is announced on
 * the person's subscribed devices at its start less the lead they chose, like a dose (the
 * scheduler's provider runs this after the doses, once a minute). The in-app reminder
 * (pwa app/shell/appointment-reminders.tsx) and the calendar file's alarm cover the same moment
 * when the app is open or the phone's calendar has it; the notification's tag, the appointment's
 * id, lets a device show one of them only.
 *
 * Exactly once, as for doses: each send first claims (user, appointment id, due moment) in
 * reminder_sends (its `dose_id` column holds any reminded record's UUID); an appointment moved
 * to another time is a new moment and is reminded again. Not sent more than
 * APPOINTMENT_REMINDER_WINDOW_MS late. The send is the job 'push.appointment-reminder'
 * (ADR 0037), enqueued after the claim with ids only; it writes the message when it runs.
 */
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import {
  APPOINTMENT_REMINDER_MAX,
  APPOINTMENT_REMINDER_WINDOW_MS,
  appointmentReminderAt,
  appointmentReminderDue,
  type Appointment,
} from '@dosewise/sync-protocol'
import { sendToUser } from '#services/push/push_sender'
import { queue } from '#services/queue/queue'
import { toReadShape } from '#services/sync/record_store'
import { toDbTimestamp } from '#services/sync/sql_values'
import { claimReminder, recordDelivery, type SchedulerRun } from '#services/reminders/reminder_scheduler'

export interface AppointmentReminderJob {
  userId: number
  appointmentId: string
  dueAt: string
}

async function timeZoneOf(userId: number): Promise<string> {
  const settings = await db.from('reminder_settings').where('user_id', userId).whereNull('deleted_at').select('time_zone').first()
  if (settings?.time_zone) return settings.time_zone
  const device = await db
    .from('push_subscriptions')
    .where('user_id', userId)
    .whereNotNull('time_zone')
    .orderBy('updated_at', 'desc')
    .first()
  return device?.time_zone ?? 'UTC'
}

export async function sendAppointmentReminders(now: Date = new Date()): Promise<SchedulerRun> {
  const run: SchedulerRun = { sent: 0 }
  // Any appointment whose reminder can be due now starts between a window ago and the longest lead ahead.
  const from = toDbTimestamp(new Date(now.getTime() - APPOINTMENT_REMINDER_WINDOW_MS))!
  const to = toDbTimestamp(new Date(now.getTime() + APPOINTMENT_REMINDER_MAX * 60_000))!
  const users = await db.from('push_subscriptions').distinct('user_id')
  for (const { user_id: rawUserId } of users) {
    const userId = Number(rawUserId)
    const rows = await db
      .from('appointments')
      .where('user_id', userId)
      .whereNull('deleted_at')
      .whereNotNull('reminder_minutes_before')
      .where('starts_at', '>=', from)
      .where('starts_at', '<=', to)
    const due = rows
      .map((row) => toReadShape('appointment', row) as unknown as Appointment)
      .filter((appointment) => appointmentReminderDue(appointment, now.getTime()))
    if (due.length === 0) continue
    for (const appointment of due) {
      const dueAt = new Date(appointmentReminderAt(appointment)!)
      if (!(await claimReminder(userId, appointment.id, dueAt, now))) continue
      const job: AppointmentReminderJob = { userId, appointmentId: appointment.id, dueAt: dueAt.toISOString() }
      await queue.enqueue('push.appointment-reminder', job)
      run.sent += 1
    }
  }
  return run
}

/** The job 'push.appointment-reminder': the appointment as it is now (gone or moved: nothing is sent). */
export async function deliverAppointmentReminder(job: AppointmentReminderJob) {
  const row = await db.from('appointments').where({ id: job.appointmentId, user_id: job.userId }).whereNull('deleted_at').first()
  if (!row) return
  const appointment = toReadShape('appointment', row) as unknown as Appointment
  if (appointmentReminderAt(appointment) !== Date.parse(job.dueAt)) return
  const provider = await db
    .from('healthcare_providers')
    .where('id', appointment.providerId)
    .where('user_id', job.userId)
    .select('provider_name')
    .first()
  const zone = await timeZoneOf(job.userId)
  const when = DateTime.fromISO(appointment.startsAt, { zone }).toFormat('ccc d LLL, HH:mm')
  const result = await sendToUser(job.userId, {
    title: `Appointment with ${provider?.provider_name ?? 'your provider'}`,
    body: [when, appointment.location].filter(Boolean).join(' · '),
    tag: appointment.id,
    url: '/healthcare',
  })
  await recordDelivery(job.userId, appointment.id, new Date(job.dueAt), result.delivered)
}
