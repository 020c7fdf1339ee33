import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A recommendation is computed with its assessment, offline on the device or by the server, so it
 * gets a UUID like the assessment it belongs to (the server's recompute is authoritative).
 */
export default class extends BaseSchema {
  protected tableName = 'recommendations'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id', 36).notNullable().primary()
      table.string('assessment_id', 36).notNullable().references('id').inTable('assessments').onDelete('CASCADE').index()
      table.integer('supplement_id').unsigned().notNullable().references('id').inTable('supplements').onDelete('RESTRICT').index()
      table.string('priority', 255).notNullable()
      table.text('reasoning').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
