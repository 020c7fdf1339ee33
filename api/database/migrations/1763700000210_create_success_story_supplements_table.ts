import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The catalogue supplements a success story links (ADR 0032), in the order the author listed
 * them. The story's `supplements_used` keeps the names as they read when it was written, for
 * the list; these rows are what ties them to the catalogue. A supplement leaving the catalogue
 * takes its links with it, the name stays in the story.
 */
export default class extends BaseSchema {
  protected tableName = 'success_story_supplements'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('success_story_id').unsigned().notNullable().references('id').inTable('success_stories').onDelete('CASCADE')
      table.integer('supplement_id').unsigned().notNullable().references('id').inTable('supplements').onDelete('CASCADE').index()
      table.integer('position').notNullable()
      table.unique(['success_story_id', 'supplement_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
