import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * AI insights become synced records (issue 13, ADR 0023): computed on the person's device from
 * their own entries, stored here through sync so GET /api/ai-insights can list them. The id is
 * fixed by the person and the insight's subject (sync-protocol's aiInsightId). The old table,
 * with integer ids, was never written by anything, so it is replaced, not converted.
 */
export default class extends BaseSchema {
  protected tableName = 'ai_insights'

  async up() {
    this.schema.dropTable(this.tableName)
    this.schema.createTable(this.tableName, (table) => {
      table.string('id', 36).notNullable().primary()
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      // What it is about: 'link:<supplementId>:<outcome>' or 'trend:<outcome>'.
      table.string('key', 100).notNullable()
      // timing, dosage, interaction, trend or other.
      table.string('type', 20).notNullable()
      table.string('title', 200).notNullable()
      table.text('insight').notNullable()
      // 0 to 100.
      table.integer('confidence').notNullable()
      table.boolean('action_required').notNullable().defaultTo(false)
      table.boolean('is_read').notNullable().defaultTo(false)
      table.integer('version').notNullable().defaultTo(1)
      table.text('field_meta').notNullable().defaultTo('{}')
      table.timestamp('deleted_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['user_id', 'created_at'])
      table.index(['user_id', 'version'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('type', 255).notNullable()
      table.string('title', 200).notNullable()
      table.text('insight').notNullable()
      table.integer('confidence').notNullable()
      table.boolean('action_required').notNullable().defaultTo(false)
      table.boolean('is_read').notNullable().defaultTo(false)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['user_id', 'is_read'])
    })
  }
}
