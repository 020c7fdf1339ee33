/**
 * Brings the database up to date before the HTTP server listens: runs pending migrations and
 * the idempotent seed (reference data, and the demo account outside production), then the sync
 * purge (old tombstones and push answers; also `node ace sync:purge`). Runs for
 * `npm start` / `npm run dev` (the web environment) only; ace commands and tests manage the
 * database themselves. AUTO_MIGRATE=false turns it off (e.g. when a deploy step migrates).
 *
 * Several processes may start together on one PostgreSQL database (ADR 0039). Lucid's migrator
 * only *tries* its own advisory lock, so the second process would fail to start, and two seeds
 * at once would race on the same unique keys. So the whole setup runs under a blocking
 * transaction-level advisory lock, held by a transaction kept open on a connection of its own:
 * the second process waits, then finds nothing to migrate and nothing to seed. SQLite needs no
 * lock: one process per file is the supported deployment.
 */
import type { ApplicationService } from '@adonisjs/core/types'
import type { Database } from '@adonisjs/lucid/database'

/** The advisory lock key of the start-up setup ('dose' in ASCII; any constant would do). */
export const SETUP_LOCK_KEY = 0x646f7365

export default class DatabaseSetupProvider {
  constructor(protected app: ApplicationService) {}

  async start() {
    if (this.app.getEnvironment() !== 'web' || process.env.AUTO_MIGRATE === 'false') return

    const db = await this.app.container.make('lucid.db')
    if (db.connection().dialect.name !== 'postgres') return this.setUp(db)
    const lock = await db.transaction()
    try {
      await lock.rawQuery('select pg_advisory_xact_lock(?)', [SETUP_LOCK_KEY])
      await this.setUp(db, { disableLocks: true })
    } finally {
      await lock.commit()
    }
  }

  private async setUp(db: Database, options: { disableLocks?: boolean } = {}) {
    const { MigrationRunner } = await import('@adonisjs/lucid/migration')
    const migrator = new MigrationRunner(db, this.app, { direction: 'up', dryRun: false, ...options })
    await migrator.run()
    if (migrator.error) throw migrator.error

    const { seedDatabase } = await import('#services/seed_service')
    const logger = await this.app.container.make('logger')
    const result = await seedDatabase({ withDemoAccount: !this.app.inProduction })
    const reference = result.reference
    if ('problems' in reference) {
      logger.error(`Reference data not seeded, the files have problems:\n- ${reference.problems.join('\n- ')}`)
    } else {
      if (reference.missing.length) logger.warn(`Reference data files missing: ${reference.missing.join(', ')}`)
      if (reference.report) {
        const { created, updated, deleted, kept } = reference.report
        logger.info(`Reference data ${reference.version}: ${created} created, ${updated} updated, ${deleted} deleted`)
        for (const line of kept) logger.warn(`Reference row kept although gone from the files: ${line}`)
      }
    }
    if (result.demo) {
      logger.info(`Demo account: ${result.demo.email} / ${result.demo.password}`)
    }

    const { purgeTombstones } = await import('#services/sync/purge_service')
    const purged = await purgeTombstones(new Date())
    if (purged.tombstones || purged.results) {
      logger.info(`Sync: purged ${purged.tombstones} tombstone(s) and ${purged.results} old push answer(s)`)
    }
  }
}
