/**
 * Housekeeping for sync (ADR 0007): tombstones are kept TOMBSTONE_RETENTION_DAYS, then deleted,
 * and the user's `purged_through` is raised to the highest purged version so that a cursor from
 * before the purge answers 410 instead of silently missing a deletion. Stored push answers are
 * kept MUTATION_RESULT_RETENTION_DAYS; a replay after that answers `duplicate`.
 */
import db from '@adonisjs/lucid/services/db'
import { SYNC_ENTITIES, TOMBSTONE_RETENTION_DAYS } from '@dosewise/sync-protocol'
import { ENTITY_TABLES } from '#services/sync/entity_tables'
import { toDbTimestamp } from '#services/sync/sql_values'
import { lockUserState, raisePurgedThrough } from '#services/sync/user_state'

export const MUTATION_RESULT_RETENTION_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

export interface PurgeReport {
  tombstones: number
  results: number
}

async function purgeTable(table: string, cutoff: string): Promise<number> {
  const owners = await db.from(table).whereNotNull('deleted_at').where('deleted_at', '<', cutoff).distinct('user_id')
  let purged = 0
  for (const { user_id: userId } of owners) {
    purged += await db.transaction(async (trx) => {
      const state = await lockUserState(trx, Number(userId))
      const expired = trx.from(table).where('user_id', userId).whereNotNull('deleted_at').where('deleted_at', '<', cutoff)
      const top = await expired.clone().max('version as top').first()
      const count = Number(await expired.clone().delete())
      if (top?.top !== null && top?.top !== undefined) await raisePurgedThrough(trx, state, Number(top.top))
      return count
    })
  }
  return purged
}

export async function purgeTombstones(now: Date = new Date()): Promise<PurgeReport> {
  const tombstoneCutoff = toDbTimestamp(new Date(now.getTime() - TOMBSTONE_RETENTION_DAYS * DAY_MS))!
  let tombstones = 0
  for (const entity of SYNC_ENTITIES) {
    const table = ENTITY_TABLES[entity]
    if (table.tombstones) tombstones += await purgeTable(table.table, tombstoneCutoff)
  }
  const resultCutoff = toDbTimestamp(new Date(now.getTime() - MUTATION_RESULT_RETENTION_DAYS * DAY_MS))!
  const results = Number(await db.from('sync_mutation_results').where('created_at', '<', resultCutoff).delete())
  return { tombstones, results }
}
