/**
 * The in-process backend, used without REDIS_URL (ADR 0037): jobs wait in memory and run in this
 * process a moment after they are enqueued (a few at a time), with the same attempts, backoff
 * and dead letters as on Redis. Jobs waiting here do not survive a restart: shutdown waits for
 * the waiting and running ones, a retry still waiting for its backoff is dropped (and logged).
 * Repeated jobs are timers; a tick whose previous run is still queued or running is skipped.
 */
import logger from '@adonisjs/core/services/logger'
import { backoffDelay, runAttempt } from '#services/queue/run_job'
import type { EnqueueSettings, QueueBackend, QueueDepth } from '#services/queue/queue_backend'

const CONCURRENCY = 4

interface Entry {
  id: string
  name: string
  payload: unknown
  settings: EnqueueSettings
  attempt: number
  onSettled?: () => void
}

export class MemoryBackend implements QueueBackend {
  readonly kind = 'memory' as const
  #waiting: Entry[] = []
  #active = 0
  #delayed = new Map<NodeJS.Timeout, Entry>()
  #timers: NodeJS.Timeout[] = []
  #idle: (() => void)[] = []
  #closed = false
  #next = 0

  async add(name: string, payload: unknown, settings: EnqueueSettings) {
    return this.#push({ id: `mem-${++this.#next}`, name, payload, settings, attempt: 1 })
  }

  async every(name: string, everyMs: number, payload: unknown, settings: EnqueueSettings) {
    let pending = false
    const tick = () => {
      if (pending || this.#closed) return
      pending = true
      this.#push({ id: `mem-${++this.#next}`, name, payload, settings, attempt: 1, onSettled: () => (pending = false) })
    }
    const timer = setInterval(tick, everyMs)
    timer.unref()
    this.#timers.push(timer)
    tick()
  }

  drained() {
    if (this.#isIdle()) return Promise.resolve()
    return new Promise<void>((resolve) => this.#idle.push(resolve))
  }

  async depth(): Promise<QueueDepth> {
    return { waiting: this.#waiting.length, active: this.#active, delayed: this.#delayed.size }
  }

  async close() {
    this.#closed = true
    for (const timer of this.#timers) clearInterval(timer)
    if (this.#delayed.size) logger.warn(`queue: ${this.#delayed.size} job retry(ies) dropped at shutdown`)
    for (const timer of this.#delayed.keys()) clearTimeout(timer)
    this.#delayed.clear()
    this.#checkIdle()
    await this.drained()
  }

  #push(entry: Entry) {
    this.#waiting.push(entry)
    setImmediate(() => this.#pump())
    return entry.id
  }

  #pump() {
    while (this.#active < CONCURRENCY && this.#waiting.length > 0) {
      const entry = this.#waiting.shift()!
      this.#active += 1
      void this.#run(entry).finally(() => {
        this.#active -= 1
        this.#pump()
        this.#checkIdle()
      })
    }
  }

  async #run(entry: Entry) {
    const outcome = await runAttempt(entry.name, entry.payload, {
      attempt: entry.attempt,
      attempts: entry.settings.attempts,
      jobId: entry.id,
    }).catch((error) => {
      // Only writing the dead letter itself can fail here (the database is down): logged, dropped.
      logger.error({ err: error, job: entry.name }, 'queue: could not record a dead job')
      return { result: 'dead' as const }
    })
    if (outcome.result !== 'retry' || this.#closed) return entry.onSettled?.()
    const next = { ...entry, attempt: entry.attempt + 1 }
    const timer = setTimeout(
      () => {
        this.#delayed.delete(timer)
        this.#push(next)
      },
      backoffDelay(entry.settings.backoffMs, next.attempt)
    )
    this.#delayed.set(timer, next)
  }

  #isIdle() {
    return this.#waiting.length === 0 && this.#active === 0 && this.#delayed.size === 0
  }

  #checkIdle() {
    if (!this.#isIdle()) return
    for (const resolve of this.#idle.splice(0)) resolve()
  }
}
