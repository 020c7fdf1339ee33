import { BaseSchema } from '@adonisjs/lucid/schema'

/** Classes people type ("blood thinner", "ssri"); interactions may be stated per class. */
export default class extends BaseSchema {
  protected tableName = 'medication_classes'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('slug', 100).notNullable().unique()
      table.string('name', 255).notNullable()
      table.text('aliases').notNullable().defaultTo('[]')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
