import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { LabStatus, FieldMeta } from '@dosewise/sync-protocol'
import User from '#models/user'
import { fieldMetaColumn } from '#models/column_adapters'
import { Syncable } from '#models/mixins/syncable'

/** Offline-creatable: UUIDv7 id from the client (or here), sync version and tombstone. */
export default class LabResult extends compose(BaseModel, Syncable) {
  @column()
  declare userId: number

  @column()
  declare testName: string

  /** Text: results such as '<0.5' are not numbers. */
  @column()
  declare value: string

  @column()
  declare unit: string | null

  @column()
  declare referenceRange: string | null

  @column()
  declare status: LabStatus | null

  @column.dateTime()
  declare testedAt: DateTime

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  /** Per-field sync metadata (sync-protocol's FieldMeta); written by the sync service. */
  @column(fieldMetaColumn)
  declare fieldMeta: FieldMeta

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
