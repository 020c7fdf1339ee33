import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import ForumPost from '#models/forum_post'
import { booleanColumn } from '#models/column_adapters'

export default class ForumReply extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare postId: number

  @column()
  declare userId: number

  @column()
  declare content: string

  @column(booleanColumn)
  declare isAnonymous: boolean

  @column()
  declare likesCount: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => ForumPost, { foreignKey: 'postId' })
  declare post: BelongsTo<typeof ForumPost>

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
