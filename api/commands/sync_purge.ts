import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Sync housekeeping (ADR 0007): deletes tombstones past the retention period and push answers
 * older than 30 days. The server also runs it once at start; schedule this for long-lived ones.
 */
export default class SyncPurge extends BaseCommand {
  static commandName = 'sync:purge'
  static description = 'Delete sync tombstones past their retention period and old push answers'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { purgeTombstones } = await import('#services/sync/purge_service')
    const { tombstones, results } = await purgeTombstones(new Date())
    this.logger.info(`Purged ${tombstones} tombstone(s) and ${results} stored push answer(s)`)
  }
}
