import { DateTime } from 'luxon'
import { v7 } from 'uuid'
import { BaseModel, beforeCreate, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { Priority } from '@dosewise/sync-protocol'
import Assessment from '#models/assessment'
import Supplement from '#models/supplement'

export default class Recommendation extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare id: string

  @column()
  declare assessmentId: string

  @column()
  declare supplementId: number

  @column()
  declare priority: Priority

  @column()
  declare reasoning: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @beforeCreate()
  static assignId(recommendation: Recommendation) {
    recommendation.id ??= v7()
  }

  @belongsTo(() => Assessment)
  declare assessment: BelongsTo<typeof Assessment>

  @belongsTo(() => Supplement)
  declare supplement: BelongsTo<typeof Supplement>
}
