import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Doses the person acted on (issue 13): one row per person, supplement, day and time, with the
 * id every device derives from them (sync-protocol's doseId), so two devices marking the same
 * dose meet in one record. Undoing a mark deletes it (a tombstone).
 */
export default class extends BaseSchema {
  protected tableName = 'dose_logs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id', 36).notNullable().primary()
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('supplement_id').unsigned().notNullable().references('id').inTable('supplements').onDelete('RESTRICT').index()
      // The day and 'HH:MM' on the person's own clock; time null: any time of the day.
      table.string('date', 10).notNullable()
      table.string('time', 5).nullable()
      table.string('status', 10).notNullable()
      table.timestamp('snoozed_until', { useTz: true }).nullable()
      table.timestamp('recorded_at', { useTz: true }).notNullable()
      table.integer('version').notNullable().defaultTo(1)
      table.text('field_meta').notNullable().defaultTo('{}')
      table.timestamp('deleted_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['user_id', 'date'])
      table.index(['user_id', 'version'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
