import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One row per installed client (a per-user PWA database). Bound to the user of its first push;
 * `last_seq` is the highest mutation seq the server has processed for it, so a retried batch is
 * answered from sync_mutation_results instead of being applied twice.
 */
export default class extends BaseSchema {
  protected tableName = 'sync_clients'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('client_id', 36).notNullable().primary()
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE').index()
      table.integer('last_seq').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
