import { BaseSchema } from '@adonisjs/lucid/schema'

const COLUMNS = ['ages', 'hobbies', 'not_for_diets', 'allergens', 'avoid_if', 'nutrients', 'lab_markers']

/**
 * What the recommendation engine reads beyond the first knowledge-base fields (ADR 0010): who a
 * supplement suits (ages, hobbies), who it does not (diets, allergens, conditions), the nutrient
 * amounts that count towards upper limits, and the lab tests that raise or rule it out, and whether it needs a low lab result at all.
 * JSON lists in text, like the other reference fields.
 */
export default class extends BaseSchema {
  protected tableName = 'supplements'
  /** See 1763700000126: SQLite's column drop rebuilds the table outside a transaction. */
  static disableTransactions = true

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      for (const column of COLUMNS) table.text(column).notNullable().defaultTo('[]')
      table.boolean('requires_low_lab').notNullable().defaultTo(false)
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      for (const column of [...COLUMNS, 'requires_low_lab']) table.dropColumn(column)
    })
  }
}
