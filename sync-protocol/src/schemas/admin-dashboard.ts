/**
 * What the administration area's Dashboard and System tabs read (issue 16, ADR 0034). A trend
 * compares what was added in the last 30 days with the 30 days before.
 */
import { z } from 'zod'
import { featureFlagsSchema } from './feature-flags.js'

export const trendSchema = z.object({
  current: z.number().int(),
  previous: z.number().int(),
  /** Percentage change, rounded; null when nothing was added in the 30 days before. */
  percent: z.number().nullable(),
})
export type Trend = z.output<typeof trendSchema>

export const systemHealthSchema = z.object({
  database: z.object({ kind: z.enum(['sqlite', 'postgresql']), reachable: z.boolean() }),
  redis: z.object({ configured: z.boolean(), reachable: z.boolean().nullable() }),
  scheduler: z.object({
    enabled: z.boolean(),
    lastRun: z.object({ finishedAt: z.string(), sent: z.number().int(), delivered: z.number().int() }).nullable(),
  }),
  mail: z.object({ mode: z.enum(['file', 'smtp']) }),
  disk: z.object({ path: z.string(), freeBytes: z.number().nullable(), totalBytes: z.number().nullable() }),
})
export type SystemHealth = z.output<typeof systemHealthSchema>

export const adminDashboardSchema = z.object({
  generatedAt: z.string(),
  totals: z.object({
    users: z.object({ count: z.number().int(), trend: trendSchema }),
    activeAssessments: z.object({ count: z.number().int(), trend: trendSchema }),
    supplements: z.object({ count: z.number().int() }),
    interactions: z.object({ count: z.number().int() }),
  }),
  daily: z.array(z.object({ date: z.string(), users: z.number().int(), assessments: z.number().int() })),
  recentUsers: z.array(
    z.object({ id: z.number().int(), name: z.string(), email: z.string(), profession: z.string().nullable(), createdAt: z.string() })
  ),
  completion: z.object({ accounts: z.number().int(), completed: z.number().int(), percent: z.number().nullable() }),
  reminders: z.object({
    sent: z.number().int(),
    delivered: z.number().int(),
    sentLast30: z.number().int(),
    deliveredLast30: z.number().int(),
  }),
  interactionAlerts: z.object({ total: z.number().int(), last30: z.number().int() }),
  health: systemHealthSchema,
})
export type AdminDashboard = z.output<typeof adminDashboardSchema>
export type DashboardStats = Omit<AdminDashboard, 'health'>

export const migrationStateSchema = z.object({ name: z.string(), ran: z.boolean(), batch: z.number().int().nullable() })
export type MigrationState = z.output<typeof migrationStateSchema>

export const adminSystemSchema = z.object({
  health: systemHealthSchema,
  migrations: z.array(migrationStateSchema),
  backup: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('sqlite') }),
    z.object({ kind: z.literal('postgresql'), command: z.string() }),
  ]),
  flags: featureFlagsSchema,
})
export type AdminSystem = z.output<typeof adminSystemSchema>

/** POST /api/admin/cache/clear */
export const clearCacheAnswerSchema = z.object({ cleared: z.array(z.string()), message: z.string() })
