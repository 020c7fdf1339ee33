import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import AffiliateProgram from '#models/affiliate_program'
import ProfessionStat from '#models/profession_stat'
import SupplementReview from '#models/supplement_review'
import SupplementAlias from '#models/supplement_alias'
import { booleanColumn, jsonList, jsonObject } from '#models/column_adapters'

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

  /** Stable key in database/data/supplements.json. */
  @column()
  declare slug: string | null

  @column(jsonObject)
  declare upperLimit: Record<string, unknown> | null

  @column(jsonObject)
  declare timingRules: Record<string, unknown> | null

  @column(jsonList)
  declare evidence: any[]

  @column(jsonList)
  declare sources: any[]

  @column(jsonList)
  declare goals: string[]

  @column(jsonList)
  declare diets: string[]

  @column(jsonList)
  declare professions: string[]

  @column(jsonList)
  declare ages: string[]

  @column(jsonList)
  declare hobbies: string[]

  @column(jsonList)
  declare notForDiets: string[]

  @column(jsonList)
  declare allergens: string[]

  @column(jsonList)
  declare avoidIf: string[]

  @column(jsonList)
  declare nutrients: any[]

  @column(jsonList)
  declare labMarkers: any[]

  @column(booleanColumn)
  declare requiresLowLab: boolean

  @column(booleanColumn)
  declare recommendable: boolean

  @hasMany(() => SupplementAlias)
  declare aliases: HasMany<typeof SupplementAlias>

  @belongsTo(() => AffiliateProgram)
  declare affiliateProgram: BelongsTo<typeof AffiliateProgram>

  @hasMany(() => ProfessionStat)
  declare professionStats: HasMany<typeof ProfessionStat>

  @hasMany(() => SupplementReview)
  declare reviews: HasMany<typeof SupplementReview>
}
