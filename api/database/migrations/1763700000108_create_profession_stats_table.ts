import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'profession_stats'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('job_category', 255).notNullable().index()
      table.integer('supplement_id').unsigned().notNullable().references('id').inTable('supplements').onDelete('RESTRICT').index()
      // Percent of the profession's users taking it.
      table.integer('popularity_score').notNullable().defaultTo(0)
      // Stars from 0 to 5 with fractions (4.5); double is read back as a number on both engines.
      table.double('effectiveness_rating').notNullable().defaultTo(0)
      table.integer('user_count').notNullable().defaultTo(0)
      table.timestamp('last_updated', { useTz: true }).notNullable()
      table.unique(['job_category', 'supplement_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
