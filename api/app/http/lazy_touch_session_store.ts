/**
 * The database session store, touched at most once an hour per session (ADR 0043).
 *
 * AdonisJS's database store moves a session's `expires_at` forward on every request that did not
 * change the session: a write per request — a commit PostgreSQL must flush to disk, and on SQLite
 * a write transaction every reader waits behind. Profiling `npm run bench:load` found it on every
 * request of the mix. A session lives 30 days; moving its end by the hour instead of by the
 * request changes nothing a person can notice (at most an hour less of an idle month), so a touch
 * is skipped while the stored expiry, as read by this same request, is less than an hour behind.
 *
 * Reading is the store's own read (the same row, expiry check and signed data), keeping the
 * expiry it saw; writing changed data, destroying and tagging go to the store as they are.
 */
import { MessageBuilder } from '@adonisjs/core/helpers'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { SessionData, SessionStoreWithTaggingContract, TaggedSession } from '@adonisjs/session/types'

/** How far behind a fresh expiry the stored one may fall before a request writes it. */
export const TOUCH_EVERY_MS = 60 * 60 * 1000

export class LazyTouchSessionStore implements SessionStoreWithTaggingContract {
  /** Expiry read for sessions whose request is still running: read() sets it, touch() takes it. */
  #readExpiry = new Map<string, number>()

  constructor(
    private inner: SessionStoreWithTaggingContract,
    private client: QueryClientContract,
    private tableName: string,
    private ageMs: number
  ) {}

  /** As the database store reads: an expired row is deleted, a row not signed for this id is none. */
  async read(sessionId: string): Promise<SessionData | null> {
    const row = await this.client.from(this.tableName).where('id', sessionId).first()
    if (!row) return null
    const expiresAt = new Date(row.expires_at).getTime()
    if (Date.now() > expiresAt) {
      await this.destroy(sessionId)
      return null
    }
    let data: SessionData | null
    try {
      data = new MessageBuilder().verify<SessionData>(row.data, sessionId)
    } catch {
      data = null
    }
    if (data) this.#readExpiry.set(sessionId, expiresAt)
    return data
  }

  async touch(sessionId: string) {
    const expiresAt = this.#readExpiry.get(sessionId)
    this.#readExpiry.delete(sessionId)
    if (expiresAt !== undefined && Date.now() + this.ageMs - expiresAt < TOUCH_EVERY_MS) return
    await this.inner.touch(sessionId)
  }

  async write(sessionId: string, values: SessionData) {
    this.#readExpiry.delete(sessionId)
    await this.inner.write(sessionId, values)
  }

  async destroy(sessionId: string) {
    this.#readExpiry.delete(sessionId)
    await this.inner.destroy(sessionId)
  }

  tag(sessionId: string, userId: string) {
    return this.inner.tag(sessionId, userId)
  }

  tagged(userId: string): Promise<TaggedSession[]> {
    return this.inner.tagged(userId)
  }
}
