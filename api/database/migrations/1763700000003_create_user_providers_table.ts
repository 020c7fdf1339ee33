import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'user_providers'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE').index()
      table.string('provider', 50).notNullable()
      table.string('provider_id', 255).notNullable()
      // Encrypted at rest (holds the provider's profile and tokens): see the UserProvider model.
      table.text('provider_data').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['provider', 'provider_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
