import { BaseSchema } from '@adonisjs/lucid/schema'

/** The person's time zone for reminders and the calendar (issue 13); null: the device's own. */
export default class extends BaseSchema {
  protected tableName = 'reminder_settings'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('time_zone', 64).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('time_zone')
    })
  }
}
