import { BaseSchema } from '@adonisjs/lucid/schema'

/** Generic medication names with their brand names and the classes they belong to. */
export default class extends BaseSchema {
  protected tableName = 'medications'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 255).notNullable().unique()
      table.text('aliases').notNullable().defaultTo('[]')
      // Class names (medication_classes.name), JSON list.
      table.text('classes').notNullable().defaultTo('[]')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
