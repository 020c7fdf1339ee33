import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * User-owned and creatable offline: UUIDv7 id, sync version and tombstone (docs/architecture.md, ADR 0007).
 */
export default class extends BaseSchema {
  protected tableName = 'journal_entries'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      // UUIDv7 from the client (or the server). notNullable: SQLite lets a non-integer primary
      // key hold NULL otherwise.
      table.string('id', 36).notNullable().primary()
      // The (user_id, date) and (user_id, version) indexes below also serve this foreign key.
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.timestamp('date', { useTz: true }).notNullable().defaultTo(this.now())
      table.string('mood', 255).notNullable()
      table.string('energy', 255).notNullable()
      table.string('sleep', 255).notNullable()
      table.string('stress', 255).notNullable()
      table.text('notes').nullable()
      table.text('supplements_taken').notNullable().defaultTo('[]')
      table.integer('version').notNullable().defaultTo(1)
      table.timestamp('deleted_at', { useTz: true }).nullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['user_id', 'date'])
      table.index(['user_id', 'version'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
