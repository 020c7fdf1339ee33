import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'drug_interactions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('medication_name', 255).notNullable().index()
      table.string('supplement_name', 255).notNullable().index()
      // major, moderate or minor.
      table.string('interaction_type', 255).notNullable()
      table.text('description').notNullable()
      table.text('recommendation').notNullable()
      table.index(['medication_name', 'supplement_name'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
