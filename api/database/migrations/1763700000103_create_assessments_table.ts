import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * User-owned and creatable offline: UUIDv7 id, sync version and tombstone (docs/architecture.md, ADR 0007).
 */
export default class extends BaseSchema {
  protected tableName = 'assessments'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      // UUIDv7 from the client (or the server). notNullable: SQLite lets a non-integer primary
      // key hold NULL otherwise.
      table.string('id', 36).notNullable().primary()
      // Nullable: a visitor may take the assessment before signing up (spec §6).
      // The (user_id, version) index below also serves this foreign key.
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('job_category', 255).notNullable()
      table.string('stress_level', 255).notNullable()
      table.string('work_hours', 255).notNullable()
      table.text('current_medications').nullable()
      table.text('current_supplements').nullable()
      table.text('allergies').nullable()
      table.string('age_range', 255).notNullable()
      table.string('exercise_frequency', 255).notNullable()
      table.text('hobbies').notNullable().defaultTo('[]')
      table.string('sleep_quality', 255).notNullable()
      table.string('diet_type', 255).notNullable()
      table.text('health_goals').notNullable().defaultTo('[]')
      table.string('budget_range', 255).notNullable()
      table.text('additional_notes').nullable()
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
