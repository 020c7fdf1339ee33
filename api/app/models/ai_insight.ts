import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { InsightType } from '@dosewise/sync-protocol'
import User from '#models/user'
import { booleanColumn } from '#models/column_adapters'

export default class AiInsight extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare type: InsightType

  @column()
  declare title: string

  @column()
  declare insight: string

  /** 0 to 100. */
  @column()
  declare confidence: number

  @column(booleanColumn)
  declare actionRequired: boolean

  @column(booleanColumn)
  declare isRead: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
