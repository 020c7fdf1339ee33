import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'supplements'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 255).notNullable().unique()
      table.text('description').notNullable()
      // Lists are JSON arrays in text, the same on SQLite and PostgreSQL (jsonList adapter).
      table.text('benefits').notNullable().defaultTo('[]')
      table.string('dosage', 255).notNullable()
      table.string('timing', 255).notNullable()
      table.string('category', 255).notNullable().index()
      // Cents per month.
      table.integer('price').notNullable()
      // Optional in the spec; absent is stored as an empty list, never as null.
      table.text('interactions').notNullable().defaultTo('[]')
      table.text('contraindications').notNullable().defaultTo('[]')
      table.text('research').nullable()
      // Nullable: a supplement can be in the catalogue before any partner sells it.
      table
        .integer('affiliate_program_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('affiliate_programs')
        .onDelete('SET NULL')
        .index()
      table.text('product_url').nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
