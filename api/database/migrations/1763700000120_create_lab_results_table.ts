import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * User-owned and creatable offline: UUIDv7 id, sync version and tombstone (docs/architecture.md, ADR 0007).
 */
export default class extends BaseSchema {
  protected tableName = 'lab_results'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      // UUIDv7 from the client (or the server). notNullable: SQLite lets a non-integer primary
      // key hold NULL otherwise.
      table.string('id', 36).notNullable().primary()
      // The (user_id, tested_at) and (user_id, version) indexes below also serve this foreign key.
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('test_name', 200).notNullable()
      // Text: results such as '<0.5' or 'positive' are not numbers.
      table.string('value', 100).notNullable()
      table.string('unit', 255).nullable()
      table.string('reference_range', 255).nullable()
      // low, normal or high; optional (spec §5).
      table.string('status', 255).nullable()
      table.timestamp('tested_at', { useTz: true }).notNullable()
      table.integer('version').notNullable().defaultTo(1)
      table.timestamp('deleted_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['user_id', 'tested_at'])
      table.index(['user_id', 'version'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
