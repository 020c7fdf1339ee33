import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Forum posts and replies become synced records (issue 15, ADR 0031): written on the person's
 * device, offline too, with UUIDv7 ids, and pushed like any record; version, field metadata and
 * tombstones as every synced table has them (docs/architecture.md, "Adding a synced record").
 * Nothing wrote the old tables (integer ids; no posts are seeded), so they are replaced, not
 * converted.
 *
 * Not in the synced record (the registry never reads or writes them): `hidden_at`, set when
 * enough people reported the item and cleared when a moderator keeps it, and `removed_at`, set
 * when a moderator removes it. Likes and replies are counted, not stored as counters: a count
 * must leave out what is hidden or deleted, which a stored one would have to track.
 *
 * post_id keeps its cascade: deleting an account removes the replies under its posts (ADR 0028).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.dropTable('forum_replies')
    this.schema.dropTable('forum_posts')
    this.schema.createTable('forum_posts', (table) => {
      // notNullable: SQLite lets a non-integer primary key hold NULL otherwise.
      table.string('id', 36).notNullable().primary()
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('forum_id').unsigned().notNullable().references('id').inTable('forums').onDelete('CASCADE')
      table.string('title', 300).notNullable()
      table.text('content').notNullable()
      table.boolean('is_anonymous').notNullable().defaultTo(false)
      table.timestamp('hidden_at', { useTz: true }).nullable()
      table.timestamp('removed_at', { useTz: true }).nullable()
      table.integer('version').notNullable().defaultTo(1)
      table.text('field_meta').notNullable().defaultTo('{}')
      table.timestamp('deleted_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['user_id', 'version'])
      // The posting limit counts a person's recent posts.
      table.index(['user_id', 'created_at'])
      // A forum's threads, newest first.
      table.index(['forum_id', 'created_at'])
    })
    this.schema.createTable('forum_replies', (table) => {
      table.string('id', 36).notNullable().primary()
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('post_id', 36).notNullable().references('id').inTable('forum_posts').onDelete('CASCADE')
      table.text('content').notNullable()
      table.boolean('is_anonymous').notNullable().defaultTo(false)
      table.timestamp('hidden_at', { useTz: true }).nullable()
      table.timestamp('removed_at', { useTz: true }).nullable()
      table.integer('version').notNullable().defaultTo(1)
      table.text('field_meta').notNullable().defaultTo('{}')
      table.timestamp('deleted_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['user_id', 'version'])
      table.index(['user_id', 'created_at'])
      // A thread's replies, oldest first.
      table.index(['post_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('forum_replies')
    this.schema.dropTable('forum_posts')
    this.schema.createTable('forum_posts', (table) => {
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
    this.schema.createTable('forum_replies', (table) => {
      table.increments('id')
      table.integer('post_id').unsigned().notNullable().references('id').inTable('forum_posts').onDelete('CASCADE').index()
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE').index()
      table.text('content').notNullable()
      table.boolean('is_anonymous').notNullable().defaultTo(false)
      table.integer('likes_count').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
    })
  }
}
