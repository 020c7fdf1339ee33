import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * User-owned and creatable offline: UUIDv7 id, sync version and tombstone (docs/architecture.md, ADR 0007).
 */
export default class extends BaseSchema {
  protected tableName = 'prescriptions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      // UUIDv7 from the client (or the server). notNullable: SQLite lets a non-integer primary
      // key hold NULL otherwise.
      table.string('id', 36).notNullable().primary()
      // The (user_id, version) index below also serves this foreign key.
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('medication_name', 200).notNullable()
      // Everything but the medication name is optional on the prescription form (spec §5).
      table.string('dosage', 255).nullable()
      table.string('frequency', 255).nullable()
      table.string('prescribed_by', 255).nullable()
      table.timestamp('start_date', { useTz: true }).nullable()
      table.timestamp('end_date', { useTz: true }).nullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.text('notes').nullable()
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
