import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Demo accounts (issue 14, 'View Demo'): one per visitor, made by POST /api/auth/demo and
 * deleted with all their data once `demo_expires_at` has passed (services/demo/demo_purge.ts).
 * A real account is never a demo (`is_demo` false, no expiry), so the purge cannot reach it.
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.boolean('is_demo').notNullable().defaultTo(false).index()
      table.timestamp('demo_expires_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['is_demo'])
      table.dropColumn('demo_expires_at')
      table.dropColumn('is_demo')
    })
  }
}
