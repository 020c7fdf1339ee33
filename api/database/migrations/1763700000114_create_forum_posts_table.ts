import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'forum_posts'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('forum_id').unsigned().notNullable().references('id').inTable('forums').onDelete('CASCADE').index()
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE').index()
      table.string('title', 300).notNullable()
      table.text('content').notNullable()
      table.boolean('is_anonymous').notNullable().defaultTo(false)
      table.integer('likes_count').notNullable().defaultTo(0)
      table.integer('replies_count').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
