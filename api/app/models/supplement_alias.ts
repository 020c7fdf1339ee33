import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Supplement from '#models/supplement'

/** A name people type for a supplement; unique across the catalogue. */
export default class SupplementAlias extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare alias: string

  @column()
  declare supplementId: number

  @belongsTo(() => Supplement)
  declare supplement: BelongsTo<typeof Supplement>
}
