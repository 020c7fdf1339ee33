import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Likes of forum posts and replies (issue 15, ADR 0031): online-only, one per person per item
 * (the unique keys), counted when read. Exactly one of post_id and reply_id is set. The keys
 * cascade: a like goes with its item and with its person's account.
 */
export default class extends BaseSchema {
  protected tableName = 'forum_likes'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('post_id', 36).nullable().references('id').inTable('forum_posts').onDelete('CASCADE')
      table.string('reply_id', 36).nullable().references('id').inTable('forum_replies').onDelete('CASCADE')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['user_id', 'post_id'])
      table.unique(['user_id', 'reply_id'])
      table.index(['post_id'])
      table.index(['reply_id'])
      table.check('(?? is null) <> (?? is null)', ['post_id', 'reply_id'], 'forum_likes_one_item')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
