import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Recomputes the peer insights now (ADR 0032). The web process does it at start and hourly;
 * this is for a server started with fresh data, or to see the figures at once.
 */
export default class PeerInsightsRefresh extends BaseCommand {
  static commandName = 'peer-insights:refresh'
  static description = 'Recompute the peer insights by profession from people’s stacks and ratings'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { recomputePeerInsights } = await import('#services/community/peer_insights')
    const rows = await recomputePeerInsights()
    this.logger.info(`Peer insights: ${rows} supplement row(s) with at least the minimum group size`)
  }
}
