import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The job queue's dead letters (ADR 0037): a job that failed its last attempt (or could never
 * succeed) is kept here, on either backend, for the System tab to retry or discard. `payload` is
 * the job's JSON payload — ids, no secrets. `user_id` is the person the job was about, when
 * there is one, so the account export and deletion cover the row (ADR 0028).
 */
export default class extends BaseSchema {
  protected tableName = 'queue_dead_jobs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 80).notNullable()
      table.text('payload').notNullable()
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('error_code', 80).nullable()
      table.text('error_message').notNullable()
      table.integer('attempts').notNullable()
      table.timestamp('failed_at', { useTz: true }).notNullable()
      table.index(['failed_at', 'id'])
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
