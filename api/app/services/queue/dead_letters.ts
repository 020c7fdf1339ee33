/**
 * The dead-letter list (`queue_dead_jobs`, ADR 0037): jobs that failed their last attempt, on
 * either backend. The System tab lists them newest first and retries (enqueues again) or
 * discards one; both are admin actions in the audit log. Error messages are stored without SQL
 * values or emails (`stripSqlValues`), like the logs (ADR 0036).
 */
import db from '@adonisjs/lucid/services/db'
import { NotFoundException } from '#exceptions/app_exceptions'
import { stripSqlValues } from '#services/observability/log_safety'
import { fromDbTimestamp, toDbTimestamp } from '#services/sync/sql_values'

export const DEAD_JOBS_PAGE_SIZE = 25

export interface DeadJob {
  id: number
  name: string
  payload: Record<string, unknown>
  userId: number | null
  errorCode: string | null
  errorMessage: string
  attempts: number
  failedAt: string
}

/** The person a payload is about: its `userId`, if that account still exists. */
async function personOf(payload: unknown): Promise<number | null> {
  const userId = (payload as { userId?: unknown } | null)?.userId
  if (typeof userId !== 'number' || !Number.isInteger(userId)) return null
  return (await db.from('users').where('id', userId).select('id').first()) ? userId : null
}

export async function addDeadJob(name: string, payload: unknown, error: unknown, attempts: number, now = new Date()) {
  const failure = error as { code?: unknown; message?: unknown } | null
  const message = stripSqlValues(String(failure?.message ?? error)).slice(0, 2000)
  await db.table('queue_dead_jobs').insert({
    name,
    payload: JSON.stringify(payload ?? {}),
    user_id: await personOf(payload),
    error_code: typeof failure?.code === 'string' ? failure.code.slice(0, 80) : null,
    error_message: message || 'Unknown error',
    attempts,
    failed_at: toDbTimestamp(now),
  })
}

function parsePayload(text: unknown): Record<string, unknown> {
  try {
    const value = JSON.parse(String(text))
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {}
  } catch {
    return {}
  }
}

function toDeadJob(row: Record<string, any>): DeadJob {
  return {
    id: Number(row.id),
    name: row.name,
    payload: parsePayload(row.payload),
    userId: row.user_id === null || row.user_id === undefined ? null : Number(row.user_id),
    errorCode: row.error_code ?? null,
    errorMessage: row.error_message,
    attempts: Number(row.attempts),
    failedAt: fromDbTimestamp(row.failed_at)!,
  }
}

/** Newest first, a page at a time (keyset on the id: `before` is the last id of the page before). */
export async function listDeadJobs(before: number | null): Promise<{ items: DeadJob[]; nextBefore: number | null }> {
  const query = db
    .from('queue_dead_jobs')
    .orderBy('id', 'desc')
    .limit(DEAD_JOBS_PAGE_SIZE + 1)
  if (before !== null) query.where('id', '<', before)
  const rows = await query
  const items = rows.slice(0, DEAD_JOBS_PAGE_SIZE).map(toDeadJob)
  return { items, nextBefore: rows.length > DEAD_JOBS_PAGE_SIZE ? items.at(-1)!.id : null }
}

export async function countDeadJobs(): Promise<number> {
  const row = await db.from('queue_dead_jobs').count('* as total').first()
  return Number(row?.total ?? 0)
}

export function deadJobGone() {
  return new NotFoundException('This dead letter is gone: it was retried or discarded already.', 'E_DEAD_JOB_NOT_FOUND')
}

export async function findDeadJob(id: number): Promise<DeadJob> {
  const row = await db.from('queue_dead_jobs').where('id', id).first()
  if (!row) throw deadJobGone()
  return toDeadJob(row)
}
