import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Who liked which success story: one like per person and story (the unique index makes a
 * second like of the same story change nothing, even two at once). A story's count is its
 * `likes_count` (the seeded figure; 0 for people's stories) plus its rows here (ADR 0032).
 */
export default class extends BaseSchema {
  protected tableName = 'success_story_likes'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('success_story_id').unsigned().notNullable().references('id').inTable('success_stories').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE').index()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['success_story_id', 'user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
