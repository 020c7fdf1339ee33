import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Forum from '#models/forum'
import ForumReply from '#models/forum_reply'
import { booleanColumn } from '#models/column_adapters'

export default class ForumPost extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare forumId: number

  @column()
  declare userId: number

  @column()
  declare title: string

  @column()
  declare content: string

  @column(booleanColumn)
  declare isAnonymous: boolean

  @column()
  declare likesCount: number

  @column()
  declare repliesCount: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Forum)
  declare forum: BelongsTo<typeof Forum>

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @hasMany(() => ForumReply, { foreignKey: 'postId' })
  declare replies: HasMany<typeof ForumReply>
}
