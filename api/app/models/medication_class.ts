import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonList } from '#models/column_adapters'

/** A medication class ("Anticoagulants"); its aliases are the words people type for it. */
export default class MedicationClass extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare slug: string

  @column()
  declare name: string

  @column(jsonList)
  declare aliases: string[]
}
