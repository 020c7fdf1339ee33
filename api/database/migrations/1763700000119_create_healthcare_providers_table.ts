import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * User-owned and creatable offline: UUIDv7 id, sync version and tombstone (docs/architecture.md, ADR 0007).
 */
export default class extends BaseSchema {
  protected tableName = 'healthcare_providers'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      // UUIDv7 from the client (or the server). notNullable: SQLite lets a non-integer primary
      // key hold NULL otherwise.
      table.string('id', 36).notNullable().primary()
      // The (user_id, version) index below also serves this foreign key.
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('provider_name', 200).notNullable()
      // Email, phone, specialty and notes are optional on the provider form (spec §5).
      table.string('email', 255).nullable()
      table.string('phone', 255).nullable()
      table.string('specialty', 255).nullable()
      table.text('notes').nullable()
      table.boolean('is_active').notNullable().defaultTo(true)
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
