import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Supplement from '#models/supplement'
import { booleanColumn } from '#models/column_adapters'

export default class Subscription extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare supplementId: number

  /** 'monthly' is the only value the shop sends. */
  @column()
  declare frequency: string

  @column()
  declare quantity: number

  // Active, or Paused when false. Boolean(): SQLite hands booleans back as 0/1.
  @column(booleanColumn)
  declare isActive: boolean

  @column.dateTime()
  declare nextDelivery: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => Supplement)
  declare supplement: BelongsTo<typeof Supplement>
}
