import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One row per user for sync protocol v1 (ADR 0007). `version` is the per-user change
 * counter: every write to a synced record takes the row's lock, adds one and stamps the record
 * with the result in the same transaction, so versions commit in order and a pull cursor never
 * skips a row. `purged_through` is the highest version of any tombstone purged so far: a cursor
 * below it may have missed a deletion and answers 410.
 */
export default class extends BaseSchema {
  protected tableName = 'sync_user_states'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.integer('user_id').unsigned().notNullable().primary().references('id').inTable('users').onDelete('CASCADE')
      table.integer('version').notNullable().defaultTo(0)
      table.integer('purged_through').notNullable().defaultTo(0)
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
