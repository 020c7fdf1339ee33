/**
 * GET /api/sync/pull (ADR 0007): the user's changes after the cursor, across every synced
 * table, in version order. Versions come from one per-user counter whose lock serialises the
 * writers, so reading the counter first and then only rows up to it gives a consistent page
 * even while changes are being written (a row rewritten meanwhile shows up in a later page).
 * A page ends at the client's row limit or at PULL_PAGE_MAX_BYTES of JSON, whichever comes
 * first, with at least one change (ADR 0041); the cursor is the last version it holds.
 */
import db from '@adonisjs/lucid/services/db'
import {
  PULL_PAGE_MAX_BYTES,
  SYNC_ENTITIES,
  encodeCursor,
  pullPageLength,
  type PullResponse,
  type SyncChange,
} from '@dosewise/sync-protocol'
import { CursorExpiredException, WrongUserException } from '#exceptions/app_exceptions'
import type { PullQuery } from '#validators/sync'
import { lastSeqFor } from '#services/sync/client_registry'
import { rowsChangedSince, toSyncChange } from '#services/sync/record_store'
import { readUserState } from '#services/sync/user_state'

const PULL_TABLES_AT_ONCE = 4

export async function pull(userId: number, { after, limit, clientId, userId: expected }: PullQuery): Promise<PullResponse> {
  if (expected !== undefined && expected !== userId) throw new WrongUserException()
  const state = await readUserState(db.connection(), userId)
  // A cursor before a purge may have missed a deletion; one beyond the counter is from a
  // database this server no longer has. Either way the client starts over (keeping its outbox).
  if (after > 0 && (after < state.purgedThrough || after > state.version)) throw new CursorExpiredException()

  // Nothing written since the cursor (most polls and live-sync pulls): no table needs reading.
  if (after >= state.version) {
    return { changes: [], cursor: encodeCursor(after), hasMore: false, lastSeq: await lastSeqFor(db.connection(), userId, clientId) }
  }
  // A few tables at a time: all of them at once would let one pull hold every pooled
  // PostgreSQL connection, and under load the other requests queued behind it (ADR 0043).
  const changes: SyncChange[] = []
  for (let start = 0; start < SYNC_ENTITIES.length; start += PULL_TABLES_AT_ONCE) {
    const pages = await Promise.all(
      SYNC_ENTITIES.slice(start, start + PULL_TABLES_AT_ONCE).map(async (entity) =>
        (await rowsChangedSince(db.connection(), entity, userId, after, state.version, limit + 1)).map((row) => toSyncChange(entity, row))
      )
    )
    for (const page of pages) changes.push(...page)
  }
  changes.sort((a, b) => a.version - b.version)
  // Each table gave its first limit + 1 rows, so the first `limit` of the merge are exact.
  const { length } = pullPageLength(changes, { limit, maxBytes: PULL_PAGE_MAX_BYTES })
  const page = changes.slice(0, length)
  return {
    changes: page,
    cursor: encodeCursor(page.length > 0 ? page[page.length - 1].version : after),
    hasMore: changes.length > length,
    lastSeq: await lastSeqFor(db.connection(), userId, clientId),
  }
}
