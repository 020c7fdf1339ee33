import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'drug_interactions'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      // established | probable | theoretical
      table.string('evidence', 20).nullable()
      table.text('sources').notNullable().defaultTo('[]')
      // A (medication, supplement) pair is stated once; it is also the seed's natural key.
      table.unique(['medication_name', 'supplement_name'])
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropUnique(['medication_name', 'supplement_name'])
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('evidence')
      table.dropColumn('sources')
    })
  }
}
