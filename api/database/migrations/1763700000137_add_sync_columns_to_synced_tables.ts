import { BaseSchema } from '@adonisjs/lucid/schema'

const SYNCED_TABLES = ['journal_entries', 'lab_results', 'prescriptions', 'healthcare_providers', 'reminder_settings', 'notifications']

/**
 * Sync protocol v1 columns (ADR 0007):
 * - `field_meta` on every synced table: per field, the version at which it last changed, the
 *   client that changed it and the last-writer-wins stamp (sync-protocol's FieldMeta), as JSON.
 * - notifications are made by the server with integer ids, but their read state is written by
 *   the user through sync, so they get a `version` (and `updated_at`) like the other records.
 * - `conflict_of` on journal entries: a conflict copy points to the entry whose concurrent edit
 *   it preserves. No foreign key: the original may be deleted and later purged.
 */
export default class extends BaseSchema {
  /**
   * SQLite drops a column by rebuilding the table, which its foreign-key check refuses while
   * other tables reference rows; knex turns the check off around the rebuild, which SQLite only
   * allows outside a transaction.
   */
  static disableTransactions = true

  async up() {
    for (const tableName of SYNCED_TABLES) {
      this.schema.alterTable(tableName, (table) => {
        table.text('field_meta').notNullable().defaultTo('{}')
      })
    }
    this.schema.alterTable('notifications', (table) => {
      table.integer('version').notNullable().defaultTo(0)
      // Nullable: SQLite cannot add a column whose default is the current time; every write sets it.
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['user_id', 'version'])
    })
    this.schema.alterTable('journal_entries', (table) => {
      table.string('conflict_of', 36).nullable()
    })
  }

  async down() {
    this.schema.alterTable('journal_entries', (table) => {
      table.dropColumn('conflict_of')
    })
    this.schema.alterTable('notifications', (table) => {
      table.dropIndex(['user_id', 'version'])
    })
    this.schema.alterTable('notifications', (table) => {
      table.dropColumn('version')
      table.dropColumn('updated_at')
    })
    for (const tableName of SYNCED_TABLES) {
      this.schema.alterTable(tableName, (table) => {
        table.dropColumn('field_meta')
      })
    }
  }
}
