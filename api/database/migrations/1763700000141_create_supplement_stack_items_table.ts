import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The person's supplement stack (issue 6, ADR 0010): one row per person and supplement, with
 * the id every device derives from both (sync-protocol's stackItemId), so two devices adding
 * the same supplement offline meet in one record. Removing is `active = false`.
 */
export default class extends BaseSchema {
  protected tableName = 'supplement_stack_items'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id', 36).notNullable().primary()
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('supplement_id').unsigned().notNullable().references('id').inTable('supplements').onDelete('RESTRICT').index()
      table.boolean('active').notNullable().defaultTo(true)
      table.string('dosage', 255).nullable()
      // 'HH:MM' on the person's own clock.
      table.string('time', 5).nullable()
      table.string('source', 20).notNullable().defaultTo('manual')
      // No foreign key: the plan's assessment may be deleted, the stack stays.
      table.string('assessment_id', 36).nullable()
      table.timestamp('started_at', { useTz: true }).notNullable()
      table.integer('version').notNullable().defaultTo(1)
      table.text('field_meta').notNullable().defaultTo('{}')
      table.timestamp('deleted_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.unique(['user_id', 'supplement_id'])
      table.index(['user_id', 'version'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
