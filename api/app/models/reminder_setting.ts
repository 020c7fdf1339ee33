import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { FieldMeta } from '@dosewise/sync-protocol'
import User from '#models/user'
import { jsonList, booleanColumn, fieldMetaColumn } from '#models/column_adapters'
import { Syncable } from '#models/mixins/syncable'

/**
 * One row per user. Offline-creatable: UUIDv7 id from the client (or here), sync version and
 * tombstone.
 */
export default class ReminderSetting extends compose(BaseModel, Syncable) {
  @column()
  declare userId: number

  @column(booleanColumn)
  declare supplementReminders: boolean

  @column(booleanColumn)
  declare progressCheckIns: boolean

  @column(booleanColumn)
  declare interactionAlerts: boolean

  /** Times of day, 'HH:mm'. */
  @column(jsonList)
  declare reminderTimes: string[]

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  /** Per-field sync metadata (sync-protocol's FieldMeta); written by the sync service. */
  @column(fieldMetaColumn)
  declare fieldMeta: FieldMeta

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
