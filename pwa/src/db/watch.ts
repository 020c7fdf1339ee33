/**
 * Change feeds for code outside React (the sync engine): Dexie live queries, which also see
 * writes made by other tabs of the same origin.
 */
import { liveQuery } from 'dexie'
import type { UserDatabase } from './database'

/**
 * Calls `listener` after each new local write to the outbox, from this tab or another (the
 * outbox's next seq moved on). Returns the unsubscribe function.
 */
export function watchLocalWrites(db: UserDatabase, listener: () => void): () => void {
  let last: unknown = undefined
  let first = true
  const subscription = liveQuery(async () => (await db.syncState.get('nextSeq'))?.value ?? null).subscribe({
    next(value) {
      const changed = !first && value !== last
      first = false
      last = value
      if (changed) listener()
    },
    // A closed database ends the feed; the engine is stopped with it.
    error: () => {},
  })
  return () => subscription.unsubscribe()
}
