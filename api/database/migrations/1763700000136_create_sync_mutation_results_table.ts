import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The answers given to pushed mutations, stored in the transaction that applied them, so a
 * replay (seq <= last_seq) gets the same answer verbatim. One row per applied batch, covering
 * seq..last_seq (a row per mutation doubled the writes of a 500-mutation push). Kept at least
 * 30 days (ADR 0007).
 */
export default class extends BaseSchema {
  protected tableName = 'sync_mutation_results'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('client_id', 36).notNullable().references('client_id').inTable('sync_clients').onDelete('CASCADE')
      // The first and last seq the row answers.
      table.integer('seq').notNullable()
      table.integer('last_seq').notNullable()
      // The MutationResults of seq..last_seq, in order, as a JSON array (the same on SQLite and PostgreSQL).
      table.text('results').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.primary(['client_id', 'seq'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
