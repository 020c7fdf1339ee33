import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Weekly check-ins against an assessment. User-owned and creatable offline: UUIDv7 id, sync
 * version and tombstone (docs/architecture.md, ADR 0007).
 */
export default class extends BaseSchema {
  protected tableName = 'progress_tracking'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      // UUIDv7 from the client (or the server). notNullable: SQLite lets a non-integer primary
      // key hold NULL otherwise.
      table.string('id', 36).notNullable().primary()
      // The (user_id, version) index below also serves this foreign key.
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      // Nullable, SET NULL: a check-in is the user's own record and outlives the assessment
      // it counted weeks from (and a user may check in before taking one).
      table.string('assessment_id', 36).nullable().references('id').inTable('assessments').onDelete('SET NULL').index()
      table.integer('week_number').notNullable()
      // Scores out of 10; compliance in percent.
      table.integer('overall_wellbeing').notNullable()
      table.integer('energy_levels').notNullable()
      table.integer('sleep_quality').notNullable()
      table.integer('stress_levels').notNullable()
      table.integer('supplement_compliance').notNullable()
      table.text('notes').nullable()
      table.integer('version').notNullable().defaultTo(1)
      table.timestamp('deleted_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['user_id', 'version'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
