/** The administration area's reads (issue 16): each tab's answer, checked with its schema. */
import {
  adminAuditPageSchema,
  adminDashboardSchema,
  adminQueueOverviewSchema,
  deadJobsPageSchema,
  adminSystemSchema,
  adminUsersPageSchema,
  type AdminUsersQuery,
} from '@dosewise/sync-protocol'
import { api } from '../../lib/api-client'

export const loadDashboard = (signal: AbortSignal) => api.get('/api/admin/dashboard', { schema: adminDashboardSchema, signal })
export const loadSystem = (signal: AbortSignal) => api.get('/api/admin/system', { schema: adminSystemSchema, signal })

export function loadUsers({ q, page }: AdminUsersQuery, signal: AbortSignal) {
  const query = new URLSearchParams({ page: String(page) })
  if (q) query.set('q', q)
  return api.get(`/api/admin/users?${query}`, { schema: adminUsersPageSchema, signal })
}

export function loadAuditLog(before: number | null, signal: AbortSignal) {
  return api.get(`/api/admin/audit-log${before === null ? '' : `?before=${before}`}`, { schema: adminAuditPageSchema, signal })
}

export const loadQueue = (signal: AbortSignal) => api.get('/api/admin/queue', { schema: adminQueueOverviewSchema, signal })

export function loadDeadJobs(before: number | null, signal: AbortSignal) {
  return api.get(`/api/admin/queue/dead-jobs${before === null ? '' : `?before=${before}`}`, { schema: deadJobsPageSchema, signal })
}
