import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * users.suspended_at (issue 16, ADR 0034): set by an administrator. A suspended account cannot
 * sign in and its sessions end when it is suspended (the session epoch moves on); clearing it
 * lets the person sign in again.
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('suspended_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('suspended_at')
    })
  }
}
