import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { FieldMeta } from '@dosewise/sync-protocol'
import User from '#models/user'
import { booleanColumn, fieldMetaColumn } from '#models/column_adapters'
import { Syncable } from '#models/mixins/syncable'

/** Offline-creatable: UUIDv7 id from the client (or here), sync version and tombstone. */
export default class Prescription extends compose(BaseModel, Syncable) {
  @column()
  declare userId: number

  @column()
  declare medicationName: string

  @column()
  declare dosage: string | null

  @column()
  declare frequency: string | null

  @column()
  declare prescribedBy: string | null

  @column.dateTime()
  declare startDate: DateTime | null

  @column.dateTime()
  declare endDate: DateTime | null

  @column(booleanColumn)
  declare isActive: boolean

  @column()
  declare notes: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  /** Per-field sync metadata (sync-protocol's FieldMeta); written by the sync service. */
  @column(fieldMetaColumn)
  declare fieldMeta: FieldMeta

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
