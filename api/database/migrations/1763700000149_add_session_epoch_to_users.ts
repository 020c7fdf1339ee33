import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * users.session_epoch: bumped when every session of the user must end (password reset or
 * change, a social sign-in taking over an unverified account, "sign out everywhere"). A session
 * remembers the epoch it was signed in at and stops working once they differ, whatever store
 * holds it (app/services/auth/epoch_user_provider.ts).
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('session_epoch').notNullable().defaultTo(0)
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('session_epoch')
    })
  }
}
