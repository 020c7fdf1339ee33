import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import { jsonList, booleanColumn } from '#models/column_adapters'

export default class SuccessStory extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  /** Stable key of a row seeded from database/data; null for rows created by users. */
  @column()
  declare slug: string | null

  @column()
  declare userId: number

  @column()
  declare title: string

  @column()
  declare story: string

  @column()
  declare beforePhotoUrl: string | null

  @column()
  declare afterPhotoUrl: string | null

  @column(jsonList)
  declare supplementsUsed: string[]

  /** Weeks; null shows 'Recently'. */
  @column()
  declare duration: number | null

  @column(booleanColumn)
  declare isPublic: boolean

  @column(booleanColumn)
  declare isAnonymous: boolean

  @column()
  declare likesCount: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  /** The author; their first name is shown unless the story is anonymous. */
  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
