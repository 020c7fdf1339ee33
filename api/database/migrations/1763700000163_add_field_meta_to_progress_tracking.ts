import { BaseSchema } from '@adonisjs/lucid/schema'

/** Weekly check-ins become a synced record (issue 13): the per-field metadata the merge rules keep. */
export default class extends BaseSchema {
  protected tableName = 'progress_tracking'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.text('field_meta').notNullable().defaultTo('{}')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('field_meta')
    })
  }
}
