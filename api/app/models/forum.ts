import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { booleanColumn } from '#models/column_adapters'

export default class Forum extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  /** Stable key of a row seeded from database/data; null for rows created by users. */
  @column()
  declare slug: string | null

  @column()
  declare name: string

  @column()
  declare description: string | null

  /** Null: a forum for every profession (shown as 'General'). */
  @column()
  declare jobCategory: string | null

  @column(booleanColumn)
  declare isActive: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
