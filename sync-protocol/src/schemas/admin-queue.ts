/**
 * The System tab's job queue (ADR 0037): its depth and its dead letters — jobs that failed their
 * last attempt — which an administrator retries or discards.
 */
import { z } from 'zod'

const count = z.number().int().min(0)

/** GET /api/admin/queue */
export const adminQueueOverviewSchema = z.object({
  backend: z.enum(['memory', 'redis']),
  depth: z.object({ waiting: count, active: count, delayed: count, failed: count }),
})
export type AdminQueueOverview = z.output<typeof adminQueueOverviewSchema>

export const deadJobSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  payload: z.record(z.unknown()),
  userId: z.number().int().nullable(),
  errorCode: z.string().nullable(),
  errorMessage: z.string(),
  attempts: z.number().int(),
  failedAt: z.string(),
})
export type DeadJob = z.output<typeof deadJobSchema>

/** GET /api/admin/queue/dead-jobs?before= (newest first; `nextBefore` is the next page's `before`). */
export const deadJobsPageSchema = z.object({
  items: z.array(deadJobSchema),
  nextBefore: z.number().int().nullable(),
})

/** POST /api/admin/queue/dead-jobs/:id/retry */
export const deadJobRetriedSchema = z.object({ retried: z.number().int(), name: z.string(), jobId: z.string() })
/** DELETE /api/admin/queue/dead-jobs/:id */
export const deadJobDiscardedSchema = z.object({ discarded: z.number().int(), name: z.string() })
