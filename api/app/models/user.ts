import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import UserProvider from '#models/user_provider'
import { booleanColumn } from '#models/column_adapters'

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['email'],
  passwordColumnName: 'password',
})

export default class User extends compose(BaseModel, AuthFinder) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare email: string

  @column()
  declare username: string

  @column({ serializeAs: null })
  declare password: string | null

  @column()
  declare firstName: string | null

  @column()
  declare lastName: string | null

  @column()
  declare profileImage: string | null

  @column(booleanColumn)
  declare emailVerified: boolean

  @column({ serializeAs: null })
  declare verificationToken: string | null

  @column({ serializeAs: null })
  declare resetToken: string | null

  @column.dateTime({ serializeAs: null })
  declare resetTokenExpiry: DateTime | null

  @column()
  declare role: 'user' | 'admin'

  /** Bumped to end every session of this user (services/auth/sessions_service.ts). */
  @column({ serializeAs: null })
  declare sessionEpoch: number

  /** A visitor's demo account ('View Demo'): deleted with its data after `demoExpiresAt`. */
  @column(booleanColumn)
  declare isDemo: boolean

  @column.dateTime({ serializeAs: null })
  declare demoExpiresAt: DateTime | null

  /** Set by an administrator: no sign-in, and no session, until it is cleared (ADR 0034). */
  @column.dateTime({ serializeAs: null })
  declare suspendedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @hasMany(() => UserProvider)
  declare providers: HasMany<typeof UserProvider>
}
