import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One row per user. Creatable offline (a device writes the first settings): UUIDv7 id, sync
 * version and tombstone (docs/architecture.md, ADR 0007).
 */
export default class extends BaseSchema {
  protected tableName = 'reminder_settings'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      // UUIDv7 from the client (or the server). notNullable: SQLite lets a non-integer primary
      // key hold NULL otherwise.
      table.string('id', 36).notNullable().primary()
      // The unique index also serves this foreign key.
      table.integer('user_id').unsigned().notNullable().unique().references('id').inTable('users').onDelete('CASCADE')
      table.boolean('supplement_reminders').notNullable().defaultTo(true)
      table.boolean('progress_check_ins').notNullable().defaultTo(true)
      table.boolean('interaction_alerts').notNullable().defaultTo(true)
      table.text('reminder_times').notNullable().defaultTo('[]')
      table.integer('version').notNullable().defaultTo(1)
      table.timestamp('deleted_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['user_id', 'version'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
