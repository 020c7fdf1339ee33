import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Assessment from '#models/assessment'
import { Syncable } from '#models/mixins/syncable'

/**
 * A weekly check-in. Offline-creatable: UUIDv7 id from the client (or here), sync version and
 * tombstone.
 */
export default class ProgressTracking extends compose(BaseModel, Syncable) {
  static table = 'progress_tracking'
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

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => Assessment)
  declare assessment: BelongsTo<typeof Assessment>
}
