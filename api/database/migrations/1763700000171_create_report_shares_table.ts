import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every report a person sent to a provider (issue 14, 'Share Report'): to whom, which report,
 * which file (its name, size and SHA-256, so what was sent can be recognised later) and when.
 * Server-owned, not synced. provider_id keeps the provider's id even after the provider is
 * deleted and purged, so no foreign key; the rows go with the user.
 */
export default class extends BaseSchema {
  protected tableName = 'report_shares'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id').notNullable()
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('provider_id', 36).notNullable()
      // supplements, lab-trends, interactions or wellness.
      table.string('kind', 20).notNullable()
      table.string('recipient', 255).notNullable()
      table.string('filename', 255).notNullable()
      table.integer('bytes').notNullable()
      table.string('sha256', 64).notNullable()
      table.timestamp('sent_at', { useTz: true }).notNullable()
      table.index(['user_id', 'sent_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
