import { BaseSchema } from '@adonisjs/lucid/schema'

/** The person's shift rota (issue 13): a JSON pattern and start day; null when they have none. */
export default class extends BaseSchema {
  protected tableName = 'reminder_settings'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.text('rota').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('rota')
    })
  }
}
