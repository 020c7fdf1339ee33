/**
 * The administration dashboard's figures (issue 16, ADR 0034), all counted from the database
 * when asked. A trend compares the last 30 days with the 30 before. Demo accounts ('View Demo',
 * deleted within a day) are not counted as users.
 *
 * Dates are bucketed in JavaScript from the rows' own timestamps: SQLite stores them as text in
 * two forms (Lucid's and sql_values.ts's), so the SQL filter only narrows to a generous window
 * (a day early) and the exact day comes from fromDbTimestamp.
 */
import db from '@adonisjs/lucid/services/db'
import type { DashboardStats, Trend } from '@dosewise/sync-protocol'
import { fromDbTimestamp, toDbTimestamp } from '#services/sync/sql_values'

const DAY = 24 * 60 * 60 * 1000
export const TREND_DAYS = 30
export const RECENT_USERS = 5

function trendOf(current: number, previous: number): Trend {
  return { current, previous, percent: previous === 0 ? null : Math.round(((current - previous) / previous) * 100) }
}

async function countOf(query: any): Promise<number> {
  const row = await query.count('* as n').first()
  return Number(row?.n ?? 0)
}

/** Timestamps of rows in `table` from about 60 days back, as milliseconds. */
async function recentTimes(table: string, since: number, where: (query: any) => void): Promise<number[]> {
  const query = db
    .from(table)
    .where('created_at', '>=', toDbTimestamp(new Date(since - DAY))!)
    .select('created_at')
  where(query)
  const rows = await query
  return rows.map((row: any) => Date.parse(fromDbTimestamp(row.created_at) ?? '')).filter((t: number) => t >= since)
}

function windowCounts(times: number[], now: number) {
  const start = now - TREND_DAYS * DAY
  return trendOf(times.filter((t) => t >= start && t <= now).length, times.filter((t) => t < start).length)
}

const notDemo = (query: any) => query.where('is_demo', false)
const liveAssessment = (query: any) => query.whereNull('deleted_at')

export async function dashboardStats(now = new Date()): Promise<DashboardStats> {
  const nowMs = now.getTime()
  const since = nowMs - 2 * TREND_DAYS * DAY
  const [users, assessments, supplements, interactions, userTimes, assessmentTimes] = await Promise.all([
    countOf(db.from('users').where('is_demo', false)),
    countOf(db.from('assessments').whereNull('deleted_at')),
    countOf(db.from('supplements')),
    countOf(db.from('drug_interactions')),
    recentTimes('users', since, notDemo),
    recentTimes('assessments', since, liveAssessment),
  ])

  // The last 30 days, oldest first, by UTC day.
  const daily: DashboardStats['daily'] = []
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  for (let i = TREND_DAYS - 1; i >= 0; i--) {
    const start = today - i * DAY
    const inDay = (t: number) => t >= start && t < start + DAY
    daily.push({
      date: new Date(start).toISOString().slice(0, 10),
      users: userTimes.filter(inDay).length,
      assessments: assessmentTimes.filter(inDay).length,
    })
  }

  const [recentUsers, completion, reminders, interactionAlerts] = await Promise.all([
    recentUsersList(),
    completionRate(),
    reminderFigures(nowMs),
    interactionAlertFigures(nowMs),
  ])
  return {
    generatedAt: now.toISOString(),
    totals: {
      users: { count: users, trend: windowCounts(userTimes, nowMs) },
      activeAssessments: { count: assessments, trend: windowCounts(assessmentTimes, nowMs) },
      supplements: { count: supplements },
      interactions: { count: interactions },
    },
    daily,
    recentUsers,
    completion,
    reminders,
    interactionAlerts,
  }
}

/** A person's profession: the job category of their latest assessment (users have no such field). */
export function professionQuery() {
  return db
    .from('assessments as pa')
    .whereColumn('pa.user_id', 'users.id')
    .whereNull('pa.deleted_at')
    .orderBy('pa.created_at', 'desc')
    .select('pa.job_category')
    .limit(1)
}

export function displayName(row: { first_name?: string | null; last_name?: string | null; username?: string | null; email: string }) {
  return [row.first_name, row.last_name].filter(Boolean).join(' ') || row.username || row.email
}

async function recentUsersList() {
  const rows = await db
    .from('users')
    .where('is_demo', false)
    .select('id', 'first_name', 'last_name', 'username', 'email', 'created_at', professionQuery().as('profession'))
    .orderBy('id', 'desc')
    .limit(RECENT_USERS)
  return rows.map((row: any) => ({
    id: Number(row.id),
    name: displayName(row),
    email: row.email,
    profession: row.profession ?? null,
    createdAt: fromDbTimestamp(row.created_at) ?? '',
  }))
}

/** Of the accounts (demo ones aside), how many have an assessment whose plan the server computed. */
async function completionRate() {
  const accounts = await countOf(db.from('users').where('is_demo', false))
  const completed = await countOf(
    db
      .from('users')
      .where('is_demo', false)
      .whereExists((q) =>
        q
          .from('assessments')
          .whereColumn('assessments.user_id', 'users.id')
          .whereNull('assessments.deleted_at')
          .whereNotNull('assessments.plan')
      )
  )
  return { accounts, completed, percent: accounts === 0 ? null : Math.round((completed / accounts) * 100) }
}

async function reminderFigures(nowMs: number) {
  const since = toDbTimestamp(new Date(nowMs - TREND_DAYS * DAY))!
  const [sent, delivered, sentLast30, deliveredLast30] = await Promise.all([
    countOf(db.from('reminder_sends')),
    countOf(db.from('reminder_sends').where('delivered', '>', 0)),
    countOf(db.from('reminder_sends').where('created_at', '>=', since)),
    countOf(db.from('reminder_sends').where('created_at', '>=', since).where('delivered', '>', 0)),
  ])
  return { sent, delivered, sentLast30, deliveredLast30 }
}

/** Interaction alerts are the server's 'warning' notifications (services/alerts/interaction_alerts.ts). */
async function interactionAlertFigures(nowMs: number) {
  const since = toDbTimestamp(new Date(nowMs - TREND_DAYS * DAY))!
  const [total, last30] = await Promise.all([
    countOf(db.from('notifications').where('type', 'warning')),
    countOf(db.from('notifications').where('type', 'warning').where('created_at', '>=', since)),
  ])
  return { total, last30 }
}
