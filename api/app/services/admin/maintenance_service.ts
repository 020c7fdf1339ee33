/**
 * The administrators' maintenance actions (issue 16, ADR 0034): clearing the in-memory reference
 * caches, and a consistent backup of the database. Each is recorded in the audit log.
 *
 * Backup: on SQLite, `VACUUM INTO` writes a consistent copy of the live database (one read
 * transaction; writers are not stopped) to a private temporary file the caller streams and then
 * deletes. On PostgreSQL the server does not dump the database itself: the System tab shows the
 * `pg_dump` command for the configured database, without its password.
 */
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BadRequestException } from '#exceptions/app_exceptions'
import { recordAdminAction } from '#services/admin/audit_log'
import { databaseKind } from '#services/admin/system_service'
import { resetInteractionCatalogue } from '#services/reference_data/reference_service'
import { resetEngineReference } from '#services/assessments/plan_service'

export const CACHE_NAMES = {
  interactionCatalogue: 'the interaction catalogue',
  engineReference: "the recommendation engine's reference data",
} as const

export async function clearCaches(adminId: number): Promise<{ cleared: string[]; message: string }> {
  const cleared: string[] = []
  if (resetInteractionCatalogue()) cleared.push(CACHE_NAMES.interactionCatalogue)
  if (resetEngineReference()) cleared.push(CACHE_NAMES.engineReference)
  await recordAdminAction(adminId, 'cache.clear', { cleared })
  const message =
    cleared.length === 0
      ? 'Nothing was cached: both reference caches were already empty. They are rebuilt when next needed.'
      : `Cleared ${cleared.join(' and ')}. They are rebuilt from the database when next needed.`
  return { cleared, message }
}

/** 'dosewise-2026-11-27-1012.sqlite': the day and UTC time of the backup. */
export function backupFileName(now: Date, extension: string) {
  const iso = now.toISOString()
  return `dosewise-${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}.${extension}`
}

/** The pg_dump command for the configured PostgreSQL database, with no password in it. */
export function pgDumpCommand(now = new Date()): string {
  const url = new URL(env.get('DATABASE_URL') ?? 'postgres://localhost/dosewise')
  url.password = ''
  const target = url.toString()
  return `pg_dump --format=custom --file=${backupFileName(now, 'dump')} '${target.replaceAll("'", "'\\''")}'`
}

export async function backupPlan(): Promise<{ kind: 'sqlite' } | { kind: 'postgresql'; command: string }> {
  return databaseKind() === 'postgresql' ? { kind: 'postgresql', command: pgDumpCommand() } : { kind: 'sqlite' }
}

/**
 * A consistent copy of the SQLite database in a new private folder; `cleanup` removes it once the
 * caller has sent it.
 */
export async function backupSqlite(adminId: number, now = new Date()) {
  if (databaseKind() !== 'sqlite') {
    throw new BadRequestException('This server uses PostgreSQL: back it up with pg_dump (System tab).', 'E_BACKUP_UNSUPPORTED')
  }
  const folder = await mkdtemp(join(tmpdir(), 'dosewise-backup-'))
  const fileName = backupFileName(now, 'sqlite')
  const path = join(folder, fileName)
  try {
    await db.rawQuery('VACUUM INTO ?', [path])
  } catch (error) {
    await rm(folder, { recursive: true, force: true })
    throw error
  }
  await recordAdminAction(adminId, 'database.backup', { fileName })
  return { path, fileName, cleanup: () => rm(folder, { recursive: true, force: true }) }
}
