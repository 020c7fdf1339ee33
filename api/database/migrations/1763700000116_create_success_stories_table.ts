import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'success_stories'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE').index()
      table.string('title', 300).notNullable()
      table.text('story').notNullable()
      table.string('before_photo_url', 500).nullable()
      table.string('after_photo_url', 500).nullable()
      table.text('supplements_used').notNullable().defaultTo('[]')
      // Weeks; null shows 'Recently'.
      table.integer('duration').nullable()
      // Private and anonymous until the author chooses otherwise (spec §9).
      table.boolean('is_public').notNullable().defaultTo(false)
      table.boolean('is_anonymous').notNullable().defaultTo(true)
      table.integer('likes_count').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['is_public', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
