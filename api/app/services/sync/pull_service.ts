/**
 * GET /api/sync/pull (ADR 0007): the user's changes after the cursor, across every synced
 * table, in version order. Versions come from one per-user counter whose lock serialises the
 * writers, so reading the counter first and then only rows up to it gives a consistent page
 * even while changes are being written (a row rewritten meanwhile shows up in a later page).
 */
import db from '@adonisjs/lucid/services/db'
import { SYNC_ENTITIES, encodeCursor, type PullResponse, type SyncChange } from '@dosewise/sync-protocol'
import { CursorExpiredException } from '#exceptions/app_exceptions'
import type { PullQuery } from '#validators/sync'
import { lastSeqFor } from '#services/sync/client_registry'
import { rowsChangedSince, toSyncChange } from '#services/sync/record_store'
import { readUserState } from '#services/sync/user_state'

export async function pull(userId: number, { after, limit, clientId }: PullQuery): Promise<PullResponse> {
  const state = await readUserState(db.connection(), userId)
  // A cursor before a purge may have missed a deletion; one beyond the counter is from a
  // database this server no longer has. Either way the client starts over (keeping its outbox).
  if (after > 0 && (after < state.purgedThrough || after > state.version)) throw new CursorExpiredException()

  const pages = await Promise.all(
    SYNC_ENTITIES.map(async (entity) =>
      (await rowsChangedSince(db.connection(), entity, userId, after, state.version, limit + 1)).map((row) => toSyncChange(entity, row))
    )
  )
  const changes: SyncChange[] = pages.flat().sort((a, b) => a.version - b.version)
  const page = changes.slice(0, limit)
  return {
    changes: page,
    cursor: encodeCursor(page.length > 0 ? page[page.length - 1].version : after),
    hasMore: changes.length > limit,
    lastSeq: await lastSeqFor(db.connection(), userId, clientId),
  }
}
