import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Peer insights computed from people's own data (services/community/peer_insights.ts, ADR
 * 0032): per profession and supplement, how many people track it and how they rate it. Only
 * rows that keep k-anonymity (PEER_GROUP_MIN people) are ever written; the table is replaced
 * whole by each run. Aggregates of many people, no one's own data: no `user_id`.
 */
export default class extends BaseSchema {
  protected tableName = 'peer_insights'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('job_category', 100).notNullable()
      // Recomputed hourly: a supplement leaving the catalogue simply drops out.
      table.integer('supplement_id').unsigned().notNullable().references('id').inTable('supplements').onDelete('CASCADE').index()
      // People of the profession (the group), and of them those tracking the supplement.
      table.integer('group_size').notNullable()
      table.integer('people').notNullable()
      // Percent of the group, whole.
      table.integer('share').notNullable()
      table.integer('rating_count').notNullable().defaultTo(0)
      // Stars to one decimal; null when fewer than PEER_GROUP_MIN rated it.
      table.double('average_rating').nullable()
      table.timestamp('computed_at', { useTz: true }).notNullable()
      table.unique(['job_category', 'supplement_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
