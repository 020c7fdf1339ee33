import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Reports of forum posts and replies (issue 15, ADR 0031): one per person per item (the unique
 * keys), with a reason. `resolved_at` and `decision` ('keep' or 'remove') are the moderator's;
 * a resolved report still stops its author reporting the item again, but no longer counts
 * toward hiding it. Exactly one of post_id and reply_id is set.
 */
export default class extends BaseSchema {
  protected tableName = 'forum_reports'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('post_id', 36).nullable().references('id').inTable('forum_posts').onDelete('CASCADE')
      table.string('reply_id', 36).nullable().references('id').inTable('forum_replies').onDelete('CASCADE')
      // spam, harassment, unsafe-advice, off-topic or other.
      table.string('reason', 20).notNullable()
      table.text('details').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('resolved_at', { useTz: true }).nullable()
      table.string('decision', 10).nullable()
      table.unique(['user_id', 'post_id'])
      table.unique(['user_id', 'reply_id'])
      table.index(['post_id', 'resolved_at'])
      table.index(['reply_id', 'resolved_at'])
      table.index(['resolved_at'])
      table.check('(?? is null) <> (?? is null)', ['post_id', 'reply_id'], 'forum_reports_one_item')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
