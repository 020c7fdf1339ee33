import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Supplement from '#models/supplement'
import { booleanColumn } from '#models/column_adapters'

export default class SupplementReview extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare supplementId: number

  /** Stars, 1 to 5. */
  @column()
  declare rating: number

  /** Stars, 1 to 5. */
  @column()
  declare effectiveness: number | null

  @column()
  declare sideEffects: string | null

  @column()
  declare benefits: string | null

  /** Days taken. */
  @column()
  declare duration: number | null

  // Null stays null (not answered); SQLite hands booleans back as 0/1.
  @column({ consume: (value: unknown) => (value === null ? null : Boolean(value)) })
  declare wouldRecommend: boolean | null

  @column(booleanColumn)
  declare isAnonymous: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => Supplement)
  declare supplement: BelongsTo<typeof Supplement>
}
