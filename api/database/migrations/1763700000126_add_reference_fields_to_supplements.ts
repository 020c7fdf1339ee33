import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What the curated knowledge base (database/data/supplements.json) says beyond the spec's
 * columns. Structured values are JSON in text, the same on SQLite and PostgreSQL.
 */
export default class extends BaseSchema {
  protected tableName = 'supplements'
  /**
   * SQLite drops a column by rebuilding the table, which its foreign-key check refuses while
   * other tables reference rows; knex turns the check off around the rebuild, which SQLite only
   * allows outside a transaction.
   */
  static disableTransactions = true

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      // Nullable so the column can be added to a table with rows; the seed always fills it.
      table.string('slug', 100).nullable().unique()
      table.text('upper_limit').nullable()
      table.text('timing_rules').nullable()
      table.text('evidence').notNullable().defaultTo('[]')
      table.text('sources').notNullable().defaultTo('[]')
      table.text('goals').notNullable().defaultTo('[]')
      table.text('diets').notNullable().defaultTo('[]')
      table.text('professions').notNullable().defaultTo('[]')
      // False for items kept only for interaction checks (St. John's Wort, kava, …).
      table.boolean('recommendable').notNullable().defaultTo(true)
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropUnique(['slug'])
    })
    this.schema.alterTable(this.tableName, (table) => {
      for (const column of [
        'slug',
        'upper_limit',
        'timing_rules',
        'evidence',
        'sources',
        'goals',
        'diets',
        'professions',
        'recommendable',
      ]) {
        table.dropColumn(column)
      }
    })
  }
}
