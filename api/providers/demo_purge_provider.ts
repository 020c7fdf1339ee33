/**
 * Deletes expired demo accounts (services/demo/demo_purge.ts) when the web process is ready and
 * then every hour, like the sync purge at start (database_setup_provider.ts) and the hourly
 * progress notifications (reminder_scheduler_provider.ts). Several processes may run it: a
 * demo deleted by one is simply not found by the next. Tests call the purge directly.
 */
import type { ApplicationService } from '@adonisjs/core/types'

const HOUR_MS = 60 * 60_000

export default class DemoPurgeProvider {
  #timer: NodeJS.Timeout | null = null
  #running: Promise<unknown> | null = null

  constructor(protected app: ApplicationService) {}

  async ready() {
    if (this.app.getEnvironment() !== 'web') return
    const { purgeExpiredDemos } = await import('#services/demo/demo_purge')
    const logger = await this.app.container.make('logger')
    const run = () => {
      if (this.#running) return
      this.#running = purgeExpiredDemos()
        .then((count) => {
          if (count > 0) logger.info(`Demo accounts: deleted ${count} expired`)
        })
        .catch((error) => logger.error({ err: error }, 'demo purge failed'))
        .finally(() => (this.#running = null))
    }
    this.#timer = setInterval(run, HOUR_MS)
    this.#timer.unref()
    run()
  }

  async shutdown() {
    if (this.#timer) clearInterval(this.#timer)
    await this.#running
  }
}
