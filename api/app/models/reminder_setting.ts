import { DateTime } from 'luxon'
import { v7 } from 'uuid'
import { BaseModel, beforeCreate, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import { jsonList, booleanColumn } from '#models/column_adapters'

/**
 * One row per user. Offline-creatable: UUIDv7 id from the client (or here), sync version and
 * tombstone.
 */
export default class ReminderSetting extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare id: string

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
  static assignId(settings: ReminderSetting) {
    if (!settings.id) settings.id = v7()
  }
}
