import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Appointments with a healthcare provider (issue 14): a synced record, made on the device
 * (offline too): UUIDv7 id, sync version, field metadata and tombstone (docs/architecture.md,
 * "Adding a synced record").
 *
 * provider_id has no foreign key on purpose: the provider is one of the person's own records,
 * checked by the registry's `references` rule when the appointment is written, and providers are
 * tombstoned then purged (services/sync/purge_service.ts) — a cascade would remove appointments
 * without the tombstones other devices need, and a restriction would stop the purge.
 */
export default class extends BaseSchema {
  protected tableName = 'appointments'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      // notNullable: SQLite lets a non-integer primary key hold NULL otherwise.
      table.string('id', 36).notNullable().primary()
      // The (user_id, version) index below also serves this foreign key.
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('provider_id', 36).notNullable()
      table.timestamp('starts_at', { useTz: true }).notNullable()
      // 5 to 480.
      table.integer('duration_minutes').notNullable().defaultTo(30)
      table.text('reason').nullable()
      table.string('location', 255).nullable()
      // Minutes before the start, 0 to 10080; null: no reminder.
      table.integer('reminder_minutes_before').nullable()
      table.integer('version').notNullable().defaultTo(1)
      table.text('field_meta').notNullable().defaultTo('{}')
      table.timestamp('deleted_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['user_id', 'version'])
      // Lists (newest first) and the reminder scheduler's "due now" both read by start.
      table.index(['user_id', 'starts_at'])
      table.index(['starts_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
