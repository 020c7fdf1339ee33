import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('email', 255).notNullable().unique()
      table.string('username', 50).notNullable().unique()
      // Nullable: an account created through social sign-in has no password until it sets one.
      table.string('password', 255).nullable()
      table.string('first_name', 100).nullable()
      table.string('last_name', 100).nullable()
      table.string('profile_image', 500).nullable()
      table.boolean('email_verified').notNullable().defaultTo(false)
      // Tokens are stored as SHA-256 hashes: a database leak does not hand out working links.
      table.string('verification_token', 64).nullable().index()
      table.string('reset_token', 64).nullable().index()
      table.timestamp('reset_token_expiry', { useTz: true }).nullable()
      table.string('role', 20).notNullable().defaultTo('user')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
