import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import AffiliateProgram from '#models/affiliate_program'
import ProfessionStat from '#models/profession_stat'
import SupplementReview from '#models/supplement_review'
import { jsonList } from '#models/column_adapters'

export default class Supplement extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare description: string

  @column(jsonList)
  declare benefits: string[]

  @column()
  declare dosage: string

  @column()
  declare timing: string

  @column()
  declare category: string

  /** Cents per month. */
  @column()
  declare price: number

  @column(jsonList)
  declare interactions: string[]

  @column(jsonList)
  declare contraindications: string[]

  @column()
  declare research: string | null

  @column()
  declare affiliateProgramId: number | null

  @column()
  declare productUrl: string | null

  @belongsTo(() => AffiliateProgram)
  declare affiliateProgram: BelongsTo<typeof AffiliateProgram>

  @hasMany(() => ProfessionStat)
  declare professionStats: HasMany<typeof ProfessionStat>

  @hasMany(() => SupplementReview)
  declare reviews: HasMany<typeof SupplementReview>
}
