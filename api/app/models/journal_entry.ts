import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, beforeCreate, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { JournalEnergy, JournalMood, JournalSleep, JournalStress, FieldMeta } from '@dosewise/sync-protocol'
import User from '#models/user'
import { jsonList, fieldMetaColumn } from '#models/column_adapters'
import { Syncable } from '#models/mixins/syncable'

/** Offline-creatable: UUIDv7 id from the client (or here), sync version and tombstone. */
export default class JournalEntry extends compose(BaseModel, Syncable) {
  @column()
  declare userId: number

  /** When the entry was written; set by the server (spec §5). */
  @column.dateTime()
  declare date: DateTime

  @column()
  declare mood: JournalMood

  @column()
  declare energy: JournalEnergy

  @column()
  declare sleep: JournalSleep

  @column()
  declare stress: JournalStress

  @column()
  declare notes: string | null

  @column(jsonList)
  declare supplementsTaken: string[]

  /** On a conflict copy: the entry whose concurrent edit it preserves (sync protocol). */
  @column()
  declare conflictOf: string | null

  /** Per-field sync metadata (sync-protocol's FieldMeta); written by the sync service. */
  @column(fieldMetaColumn)
  declare fieldMeta: FieldMeta

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @beforeCreate()
  static assignDefaults(entry: JournalEntry) {
    // The column has a database default too, but Lucid does not read it back after insert.
    if (!entry.date) entry.date = DateTime.now()
  }
}
