import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every partner postback applied to an order (ADR 0033): its event id is unique, so a postback
 * sent again (a retry, or a replay of a captured one) is answered from here and changes nothing.
 * The person's data (user_id): it goes with their account.
 */
export default class extends BaseSchema {
  protected tableName = 'affiliate_postbacks'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id').notNullable()
      // The partner's own id of the event (affiliateConversionSchema: at most 100 characters).
      table.string('event_id', 100).notNullable().unique()
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('order_id').unsigned().notNullable().references('id').inTable('supplement_orders').onDelete('CASCADE').index()
      table.string('click_id', 36).notNullable()
      // confirmed, shipped, delivered or cancelled.
      table.string('status', 50).notNullable()
      // Cents, as reported (null: not given).
      table.integer('conversion_value').nullable()
      table.timestamp('received_at', { useTz: true }).notNullable()
      table.index(['user_id', 'received_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
