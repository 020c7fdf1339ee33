import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Supplement from '#models/supplement'
import AffiliateProgram from '#models/affiliate_program'
import { booleanColumn } from '#models/column_adapters'

export default class AffiliateClick extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  /** Null for anonymous clicks and once the user deleted their account. */
  @column()
  declare userId: number | null

  @column()
  declare supplementId: number

  @column()
  declare affiliateProgramId: number | null

  @column()
  declare clickedUrl: string

  @column()
  declare ipAddress: string | null

  @column()
  declare userAgent: string | null

  @column()
  declare referrer: string | null

  @column(booleanColumn)
  declare converted: boolean

  /** Cents. */
  @column()
  declare conversionValue: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => Supplement)
  declare supplement: BelongsTo<typeof Supplement>

  @belongsTo(() => AffiliateProgram)
  declare affiliateProgram: BelongsTo<typeof AffiliateProgram>
}
