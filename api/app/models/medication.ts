import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonList } from '#models/column_adapters'

/** A generic medication, its brand names and the classes (by name) it belongs to. */
export default class Medication extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column(jsonList)
  declare aliases: string[]

  @column(jsonList)
  declare classes: string[]
}
