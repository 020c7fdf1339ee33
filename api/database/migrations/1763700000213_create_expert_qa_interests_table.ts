import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * 'Get Notified' on the Expert Q&A tab (ADR 0032): who asked to hear when it opens. One row per
 * person (unique), so asking twice changes nothing.
 */
export default class extends BaseSchema {
  protected tableName = 'expert_qa_interests'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().unique().references('id').inTable('users').onDelete('CASCADE')
      table.timestamp('created_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
