import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { FieldMeta, NotificationType } from '@dosewise/sync-protocol'
import User from '#models/user'
import { booleanColumn, fieldMetaColumn } from '#models/column_adapters'

/**
 * Made by the server (integer ids); the user writes only its read state, through sync or
 * PATCH /api/notifications/:id/read, so it carries a sync version and field metadata.
 */
export default class Notification extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare type: NotificationType

  @column()
  declare title: string

  @column()
  declare message: string

  @column.dateTime()
  declare scheduledFor: DateTime | null

  @column(booleanColumn)
  declare isRead: boolean

  @column(booleanColumn)
  declare isActive: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @column()
  declare version: number

  @column(fieldMetaColumn)
  declare fieldMeta: FieldMeta

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
