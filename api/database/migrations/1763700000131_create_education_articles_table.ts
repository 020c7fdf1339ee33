import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'education_articles'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('slug', 150).notNullable().unique()
      table.string('title', 300).notNullable()
      table.text('summary').notNullable()
      table.text('body').notNullable()
      table.text('tags').notNullable().defaultTo('[]')
      table.integer('reading_minutes').notNullable()
      table.text('sources').notNullable().defaultTo('[]')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
