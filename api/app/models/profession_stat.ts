import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { JobCategory } from '@dosewise/sync-protocol'
import Supplement from '#models/supplement'

export default class ProfessionStat extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare jobCategory: JobCategory

  @column()
  declare supplementId: number

  /** Percent of the profession's users taking the supplement. */
  @column()
  declare popularityScore: number

  /** 0 to 5 stars, fractions allowed. */
  @column()
  declare effectivenessRating: number

  @column()
  declare userCount: number

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare lastUpdated: DateTime

  @belongsTo(() => Supplement)
  declare supplement: BelongsTo<typeof Supplement>
}
