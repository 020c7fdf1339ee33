import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Feature flags (issue 16, ADR 0034): one row per switchable feature ('aiInsights', 'community',
 * 'shopping'). A feature with no row is on, so a fresh database has every feature on; who
 * changed a flag is in admin_audit_log (this table holds no one's data).
 */
export default class extends BaseSchema {
  protected tableName = 'feature_flags'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('key', 40).primary()
      table.boolean('enabled').notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
