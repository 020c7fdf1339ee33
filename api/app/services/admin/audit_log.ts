/**
 * The administrators' audit log (issue 16, ADR 0034): every admin action writes one row through
 * `recordAdminAction` — this file is the only writer of `admin_audit_log`. The System tab reads
 * it newest first, a page at a time.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { fromDbTimestamp, toDbTimestamp } from '#services/sync/sql_values'

/** Records that admin `adminId` did `action` (e.g. 'user.role', 'cache.clear') with `details`. */
export async function recordAdminAction(
  adminId: number,
  action: string,
  details: Record<string, unknown>,
  trx?: TransactionClientContract
): Promise<void> {
  await (trx ?? db).table('admin_audit_log').insert({
    user_id: adminId,
    action,
    details: JSON.stringify(details),
    created_at: toDbTimestamp(new Date()),
  })
}

export interface AuditEntry {
  id: number
  adminId: number
  adminName: string
  adminEmail: string
  action: string
  details: Record<string, unknown>
  createdAt: string
}

export const AUDIT_PAGE_SIZE = 25

function parseDetails(text: unknown): Record<string, unknown> {
  try {
    const value = JSON.parse(String(text))
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {}
  } catch {
    return {}
  }
}

/** One page of the log, newest first; `before` is the last id of the previous page (keyset). */
export async function listAdminActions(
  before: number | null,
  limit = AUDIT_PAGE_SIZE
): Promise<{ entries: AuditEntry[]; nextBefore: number | null }> {
  const query = db
    .from('admin_audit_log as a')
    .join('users as u', 'u.id', 'a.user_id')
    .select('a.id', 'a.user_id', 'a.action', 'a.details', 'a.created_at', 'u.first_name', 'u.last_name', 'u.email')
    .orderBy('a.id', 'desc')
    .limit(limit + 1)
  if (before !== null) query.where('a.id', '<', before)
  const rows = await query
  const page = rows.slice(0, limit)
  return {
    entries: page.map((row) => ({
      id: Number(row.id),
      adminId: Number(row.user_id),
      adminName: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email,
      adminEmail: row.email,
      action: row.action,
      details: parseDetails(row.details),
      createdAt: fromDbTimestamp(row.created_at) ?? '',
    })),
    nextBefore: rows.length > limit ? Number(page[page.length - 1].id) : null,
  }
}
