import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Supplement from '#models/supplement'
import AffiliateProgram from '#models/affiliate_program'

export default class SupplementOrder extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare supplementId: number

  @column()
  declare quantity: number

  /** Cents, copied from the catalogue when the order is placed. */
  @column()
  declare price: number

  /** 'pending' when placed; later statuses are not specified. */
  @column()
  declare status: string

  @column()
  declare orderUrl: string | null

  @column()
  declare affiliateProgramId: number | null

  /** Set by the server when the order is placed (spec §5). */
  @column.dateTime({ autoCreate: true })
  declare orderedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => Supplement)
  declare supplement: BelongsTo<typeof Supplement>

  @belongsTo(() => AffiliateProgram)
  declare affiliateProgram: BelongsTo<typeof AffiliateProgram>
}
