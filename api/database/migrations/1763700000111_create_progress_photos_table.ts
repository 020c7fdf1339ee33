import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'progress_photos'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE').index()
      // Nullable, SET NULL: the photo is the user's own content and outlives the assessment it
      // was taken for.
      table.string('assessment_id', 36).nullable().references('id').inTable('assessments').onDelete('SET NULL').index()
      table.string('photo_url', 500).notNullable()
      table.string('photo_type', 50).nullable()
      table.text('notes').nullable()
      table.timestamp('taken_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
