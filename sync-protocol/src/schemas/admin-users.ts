/**
 * The administration area's users (issue 16, ADR 0034): the list an administrator searches and
 * pages, and the changes they make (role, suspension).
 */
import { z } from 'zod'
import { USER_ROLES } from '../enums.js'

export const ADMIN_USERS_PAGE_SIZE = 20

/** What a suspended person is told when they try to sign in (403 E_ACCOUNT_SUSPENDED). */
export const ACCOUNT_SUSPENDED_CODE = 'E_ACCOUNT_SUSPENDED'
export const ACCOUNT_SUSPENDED_MESSAGE =
  'This account has been suspended by an administrator, so it cannot sign in. Contact support if you think this is a mistake.'
export const ADMIN_SEARCH_MAX = 100

/** GET /api/admin/users?q=&page= */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_SEARCH_MAX, `Search for at most ${ADMIN_SEARCH_MAX} characters`).default(''),
  page: z.coerce.number().int('Choose a whole page number').min(1, 'Pages start at 1').max(100_000).default(1),
})
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>

export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  profession: z.string().nullable(),
  role: z.enum(USER_ROLES),
  suspendedAt: z.string().nullable(),
  createdAt: z.string(),
})
export type AdminUser = z.output<typeof adminUserSchema>

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
})
export type AdminUsersPage = z.output<typeof adminUsersPageSchema>

/** PATCH /api/admin/users/:id/role */
export const adminRoleInputSchema = z.object({
  role: z.enum(USER_ROLES, { errorMap: () => ({ message: "Choose 'user' or 'admin'" }) }),
})

/** PATCH /api/admin/users/:id/suspension */
export const adminSuspensionInputSchema = z.object({
  suspended: z.boolean({ required_error: 'Say whether the account is suspended' }),
})

/** The audit log's page (GET /api/admin/audit-log?before=). */
export const adminAuditQuerySchema = z.object({
  before: z.coerce.number().int().min(1).optional(),
})

export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  adminId: z.number().int(),
  adminName: z.string(),
  adminEmail: z.string(),
  action: z.string(),
  details: z.record(z.unknown()),
  createdAt: z.string(),
})
export type AdminAuditEntry = z.output<typeof adminAuditEntrySchema>

export const adminAuditPageSchema = z.object({
  entries: z.array(adminAuditEntrySchema),
  nextBefore: z.number().int().nullable(),
})
export type AdminAuditPage = z.output<typeof adminAuditPageSchema>
