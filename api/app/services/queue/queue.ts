/**
 * The job queue (ADR 0037): mail, push sends, report e-mails and periodic recomputations run as
 * named jobs. `queue.enqueue(name, payload, options?)` checks the payload against the job's
 * schema and hands it to the backend — BullMQ on Redis with REDIS_URL, else this process
 * (memory_backend.ts), with the same attempts, exponential backoff and dead letters. The
 * provider (providers/queue_provider.ts) picks the backend and registers the jobs; until it
 * has, the in-process backend is used. `queue.drained()` waits until nothing is left to run
 * (tests, shutdown).
 */
import { jobDefinition, JOB_ATTEMPTS, JOB_BACKOFF_MS } from '#services/queue/job_registry'
import { InvalidJobPayloadError, UnknownJobError } from '#services/queue/job_errors'
import { MemoryBackend } from '#services/queue/memory_backend'
import { countDeadJobs } from '#services/queue/dead_letters'
import type { EnqueueSettings, QueueBackend, QueueDepth } from '#services/queue/queue_backend'

export interface JobOptions {
  attempts?: number
  backoffMs?: number
}

export class JobQueue {
  #backend: QueueBackend | null = null

  get backend(): QueueBackend {
    this.#backend ??= new MemoryBackend()
    return this.#backend
  }

  /** Puts `backend` in place and returns the one it replaced (closed by whoever holds it). */
  useBackend(backend: QueueBackend): QueueBackend | null {
    const previous = this.#backend
    this.#backend = backend
    return previous
  }

  #check(name: string, payload: unknown, options: JobOptions = {}): { data: unknown; settings: EnqueueSettings } {
    const definition = jobDefinition(name)
    if (!definition) throw new UnknownJobError(name)
    const parsed = definition.schema.safeParse(payload)
    if (!parsed.success) {
      throw new InvalidJobPayloadError(
        name,
        parsed.error.issues.map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`)
      )
    }
    const attempts = options.attempts ?? definition.attempts ?? JOB_ATTEMPTS
    const backoffMs = options.backoffMs ?? definition.backoffMs ?? JOB_BACKOFF_MS
    return { data: parsed.data, settings: { attempts, backoffMs } }
  }

  /** Enqueues job `name`; returns its id. Throws InvalidJobPayloadError before anything is queued. */
  async enqueue(name: string, payload: unknown, options?: JobOptions): Promise<string> {
    const { data, settings } = this.#check(name, payload, options)
    return this.backend.add(name, data, settings)
  }

  /** Runs job `name` every `everyMs`, the first time now; one run per tick however many processes. */
  async every(name: string, everyMs: number, payload: unknown = {}, options?: JobOptions): Promise<void> {
    const { data, settings } = this.#check(name, payload, options)
    await this.backend.every(name, everyMs, data, settings)
  }

  drained(): Promise<void> {
    return this.backend.drained()
  }

  /** Jobs waiting, running, waiting for a retry, and dead (the dead letters, kept in the database). */
  async depth(): Promise<QueueDepth & { failed: number }> {
    const [depth, failed] = await Promise.all([this.backend.depth(), countDeadJobs()])
    return { ...depth, failed }
  }

  async close() {
    await this.#backend?.close()
  }
}

export const queue = new JobQueue()
