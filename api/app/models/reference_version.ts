import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** The reference-data version the database holds (one row). */
export default class ReferenceVersion extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare version: string

  @column.dateTime({ autoCreate: true })
  declare seededAt: DateTime
}
