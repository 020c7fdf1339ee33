/**
 * Recomputes the peer insights (services/community/peer_insights.ts, ADR 0032) when the web
 * process is ready and then every hour, like the demo purge (demo_purge_provider.ts). Several
 * processes may run it: each run replaces the table whole, one after the other. Tests call the
 * recomputation directly; `node ace peer-insights:refresh` runs it by hand.
 */
import type { ApplicationService } from '@adonisjs/core/types'

const HOUR_MS = 60 * 60_000

export default class PeerInsightsProvider {
  #timer: NodeJS.Timeout | null = null
  #running: Promise<unknown> | null = null

  constructor(protected app: ApplicationService) {}

  async ready() {
    if (this.app.getEnvironment() !== 'web') return
    const { recomputePeerInsights } = await import('#services/community/peer_insights')
    const logger = await this.app.container.make('logger')
    const run = () => {
      if (this.#running) return
      this.#running = recomputePeerInsights()
        .catch((error) => logger.error({ err: error }, 'peer insights recomputation failed'))
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
