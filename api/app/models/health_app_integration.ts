import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import { encryptedString, booleanColumn } from '#models/column_adapters'

export default class HealthAppIntegration extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare provider: string

  // Encrypted at rest and never serialised: a copied database or a response leaks no token.
  @column({ ...encryptedString, serializeAs: null })
  declare accessToken: string | null

  @column({ ...encryptedString, serializeAs: null })
  declare refreshToken: string | null

  @column(booleanColumn)
  declare isActive: boolean

  @column.dateTime()
  declare lastSyncAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
