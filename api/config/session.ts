/**
 * Cookie sessions (httpOnly, SameSite=Lax, Secure in production). The session data lives in the
 * database by default (table `sessions`, AdonisJS's shape: id, data, user_id, expires_at) and in
 * Redis when REDIS_URL is set.
 * SESSION_STORE forces one (memory — built in — is what Japa's loginAs writes through).
 */
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'
import { configProvider } from '@adonisjs/core'
import string from '@adonisjs/core/helpers/string'
import type { SessionStoreWithTaggingContract } from '@adonisjs/session/types'
import { LazyTouchSessionStore } from '#http/lazy_touch_session_store'

/** Which store holds sessions (services/auth/sessions_service.ts deletes a user's sessions from it). */
export const SESSION_STORE =
  (process.env.SESSION_STORE as 'memory' | 'redis' | 'database' | 'cookie' | undefined) ?? (env.get('REDIS_URL') ? 'redis' : 'database')

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'dosewise-session',
  clearWithBrowser: false,
  age: '30d',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
  store: SESSION_STORE,
  stores: {
    // The database store, its expiry moved at most hourly instead of on every request (ADR 0043).
    database: configProvider.create(async (resolver) => {
      const make = await stores.database({ tableName: 'sessions' }).resolver(resolver)
      const db = await resolver.container.make('lucid.db')
      return (ctx, config) =>
        new LazyTouchSessionStore(
          make(ctx, config) as SessionStoreWithTaggingContract,
          db.connection(),
          'sessions',
          string.seconds.parse(config.age) * 1000
        )
    }),
    redis: stores.redis({ connection: 'main' }),
    cookie: stores.cookie(),
  },
})

export default sessionConfig
