/**
 * One schema, two engines: an embedded SQLite file under DATA_DIR by default (WAL, foreign keys
 * on), PostgreSQL when DATABASE_URL is set. Migrations are written to run unchanged on both.
 */
import env from '#start/env'
import { defineConfig } from '@adonisjs/lucid'
import { sqliteFile } from '#start/runtime_paths'

const databaseUrl = env.get('DATABASE_URL')

const migrations = { naturalSort: true, paths: ['database/migrations'] }
const seeders = { paths: ['database/seeders'] }

const dbConfig = defineConfig({
  connection: databaseUrl ? 'pg' : 'sqlite',
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: {
        filename: sqliteFile(),
      },
      useNullAsDefault: true,
      pool: {
        afterCreate: (conn: any, done: (err: Error | null, conn: unknown) => void) => {
          conn.pragma('journal_mode = WAL')
          conn.pragma('foreign_keys = ON')
          conn.pragma('busy_timeout = 5000')
          done(null, conn)
        },
      },
      migrations,
      seeders,
    },
    pg: {
      client: 'pg',
      connection: databaseUrl ?? '',
      migrations,
      seeders,
    },
  },
})

export default dbConfig
