import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'supplement_reviews'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE').index()
      table.integer('supplement_id').unsigned().notNullable().references('id').inTable('supplements').onDelete('RESTRICT').index()
      // Stars, 1 to 5.
      table.integer('rating').notNullable()
      // Stars, 1 to 5, like rating.
      table.integer('effectiveness').nullable()
      table.text('side_effects').nullable()
      // Free text here (what the reviewer noticed), unlike the supplement's benefits list.
      table.text('benefits').nullable()
      // Days taken.
      table.integer('duration').nullable()
      table.boolean('would_recommend').nullable()
      table.boolean('is_anonymous').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
