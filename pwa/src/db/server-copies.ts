/**
 * Copies of server-only data (forums, threads, stories, peer insights) as last loaded, so those
 * screens can be read offline (ADR 0030). A copy is a cache, never a record: it is replaced by
 * every fresh answer, never synced, and lives in the signed-in user's own database, so it goes
 * with the rest of their data at sign-out.
 *
 * Invariant: at most MAX_SERVER_COPIES are kept; saving one more drops the least recently saved.
 */
import type { UserDatabase } from './database'

export const MAX_SERVER_COPIES = 200

export interface ServerCopy<T> {
  value: T
  savedAt: string
}

export async function readServerCopy<T>(db: UserDatabase, key: string): Promise<ServerCopy<T> | null> {
  const row = await db.serverCopies.get(key)
  return row ? { value: row.value as T, savedAt: row.savedAt } : null
}

export async function saveServerCopy(db: UserDatabase, key: string, value: unknown, savedAt = new Date()): Promise<void> {
  await db.transaction('rw', db.serverCopies, async () => {
    await db.serverCopies.put({ key, value, savedAt: savedAt.toISOString() })
    const extra = (await db.serverCopies.count()) - MAX_SERVER_COPIES
    if (extra > 0) {
      const oldest = await db.serverCopies.orderBy('savedAt').limit(extra).primaryKeys()
      await db.serverCopies.bulkDelete(oldest)
    }
  })
}
