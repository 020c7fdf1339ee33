/**
 * The job queue (services/queue/, ADR 0037). At boot it defines the application's jobs and picks
 * the backend: with REDIS_URL, BullMQ on Redis, with a worker in the web process (and in tests)
 * but not in other ace commands, whose jobs a web process (or `node ace queue:work`) runs;
 * without, this process runs them. When the web process is ready it schedules the hourly jobs that two providers used to run on
 * timers of their own — peer insights (ADR 0032) and the demo purge (ADR 0029) — as repeated
 * jobs: on Redis one process runs each tick, in-process a timer does. Shutdown stops taking jobs
 * and waits for the running ones. It also feeds the `queue_jobs` gauge of GET /metrics.
 *
 * Redis keys are under QUEUE_PREFIX (default REDIS_KEY_PREFIX + 'dosewise-queue'); a test run
 * without one gets a prefix of its own, removed when it ends, so parallel runs never meet.
 */
import { randomBytes } from 'node:crypto'
import type { ApplicationService } from '@adonisjs/core/types'

const HOUR_MS = 60 * 60_000

export default class QueueProvider {
  #ownTestPrefix = false

  constructor(protected app: ApplicationService) {}

  async boot() {
    await import('#services/queue/jobs')
    const { queue } = await import('#services/queue/queue')
    const { setQueueDepthSource } = await import('#services/observability/metrics')
    setQueueDepthSource(() => queue.depth())
    const { default: env } = await import('#start/env')
    const url = env.get('REDIS_URL')
    if (!url) return
    const { BullmqBackend } = await import('#services/queue/bullmq_backend')
    const environment = this.app.getEnvironment()
    let prefix = env.get('QUEUE_PREFIX') ?? `${env.get('REDIS_KEY_PREFIX') ?? ''}dosewise-queue`
    if (environment === 'test' && !env.get('QUEUE_PREFIX')) {
      prefix = `dw-test-${randomBytes(6).toString('hex')}`
      this.#ownTestPrefix = true
    }
    queue.useBackend(new BullmqBackend({ url, prefix, worker: ['web', 'test'].includes(environment) }))
  }

  async ready() {
    if (this.app.getEnvironment() !== 'web') return
    const { queue } = await import('#services/queue/queue')
    await queue.every('community.peer-insights', HOUR_MS)
    await queue.every('demo.purge', HOUR_MS)
  }

  async shutdown() {
    const { queue } = await import('#services/queue/queue')
    const { BullmqBackend } = await import('#services/queue/bullmq_backend')
    const backend = queue.backend
    if (this.#ownTestPrefix && backend instanceof BullmqBackend) await backend.removeAll()
    await queue.close()
  }
}
