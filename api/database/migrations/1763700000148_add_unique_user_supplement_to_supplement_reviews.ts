import { BaseSchema } from '@adonisjs/lucid/schema'

const INDEX = 'supplement_reviews_user_id_supplement_id_unique'

/**
 * One review per person per supplement: a second review by the same person replaces the first
 * (supplement_reviews_service.ts), and this index is what makes that hold when two first
 * reviews arrive at once — the loser of the race gets a unique violation and updates instead.
 */
export default class extends BaseSchema {
  protected tableName = 'supplement_reviews'

  async up() {
    // No endpoint wrote reviews before this index existed, so duplicates can only come from
    // hand-made rows; keep each person's newest one rather than fail the start-up migration.
    this.defer(async (db) => {
      await db.rawQuery(
        `delete from supplement_reviews where id not in (
           select max(id) from supplement_reviews group by user_id, supplement_id
         )`
      )
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.unique(['user_id', 'supplement_id'], { indexName: INDEX })
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropUnique(['user_id', 'supplement_id'], INDEX)
    })
  }
}
