import { DateTime } from 'luxon'
import { v7 } from 'uuid'
import { BaseModel, beforeCreate, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Assessment from '#models/assessment'

/**
 * A weekly check-in. Offline-creatable: UUIDv7 id from the client (or here), sync version and
 * tombstone.
 */
export default class ProgressTracking extends BaseModel {
  static table = 'progress_tracking'
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare id: string

  @column()
  declare userId: number

  @column()
  declare assessmentId: string | null

  @column()
  declare weekNumber: number

  /** Scores out of 10. */
  @column()
  declare overallWellbeing: number

  @column()
  declare energyLevels: number

  @column()
  declare sleepQuality: number

  @column()
  declare stressLevels: number

  /** Percent of planned doses taken that week. */
  @column()
  declare supplementCompliance: number

  @column()
  declare notes: string | null

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

  @belongsTo(() => Assessment)
  declare assessment: BelongsTo<typeof Assessment>

  @beforeCreate()
  static assignId(checkIn: ProgressTracking) {
    if (!checkIn.id) checkIn.id = v7()
  }
}
