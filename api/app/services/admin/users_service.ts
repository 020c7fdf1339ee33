/**
 * The administrators' Users tab (issue 16, ADR 0034): the searchable, paged list of accounts,
 * role changes, suspension, and the CSV export. Every change is recorded in the audit log in the
 * same transaction.
 *
 * Suspending an account moves its session epoch on (every session it has ends at once,
 * services/auth/sessions_service.ts) and sign-in refuses it until it is unsuspended
 * (http/sign_in.ts, auth/epoch_user_provider.ts).
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { ADMIN_USERS_PAGE_SIZE, type AdminUser, type AdminUsersPage, type AdminUsersQuery, type UserRole } from '@dosewise/sync-protocol'
import { toCsv } from '@dosewise/sync-protocol/account-export'
import User from '#models/user'
import { ConflictException, NotFoundException } from '#exceptions/app_exceptions'
import { recordAdminAction } from '#services/admin/audit_log'
import { displayName, professionQuery } from '#services/admin/dashboard_service'
import { forgetStoredSessions, moveSessionEpoch } from '#services/auth/sessions_service'
import { fromDbTimestamp } from '#services/sync/sql_values'

function toAdminUser(row: any): AdminUser {
  return {
    id: Number(row.id),
    name: displayName(row),
    email: row.email,
    profession: row.profession ?? null,
    role: row.role === 'admin' ? 'admin' : 'user',
    suspendedAt: fromDbTimestamp(row.suspended_at),
    createdAt: fromDbTimestamp(row.created_at) ?? '',
  }
}

/** `%`, `_` and `\` in a search are letters, not patterns. */
function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

function searchUsers(q: string) {
  const query = db.from('users').where('is_demo', false)
  if (q) {
    const pattern = likePattern(q)
    query.where((w) => {
      w.whereRaw("lower(email) like ? escape '\\'", [pattern])
        .orWhereRaw("lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) like ? escape '\\'", [pattern])
        .orWhereRaw("lower(username) like ? escape '\\'", [pattern])
    })
  }
  return query
}

/** One page of accounts, newest first, matching `q` in the name or email. */
export async function listUsers({ q, page }: AdminUsersQuery): Promise<AdminUsersPage> {
  const total = Number((await searchUsers(q).count('* as n').first())?.n ?? 0)
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE))
  const rows = await searchUsers(q)
    .select('id', 'first_name', 'last_name', 'username', 'email', 'role', 'suspended_at', 'created_at', professionQuery().as('profession'))
    .orderBy('id', 'desc')
    .offset((page - 1) * ADMIN_USERS_PAGE_SIZE)
    .limit(ADMIN_USERS_PAGE_SIZE)
  return { users: rows.map(toAdminUser), page, pageCount, total }
}

async function findUser(id: number) {
  const user = Number.isSafeInteger(id) && id > 0 ? await User.find(id) : null
  if (!user || user.isDemo) throw new NotFoundException('There is no such user.', 'E_NO_SUCH_USER')
  return user
}

async function adminUser(id: number): Promise<AdminUser> {
  const row = await db
    .from('users')
    .where('id', id)
    .select('id', 'first_name', 'last_name', 'username', 'email', 'role', 'suspended_at', 'created_at', professionQuery().as('profession'))
    .first()
  return toAdminUser(row)
}

export async function setRole(adminId: number, userId: number, role: UserRole): Promise<AdminUser> {
  const user = await findUser(userId)
  if (user.id === adminId && role !== 'admin') {
    throw new ConflictException('You cannot remove your own administrator role. Ask another administrator.', 'E_SELF_DEMOTION')
  }
  if (user.role !== role) {
    await db.transaction(async (trx) => {
      user.useTransaction(trx)
      const from = user.role
      user.role = role
      await user.save()
      await recordAdminAction(adminId, 'user.role', { userId: user.id, email: user.email, from, to: role }, trx)
    })
  }
  return adminUser(user.id)
}

export async function setSuspended(adminId: number, userId: number, suspended: boolean): Promise<AdminUser> {
  const user = await findUser(userId)
  if (user.id === adminId && suspended) {
    throw new ConflictException('You cannot suspend your own account.', 'E_SELF_SUSPENSION')
  }
  if (Boolean(user.suspendedAt) !== suspended) {
    await db.transaction(async (trx) => {
      // The epoch and the column in one statement: the sessions end as the suspension starts.
      if (suspended) moveSessionEpoch(user)
      user.suspendedAt = suspended ? DateTime.now() : null
      user.useTransaction(trx)
      await user.save()
      await recordAdminAction(adminId, suspended ? 'user.suspend' : 'user.unsuspend', { userId: user.id, email: user.email }, trx)
    })
    if (suspended) await forgetStoredSessions(user.id)
  }
  return adminUser(user.id)
}

/** Columns of the export: who the accounts are, never a password hash, token or session detail. */
export const EXPORT_COLUMNS = [
  'id',
  'username',
  'email',
  'first_name',
  'last_name',
  'profession',
  'role',
  'email_verified',
  'suspended_at',
  'created_at',
] as const

export async function exportUsersCsv(adminId: number): Promise<{ csv: string; count: number }> {
  const rows = await db
    .from('users')
    .where('is_demo', false)
    .select(
      'id',
      'username',
      'email',
      'first_name',
      'last_name',
      'role',
      'email_verified',
      'suspended_at',
      'created_at',
      professionQuery().as('profession')
    )
    .orderBy('id')
  const records = rows.map((row: any) => ({
    id: Number(row.id),
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    profession: row.profession ?? null,
    role: row.role,
    email_verified: Boolean(row.email_verified),
    suspended_at: fromDbTimestamp(row.suspended_at),
    created_at: fromDbTimestamp(row.created_at),
  }))
  await recordAdminAction(adminId, 'users.export', { count: records.length })
  return { csv: toCsv(records, EXPORT_COLUMNS), count: records.length }
}
