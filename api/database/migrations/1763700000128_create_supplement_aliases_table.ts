import { BaseSchema } from '@adonisjs/lucid/schema'

/** What people type for a supplement ("fish oil", "coq10"); each alias names one supplement. */
export default class extends BaseSchema {
  protected tableName = 'supplement_aliases'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('alias', 255).notNullable().unique()
      table.integer('supplement_id').unsigned().notNullable().references('id').inTable('supplements').onDelete('CASCADE').index()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
