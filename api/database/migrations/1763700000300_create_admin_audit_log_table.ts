import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What administrators did (issue 16, ADR 0034): one row per action — role change, suspension,
 * export, clear cache, backup, flag change, catalogue edits. `user_id` is the admin who acted
 * (the person whose data the row is); `details` is JSON text (which user, which flag, …).
 * Deleting the admin's account deletes their rows, as for every table with a `user_id`.
 */
export default class extends BaseSchema {
  protected tableName = 'admin_audit_log'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('action', 60).notNullable()
      table.text('details').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['created_at', 'id'])
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
