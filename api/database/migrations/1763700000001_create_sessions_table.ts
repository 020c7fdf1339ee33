import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The spec's sessions table (sid, sess, expire) in the shape the AdonisJS database session
 * store reads and writes: id (the sid), data (the serialised session), expires_at; user_id lets
 * the store tag a user's sessions.
 */
export default class extends BaseSchema {
  protected tableName = 'sessions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id').primary()
      table.text('data').notNullable()
      table.string('user_id').nullable().index()
      table.timestamp('expires_at', { useTz: true }).notNullable().index()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
