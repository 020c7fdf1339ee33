import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'calendar_integrations'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE').index()
      table.string('provider', 255).notNullable()
      // Encrypted at rest (text: ciphertext is longer than the token): see the model. Nullable:
      // the user can revoke access while the integration row stays.
      table.text('access_token').nullable()
      table.text('refresh_token').nullable()
      // The calendar's id at the provider, not a row of ours.
      table.string('calendar_id', 255).nullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
