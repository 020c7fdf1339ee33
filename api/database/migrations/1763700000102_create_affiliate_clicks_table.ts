import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'affiliate_clicks'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // SET NULL, not CASCADE: a click can be anonymous, and it is the record of a commission
      // owed by the partner; deleting the account removes the link to the person, not the sale.
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL').index()
      table.integer('supplement_id').unsigned().notNullable().references('id').inTable('supplements').onDelete('RESTRICT').index()
      // Nullable: a supplement's product link need not go through a partner programme.
      table
        .integer('affiliate_program_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('affiliate_programs')
        .onDelete('SET NULL')
        .index()
      table.text('clicked_url').notNullable()
      table.string('ip_address', 45).nullable()
      table.text('user_agent').nullable()
      table.text('referrer').nullable()
      table.boolean('converted').notNullable().defaultTo(false)
      // Cents, once the partner reports a sale.
      table.integer('conversion_value').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
