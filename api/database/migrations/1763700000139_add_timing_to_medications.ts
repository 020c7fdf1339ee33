import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * When a medicine's label fixes the time it is taken (thyroid medicine and bisphosphonates on
 * waking, on an empty stomach): the daily timetable places it there and spaces supplements
 * around it. JSON in text like the other reference fields; null for most medicines.
 */
export default class extends BaseSchema {
  protected tableName = 'medications'
  /** See 1763700000126: SQLite's column drop rebuilds the table outside a transaction. */
  static disableTransactions = true

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.text('timing').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('timing')
    })
  }
}
