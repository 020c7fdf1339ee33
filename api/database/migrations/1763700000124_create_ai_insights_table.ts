import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'ai_insights'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // The (user_id, is_read) index below also serves this foreign key.
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      // timing, dosage, interaction, trend or other.
      table.string('type', 255).notNullable()
      table.string('title', 200).notNullable()
      table.text('insight').notNullable()
      // 0 to 100.
      table.integer('confidence').notNullable()
      table.boolean('action_required').notNullable().defaultTo(false)
      table.boolean('is_read').notNullable().defaultTo(false)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['user_id', 'is_read'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
