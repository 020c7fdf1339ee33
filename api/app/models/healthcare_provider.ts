import { DateTime } from 'luxon'
import { v7 } from 'uuid'
import { BaseModel, beforeCreate, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import { booleanColumn } from '#models/column_adapters'

/** Offline-creatable: UUIDv7 id from the client (or here), sync version and tombstone. */
export default class HealthcareProvider extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare id: string

  @column()
  declare userId: number

  @column()
  declare providerName: string

  @column()
  declare email: string | null

  @column()
  declare phone: string | null

  @column()
  declare specialty: string | null

  @column()
  declare notes: string | null

  @column(booleanColumn)
  declare isActive: boolean

  @column()
  declare version: number

  @column.dateTime()
  declare deletedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @beforeCreate()
  static assignId(provider: HealthcareProvider) {
    if (!provider.id) provider.id = v7()
  }
}
