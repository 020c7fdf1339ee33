/**
 * What every record a client can create offline shares (docs/architecture.md, ADR 0007): a UUIDv7 id chosen by
 * the client (or here, when absent), the sync `version` and the `deletedAt` tombstone, and
 * `updatedAt`. Used as `compose(BaseModel, Syncable)`.
 */
import { DateTime } from 'luxon'
import { v7 } from 'uuid'
import { BaseModel, beforeCreate, column } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'

export function Syncable<T extends NormalizeConstructor<typeof BaseModel>>(superclass: T) {
  class SyncableRecord extends superclass {
    static selfAssignPrimaryKey = true

    @column({ isPrimary: true })
    declare id: string

    @column()
    declare version: number

    @column.dateTime()
    declare deletedAt: DateTime | null

    @column.dateTime({ autoCreate: true, autoUpdate: true })
    declare updatedAt: DateTime

    @beforeCreate()
    static assignId(record: SyncableRecord) {
      if (!record.id) record.id = v7()
    }
  }
  return SyncableRecord
}
