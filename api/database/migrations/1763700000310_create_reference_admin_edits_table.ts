import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Reference data edited by administrators (issue 16, ADR 0035). `reference_admin_edits` holds
 * each edited or added supplement and interaction as a whole record in the files' shape, keyed
 * like the seeder keys it (a supplement by slug, an interaction by its normalised pair); every
 * seed lays them over the files. `reference_admin_revision` (one row) counts admin changes: the
 * served version is the files' version hashed with it, so every change gives a new version.
 * Neither is a person's data: no `user_id` (the audit log says who did what).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('reference_admin_edits', (table) => {
      table.increments('id')
      table.string('kind', 20).notNullable()
      table.string('record_key', 600).notNullable()
      table.text('record').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.unique(['kind', 'record_key'])
    })
    this.schema.createTable('reference_admin_revision', (table) => {
      table.integer('id').primary()
      table.integer('revision').notNullable().defaultTo(0)
    })
    this.defer(async (db) => {
      await db.table('reference_admin_revision').insert({ id: 1, revision: 0 })
    })
  }

  async down() {
    this.schema.dropTable('reference_admin_revision')
    this.schema.dropTable('reference_admin_edits')
  }
}
