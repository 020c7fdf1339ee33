/**
 * The Redis backend, used with REDIS_URL (ADR 0037): one BullMQ queue, named jobs, and a Worker
 * in each web process (a few jobs at a time), so any process may run a job another enqueued and
 * a job survives a restart. Retries use BullMQ's exponential backoff; the last failure is written
 * to the dead letters by `runAttempt` before the job completes. Repeated jobs are BullMQ job
 * schedulers: every process upserts the same scheduler, Redis makes one job per tick, and one
 * worker takes it.
 */
import { Queue, Worker, type ConnectionOptions, type Job } from 'bullmq'
import logger from '@adonisjs/core/services/logger'
import { runAttempt } from '#services/queue/run_job'
import type { EnqueueSettings, QueueBackend, QueueDepth } from '#services/queue/queue_backend'

export const QUEUE_NAME = 'jobs'
const CONCURRENCY = 4

export function redisConnection(url: string): ConnectionOptions {
  const parsed = new URL(url)
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
  }
}

function jobOptions(settings: EnqueueSettings) {
  return {
    attempts: settings.attempts,
    backoff: { type: 'exponential' as const, delay: settings.backoffMs },
    removeOnComplete: true,
    removeOnFail: { count: 1000 },
  }
}

export class BullmqBackend implements QueueBackend {
  readonly kind = 'redis' as const
  readonly queue: Queue
  #worker: Worker | null = null
  #connection: ConnectionOptions
  #prefix: string

  constructor(options: { url: string; prefix: string; worker: boolean }) {
    this.#connection = redisConnection(options.url)
    this.#prefix = options.prefix
    this.queue = new Queue(QUEUE_NAME, { connection: this.#connection, prefix: options.prefix })
    this.queue.on('error', (error) => logger.error({ err: error }, 'queue: Redis error'))
    if (options.worker) this.startWorker()
  }

  /** Starts taking jobs in this process (web processes at boot; `node ace queue:work`). */
  startWorker() {
    if (this.#worker) return
    this.#worker = new Worker(QUEUE_NAME, (job) => this.#process(job), {
      connection: this.#connection,
      prefix: this.#prefix,
      concurrency: CONCURRENCY,
    })
    this.#worker.on('error', (error) => logger.error({ err: error }, 'queue: worker error'))
  }

  async #process(job: Job) {
    const outcome = await runAttempt(job.name, job.data, {
      attempt: job.attemptsMade + 1,
      attempts: job.opts.attempts ?? 1,
      jobId: String(job.id),
    })
    if (outcome.result === 'retry') throw outcome.error
  }

  async add(name: string, payload: unknown, settings: EnqueueSettings) {
    const job = await this.queue.add(name, payload, jobOptions(settings))
    return String(job.id)
  }

  async every(name: string, everyMs: number, payload: unknown, settings: EnqueueSettings) {
    await this.queue.upsertJobScheduler(name, { every: everyMs }, { name, data: payload, opts: jobOptions(settings) })
  }

  /**
   * No job waiting or running, and no retry waiting for its backoff (a scheduler's next tick does
   * not count). Counts and the delayed list are two reads, so a job promoted between them could
   * hide: the delayed list must match the count, twice in a row.
   */
  async drained() {
    let quiet = 0
    while (quiet < 2) {
      quiet = (await this.#idleNow()) ? quiet + 1 : 0
      if (quiet < 2) await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  async #idleNow() {
    const counts = await this.queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed')
    if (counts.waiting || counts.prioritized || counts.active) return false
    if (!counts.delayed) return true
    const delayed = await this.queue.getDelayed()
    return delayed.length === counts.delayed && delayed.every((job) => String(job.id).startsWith('repeat:'))
  }

  async depth(): Promise<QueueDepth> {
    const counts = await this.queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed')
    return {
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
    }
  }

  /** Deletes every key of this queue (a test run's own prefix, when it ends). */
  async removeAll() {
    await this.#worker?.close()
    await this.queue.obliterate({ force: true })
  }

  async close() {
    await this.#worker?.close()
    await this.queue.close()
  }
}
