import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Which version of the reference-data files the database holds: a single row, replaced by each
 * seed in the same transaction as the data. The seed skips its work when it matches the files.
 */
export default class extends BaseSchema {
  protected tableName = 'reference_versions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('version', 16).notNullable().unique()
      table.timestamp('seeded_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
