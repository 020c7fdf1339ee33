/**
 * Notifications from the person's own progress (issue 13), made only when their data says so:
 * - a weekly check-in prompt, when check-ins are on, they take supplements, and their last
 *   check-in (or their start) is at least 7 days ago — at most one prompt a week;
 * - a journaling streak, when they have written in the journal on each of the last 7 (or 30)
 *   days — once per milestone.
 * Run hourly by the scheduler provider. Each is decided and written under the person's change
 * counter lock, so two processes never make the same notification twice.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { insertNotification } from '#services/records/notifications_service'
import { fromDbBoolean, fromDbTimestamp, toDbTimestamp } from '#services/sync/sql_values'
import { lockUserState } from '#services/sync/user_state'

const WEEK_MS = 7 * 86_400_000
export const CHECK_IN_TITLE = 'Time for your weekly check-in'
export const STREAKS = [
  { days: 30, title: '30 days of journaling!' },
  { days: 7, title: 'Seven days of journaling!' },
] as const

async function settingsOf(trx: TransactionClientContract, userId: number) {
  const row = await trx.from('reminder_settings').where('user_id', userId).whereNull('deleted_at').first()
  return { checkIns: !row || fromDbBoolean(row.progress_check_ins) !== false, zone: (row?.time_zone as string | null) ?? 'UTC' }
}

async function hasNotification(trx: TransactionClientContract, userId: number, title: string, since?: Date) {
  const query = trx.from('notifications').where('user_id', userId).where('title', title)
  if (since) query.where('created_at', '>=', toDbTimestamp(since)!)
  return Boolean(await query.select('id').first())
}

async function checkInPrompt(trx: TransactionClientContract, userId: number, now: Date) {
  const stack = await trx
    .from('supplement_stack_items')
    .where('user_id', userId)
    .whereNull('deleted_at')
    .orderBy('started_at', 'asc')
    .first()
  if (!stack) return
  const last = await trx.from('progress_tracking').where('user_id', userId).whereNull('deleted_at').max('created_at as at').first()
  const since = Date.parse(fromDbTimestamp(last?.at ?? stack.started_at) ?? '')
  if (Number.isNaN(since) || now.getTime() - since < WEEK_MS) return
  if (await hasNotification(trx, userId, CHECK_IN_TITLE, new Date(now.getTime() - WEEK_MS))) return
  await insertNotification(trx, userId, {
    type: 'reminder',
    title: CHECK_IN_TITLE,
    message: 'How was your week? Two minutes on Your Progress shows what is working, and your insights get sharper.',
  })
}

async function streak(trx: TransactionClientContract, userId: number, zone: string, now: Date) {
  const from = new Date(now.getTime() - 31 * 86_400_000)
  const rows = await trx
    .from('journal_entries')
    .where('user_id', userId)
    .whereNull('deleted_at')
    .where('date', '>=', toDbTimestamp(from)!)
    .select('date')
  const days = new Set(rows.map((row) => DateTime.fromISO(fromDbTimestamp(row.date)!, { zone }).toISODate()))
  let run = 0
  for (let day = DateTime.fromJSDate(now, { zone }); days.has(day.toISODate()); day = day.minus({ days: 1 })) run += 1
  for (const milestone of STREAKS) {
    if (run < milestone.days) continue
    if (await hasNotification(trx, userId, milestone.title, new Date(now.getTime() - milestone.days * 86_400_000))) return
    await insertNotification(trx, userId, {
      type: 'achievement',
      title: milestone.title,
      message: `You wrote in your wellness journal on each of the last ${milestone.days} days. Patterns in your sleep and energy get clearer the longer you keep going.`,
    })
    return
  }
}

/**
 * The notifications one person's data calls for at `now`, inside the caller's transaction, which
 * must hold the person's change counter lock (a new demo account gets its own at once).
 */
export async function progressNotificationsFor(trx: TransactionClientContract, userId: number, now: Date): Promise<void> {
  const { checkIns, zone } = await settingsOf(trx, userId)
  if (checkIns) await checkInPrompt(trx, userId, now)
  await streak(trx, userId, zone, now)
}

export async function createProgressNotifications(now: Date = new Date()): Promise<void> {
  const recent = toDbTimestamp(new Date(now.getTime() - 31 * 86_400_000))!
  const users = await db
    .from('journal_entries')
    .where('date', '>=', recent)
    .distinct('user_id')
    .union((query) => query.from('supplement_stack_items').whereNull('deleted_at').distinct('user_id'))
  for (const { user_id: rawUserId } of users) {
    const userId = Number(rawUserId)
    await db.transaction(async (trx) => {
      await lockUserState(trx, userId)
      await progressNotificationsFor(trx, userId, now)
    })
  }
}
