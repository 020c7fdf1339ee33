/**
 * Test jobs and the two backends for the queue specs (ADR 0037). Each spec group puts a backend
 * of its own under the app's queue (so requests the server answers enqueue there) and puts the
 * previous one back afterwards. The Redis backend gets a prefix of its own per run
 * (`dw-test-<random>`), removed at the end, so parallel runs never meet.
 */
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { defineJob } from '#services/queue/job_registry'
import { PermanentJobError } from '#services/queue/job_errors'
import { queue } from '#services/queue/queue'
import { MemoryBackend } from '#services/queue/memory_backend'
import { BullmqBackend } from '#services/queue/bullmq_backend'
import type { QueueBackend } from '#services/queue/queue_backend'

export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'

export interface Run {
  job: string
  jobId: string
  attempt: number
  at: number
  payload: unknown
}

export const runs: Run[] = []
/** Which `test.broken` tags are mended: their next run succeeds. */
export const mended = new Set<string>()

function note(job: string, payload: unknown, context: { jobId: string; attempt: number }) {
  runs.push({ job, jobId: context.jobId, attempt: context.attempt, at: Date.now(), payload })
}

export class BrokenJobError extends Error {
  readonly code = 'E_TEST_BROKEN'
}

defineJob({
  name: 'test.echo',
  schema: z.object({ n: z.number().int() }).strict(),
  async handle(payload, context) {
    note('test.echo', payload, context)
  },
})

defineJob({
  name: 'test.broken',
  schema: z.object({ userId: z.number().int().optional(), tag: z.string() }).strict(),
  async handle(payload, context) {
    note('test.broken', payload, context)
    if (!mended.has(payload.tag)) throw new BrokenJobError(`the test job ${payload.tag} is broken`)
  },
})

defineJob({
  name: 'test.hopeless',
  schema: z.object({ tag: z.string() }).strict(),
  async handle(payload, context) {
    note('test.hopeless', payload, context)
    throw new PermanentJobError('trying again cannot help', 'E_TEST_HOPELESS')
  },
})

defineJob({
  name: 'test.tick',
  schema: z.object({ tag: z.string() }).strict(),
  async handle(payload, context) {
    note('test.tick', payload, context)
  },
})

export function runsOf(job: string, tag?: string) {
  return runs.filter((run) => run.job === job && (tag === undefined || (run.payload as { tag?: string }).tag === tag))
}

export function uniqueTag(label: string) {
  return `${label}-${randomBytes(4).toString('hex')}`
}

export interface BackendKind {
  label: string
  make(prefix: string): QueueBackend
}

export const BACKENDS: BackendKind[] = [
  { label: 'in-process', make: () => new MemoryBackend() },
  { label: 'BullMQ on Redis', make: (prefix) => new BullmqBackend({ url: REDIS_URL, prefix, worker: true }) },
]

export function testPrefix() {
  return `dw-test-${randomBytes(6).toString('hex')}`
}

/** Puts `backend` under the app's queue; the returned function puts the previous one back and cleans up. */
export function useBackend(backend: QueueBackend) {
  const previous = queue.useBackend(backend) ?? new MemoryBackend()
  return async () => {
    queue.useBackend(previous)
    await removeBackend(backend)
  }
}

export async function removeBackend(backend: QueueBackend) {
  if (backend instanceof BullmqBackend) await backend.removeAll()
  await backend.close()
}
