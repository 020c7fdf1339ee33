/**
 * What operators see at GET /api/health/details (guarded by OPERATOR_TOKEN, ADR 0036): whether
 * the database and Redis answer and how fast, pending migrations, free disk under DATA_DIR,
 * the process's memory and event-loop delay, the version, the reminder scheduler's last run
 * (services/reminders/scheduler_runs.ts, which the administrators' System tab reads too).
 * Only facts about the machine: no addresses, URLs, credentials or keys, and a failure says
 * its error code, never its message (a driver's message may name the host or the user).
 */
import { readFile, statfs } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { dataDir } from '#start/runtime_paths'
import { eventLoopDelayP99Ms } from '#services/observability/metrics'
import { lastSchedulerRun } from '#services/reminders/scheduler_runs'

const CHECK_TIMEOUT_MS = 2_000

type Check = { reachable: boolean; latencyMs: number | null; error?: string }

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timed out'), { code: 'E_TIMEOUT' })), CHECK_TIMEOUT_MS)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

async function timed(work: () => Promise<unknown>): Promise<Check> {
  const started = performance.now()
  try {
    await withTimeout(work())
    return { reachable: true, latencyMs: Math.round((performance.now() - started) * 100) / 100 }
  } catch (error) {
    const code = (error as { code?: unknown })?.code
    return { reachable: false, latencyMs: null, error: typeof code === 'string' ? code : 'E_UNREACHABLE' }
  }
}

async function pendingMigrations(): Promise<number | null> {
  try {
    const { MigrationRunner } = await import('@adonisjs/lucid/migration')
    const runner = new MigrationRunner(db, app, { direction: 'up', dryRun: true })
    const list = await withTimeout(runner.getList())
    return list.filter((migration) => migration.status === 'pending').length
  } catch {
    return null
  }
}

async function database() {
  const kind = db.primaryConnectionName === 'pg' ? 'postgresql' : 'sqlite'
  const check = await timed(() => db.rawQuery('select 1'))
  return { kind, ...check, pendingMigrations: check.reachable ? await pendingMigrations() : null }
}

async function redis() {
  if (!env.get('REDIS_URL')) return { configured: false }
  const { default: redisManager } = await import('@adonisjs/redis/services/main')
  return { configured: true, ...(await timed(() => redisManager.connection().ping())) }
}

async function disk() {
  try {
    const stats = await statfs(dataDir())
    return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize }
  } catch {
    return { freeBytes: null, totalBytes: null }
  }
}

let version: Promise<string | null> | undefined
/** The API package's version (api/package.json), read once. */
function apiVersion() {
  version ??= readFile(app.makePath('package.json'), 'utf8')
    .then((text) => (JSON.parse(text) as { version?: string }).version ?? null)
    .catch(() => null)
  return version
}

function processFacts() {
  const memory = process.memoryUsage()
  return {
    uptimeSeconds: Math.round(process.uptime()),
    node: process.version,
    memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal },
    eventLoopDelayP99Ms: eventLoopDelayP99Ms(),
  }
}

export async function healthDetails() {
  const [databaseCheck, redisCheck, diskFacts] = await Promise.all([database(), redis(), disk()])
  return {
    status: databaseCheck.reachable && (!('reachable' in redisCheck) || redisCheck.reachable) ? 'ok' : 'degraded',
    version: await apiVersion(),
    environment: app.inProduction ? 'production' : app.inTest ? 'test' : 'development',
    database: databaseCheck,
    redis: redisCheck,
    disk: diskFacts,
    process: processFacts(),
    reminderScheduler: { lastRun: lastSchedulerRun() },
  }
}
