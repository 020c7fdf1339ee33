import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Stable keys for rows seeded from database/data (affiliate programs, forums, success
 * stories), so a re-seed updates them in place and ids never change. Null for rows users create.
 */
export default class extends BaseSchema {
  /**
   * SQLite drops a column by rebuilding the table, which its foreign-key check refuses while
   * other tables reference rows; knex turns the check off around the rebuild, which SQLite only
   * allows outside a transaction.
   */
  static disableTransactions = true

  async up() {
    for (const tableName of ['affiliate_programs', 'forums', 'success_stories']) {
      this.schema.alterTable(tableName, (table) => {
        table.string('slug', 150).nullable().unique()
      })
    }
  }

  async down() {
    for (const tableName of ['affiliate_programs', 'forums', 'success_stories']) {
      this.schema.alterTable(tableName, (table) => {
        table.dropUnique(['slug'])
      })
      this.schema.alterTable(tableName, (table) => {
        table.dropColumn('slug')
      })
    }
  }
}
