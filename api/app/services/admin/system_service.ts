/**
 * The administrators' System tab and the dashboard's health badges (issue 16, ADR 0034): what
 * the server can say about itself — database, Redis, the reminder scheduler, mail, disk space —
 * and the migration list.
 */
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import env from '#start/env'
import { readdir, statfs } from 'node:fs/promises'
import { dataDir } from '#start/runtime_paths'
import type { MigrationState, SystemHealth } from '@dosewise/sync-protocol'
import { lastSchedulerRun } from '#services/reminders/scheduler_runs'

export type DatabaseKind = SystemHealth['database']['kind']

export function databaseKind(): DatabaseKind {
  return db.connection().dialect.name === 'postgres' ? 'postgresql' : 'sqlite'
}

async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms)
  })
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}

export async function systemHealth(): Promise<SystemHealth> {
  const reachable = await within(3000, db.rawQuery('select 1')).then(
    () => true,
    () => false
  )
  const redisConfigured = Boolean(env.get('REDIS_URL'))
  const redisReachable = redisConfigured
    ? await within(3000, redis.connection('main').ping()).then(
        () => true,
        () => false
      )
    : null
  const dir = dataDir()
  const disk = await statfs(dir).then(
    (stats) => ({ freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize }),
    () => ({ freeBytes: null, totalBytes: null })
  )
  return {
    database: { kind: databaseKind(), reachable },
    redis: { configured: redisConfigured, reachable: redisReachable },
    scheduler: { enabled: process.env.REMINDER_SCHEDULER !== 'off', lastRun: lastSchedulerRun() },
    mail: { mode: env.get('SMTP_HOST') ? 'smtp' : 'file' },
    disk: { path: dir, ...disk },
  }
}

/** Every migration file, oldest first, and whether it has run (Lucid's `adonis_schema` table). */
export async function migrationStatus(): Promise<MigrationState[]> {
  const folder = app.makePath('database/migrations')
  const files = (await readdir(folder))
    .filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => file.replace(/\.(ts|js)$/, ''))
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
  const ran = new Map<string, number>()
  for (const row of await db.from('adonis_schema').select('name', 'batch')) {
    ran.set(String(row.name).split('/').pop()!, Number(row.batch))
  }
  return files.map((name) => ({ name, ran: ran.has(name), batch: ran.get(name) ?? null }))
}
