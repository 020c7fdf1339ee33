import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'supplement_orders'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // The (user_id, ordered_at) index below also serves this foreign key.
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('supplement_id').unsigned().notNullable().references('id').inTable('supplements').onDelete('RESTRICT').index()
      table.integer('quantity').notNullable()
      // Cents, copied from the supplement when ordered: later price changes don't rewrite history.
      table.integer('price').notNullable()
      table.string('status', 50).notNullable().defaultTo('pending')
      table.string('order_url', 500).nullable()
      table
        .integer('affiliate_program_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('affiliate_programs')
        .onDelete('SET NULL')
        .index()
      table.timestamp('ordered_at', { useTz: true }).notNullable()
      table.index(['user_id', 'ordered_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
