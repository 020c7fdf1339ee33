import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Assessment from '#models/assessment'

export default class ProgressPhoto extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare assessmentId: string | null

  @column()
  declare photoUrl: string

  @column()
  declare photoType: string | null

  @column()
  declare notes: string | null

  /** Set by the server when the photo is stored (spec §5). */
  @column.dateTime({ autoCreate: true })
  declare takenAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => Assessment)
  declare assessment: BelongsTo<typeof Assessment>
}
