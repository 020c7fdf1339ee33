import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

export default class Achievement extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare type: string

  @column()
  declare title: string

  @column()
  declare description: string | null

  @column()
  declare badgeIcon: string | null

  /** Set by the server when it awards the achievement (spec §5). */
  @column.dateTime({ autoCreate: true })
  declare unlockedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
