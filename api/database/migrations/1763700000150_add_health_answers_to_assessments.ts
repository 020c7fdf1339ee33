import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The assessment's optional structured health questions (issue 11): sex, pregnant / trying to
 * conceive / breastfeeding, and a short list of common conditions (a JSON list, like hobbies).
 * Rows written before them read as unanswered.
 */
export default class extends BaseSchema {
  protected tableName = 'assessments'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('sex', 32).nullable()
      table.string('reproductive_status', 32).nullable()
      table.text('health_conditions').notNullable().defaultTo('[]')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('sex')
      table.dropColumn('reproductive_status')
      table.dropColumn('health_conditions')
    })
  }
}
