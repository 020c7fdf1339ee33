/** The Analytics tab's calls to `/api/admin/analytics` and `/api/admin/notifications`. */
import { adminAnalyticsSchema, type AdminNotificationBody } from '@dosewise/sync-protocol'
import { z } from 'zod'
import { api } from '../../../lib/api-client'

export const fetchAnalytics = (signal: AbortSignal) => api.get('/api/admin/analytics', { schema: adminAnalyticsSchema, signal })

export const sendNotification = (body: AdminNotificationBody) =>
  api.post('/api/admin/notifications', body, { schema: z.object({ sent: z.number() }) })
