import { DateTime } from 'luxon'
import { v7 } from 'uuid'
import { BaseModel, beforeCreate, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { LabStatus } from '@dosewise/sync-protocol'
import User from '#models/user'

/** Offline-creatable: UUIDv7 id from the client (or here), sync version and tombstone. */
export default class LabResult extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare id: string

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
  static assignId(result: LabResult) {
    if (!result.id) result.id = v7()
  }
}
