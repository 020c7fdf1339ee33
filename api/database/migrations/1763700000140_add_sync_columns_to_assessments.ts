import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Assessments travel through sync (issue 6, ADR 0010): `field_meta` like every synced table
 * (ADR 0007), and `plan`, the recommendation engine's plan the server computed for it (JSON in
 * text; null for a visitor's assessment until computed, which happens at once).
 */
export default class extends BaseSchema {
  protected tableName = 'assessments'
  /** See 1763700000137: SQLite's column drop rebuilds the table outside a transaction. */
  static disableTransactions = true

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.text('field_meta').notNullable().defaultTo('{}')
      table.text('plan').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('field_meta')
      table.dropColumn('plan')
    })
  }
}
