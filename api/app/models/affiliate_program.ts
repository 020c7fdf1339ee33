import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import Supplement from '#models/supplement'
import { booleanColumn } from '#models/column_adapters'

export default class AffiliateProgram extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  /** Stable key of a row seeded from database/data; null for rows created by users. */
  @column()
  declare slug: string | null

  @column()
  declare name: string

  @column()
  declare description: string | null

  @column()
  declare baseUrl: string

  @column()
  declare commissionRate: number

  @column()
  declare trackingParam: string

  /** Our account id at the partner, sent in the tracking parameter. */
  @column()
  declare affiliateId: string

  @column(booleanColumn)
  declare isActive: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @hasMany(() => Supplement)
  declare supplements: HasMany<typeof Supplement>
}
