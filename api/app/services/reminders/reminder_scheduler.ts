/**
 * Web Push reminders (issue 13, layer b): once a minute, for each person with a push
 * subscription and supplement reminders on, the doses due now in their time zone (theirs if
 * they chose one, else their device's) — a dose's time has come, or its snooze has ended —
 * are sent to their devices. Times are local wall-clock times resolved in the zone by luxon, so
 * 08:00 stays 08:00 across a daylight-saving change.
 *
 * Exactly once: each send first inserts (user, dose, due moment) into reminder_sends, whose
 * unique key lets one insert win however many API processes run this at the same moment; only
 * the winner sends. A dose more than SEND_WINDOW late (the server was down) is not sent late.
 * The send itself is a job (ADR 0037), enqueued by the winner after its claim with ids only:
 * 'push.dose-reminder' writes the message from the database when it runs, sends it and records
 * in reminder_sends how many devices it reached. A push service that fails is retried by the
 * queue; the claim is never made twice.
 */
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { dayDoses, isQuiet, rotaSchema, type Dose, type Rota, type StackItem } from '@dosewise/sync-protocol'
import { isUniqueViolation } from '#services/db_errors'
import { doseActionToken } from '#services/push/dose_action_token'
import { sendToUser } from '#services/push/push_sender'
import { queue } from '#services/queue/queue'
import { listRows, toReadShape } from '#services/sync/record_store'
import { fromDbBoolean, fromDbJsonObject, toDbTimestamp } from '#services/sync/sql_values'
import { noteReminderDelivered, noteSchedulerRun } from '#services/reminders/scheduler_runs'

export const SEND_WINDOW_MINUTES = 15

/** Reminders claimed and handed to the queue by one run (their deliveries are counted by the jobs). */
export interface SchedulerRun {
  sent: number
}

export interface DoseReminderJob {
  userId: number
  doseId: string
  dueAt: string
  supplementId: number
  date: string
  time: string
}

async function settingsOf(userId: number): Promise<{ zone: string; on: boolean; rota: Rota | null }> {
  const settings = await db.from('reminder_settings').where('user_id', userId).whereNull('deleted_at').first()
  if (settings && !fromDbBoolean(settings.supplement_reminders)) return { zone: 'UTC', on: false, rota: null }
  const device = await db
    .from('push_subscriptions')
    .where('user_id', userId)
    .whereNotNull('time_zone')
    .orderBy('updated_at', 'desc')
    .first()
  // The rota as the schema reads it (its hours, when set, are checked); one it refuses is ignored.
  const stored = settings?.rota ? rotaSchema.safeParse(fromDbJsonObject<object>(settings.rota)) : null
  const rota = stored?.success ? stored.data : null
  return { zone: settings?.time_zone ?? device?.time_zone ?? 'UTC', on: true, rota }
}

/**
 * Claims one reminder — a reminded record (a dose's or an appointment's id, in `dose_id`) at one
 * due moment — for this process. false: another process, or an earlier run, has sent it.
 */
export async function claimReminder(userId: number, doseId: string, dueAt: Date, now: Date): Promise<boolean> {
  try {
    await db
      .table('reminder_sends')
      .insert({ user_id: userId, dose_id: doseId, due_at: toDbTimestamp(dueAt), created_at: toDbTimestamp(now) })
    return true
  } catch (error) {
    if (isUniqueViolation(error)) return false
    throw error
  }
}

export async function sendDueReminders(now: Date = new Date()): Promise<SchedulerRun> {
  const run: SchedulerRun = { sent: 0 }
  const users = await db.from('push_subscriptions').distinct('user_id')
  for (const { user_id: rawUserId } of users) {
    const userId = Number(rawUserId)
    const { zone, on, rota } = await settingsOf(userId)
    if (!on) continue
    const local = DateTime.fromJSDate(now, { zone })
    const date = local.toISODate()!
    const items = (await listRows(db.connection(), 'stackItem', userId))
      .map((row) => toReadShape('stackItem', row) as unknown as StackItem)
      .map((item) => ({ ...item, startedOn: DateTime.fromISO(item.startedAt, { zone }).toISODate()! }))
    const records = (await db.from('dose_logs').where('user_id', userId).where('date', date).whereNull('deleted_at')).map(
      (row) => toReadShape('dose', row) as unknown as Dose
    )
    const doses = dayDoses(userId, items, date, records, { date, minutes: local.hour * 60 + local.minute, instant: now.getTime() }, rota)
    for (const dose of doses) {
      if (dose.state !== 'due' || dose.time === null) continue
      const snoozedUntil = dose.record?.status === 'snoozed' ? dose.record.snoozedUntil : null
      const dueAt = snoozedUntil ? new Date(snoozedUntil) : DateTime.fromISO(`${date}T${dose.time}`, { zone }).toJSDate()
      const late = now.getTime() - dueAt.getTime()
      if (late < 0 || late > SEND_WINDOW_MINUTES * 60_000) continue
      // Quiet while they sleep (a snooze ending then waits: the dose shows on Today when they wake).
      if (rota && isQuiet(rota, date, local.toFormat('HH:mm'))) continue
      if (!(await claimReminder(userId, dose.id, dueAt, now))) continue
      const job: DoseReminderJob = {
        userId,
        doseId: dose.id,
        dueAt: dueAt.toISOString(),
        supplementId: dose.supplementId,
        date,
        time: dose.time,
      }
      await queue.enqueue('push.dose-reminder', job)
      run.sent += 1
    }
  }
  noteSchedulerRun(run)
  return run
}

/** Records how many of the person's devices a claimed reminder reached. */
export async function recordDelivery(userId: number, reminderId: string, dueAt: Date, delivered: number) {
  await db
    .from('reminder_sends')
    .where({ user_id: userId, dose_id: reminderId })
    .where('due_at', toDbTimestamp(dueAt)!)
    .update({ delivered })
  noteReminderDelivered(delivered)
}

/** The job 'push.dose-reminder': the message written from the supplement and the stack item as they are now. */
export async function deliverDoseReminder(job: DoseReminderJob) {
  const supplement = await db.from('supplements').where('id', job.supplementId).select('name').first()
  const item = await db
    .from('supplement_stack_items')
    .where({ user_id: job.userId, supplement_id: job.supplementId })
    .whereNull('deleted_at')
    .select('dosage')
    .first()
  const name = supplement?.name ?? 'your supplement'
  const result = await sendToUser(job.userId, {
    title: `Time for ${name}`,
    body: item?.dosage ? `${item.dosage}. Tap Taken once you have.` : 'Tap Taken once you have.',
    tag: job.doseId,
    url: '/',
    actionToken: doseActionToken({ userId: job.userId, supplementId: job.supplementId, date: job.date, time: job.time }),
  })
  await recordDelivery(job.userId, job.doseId, new Date(job.dueAt), result.delivered)
}
