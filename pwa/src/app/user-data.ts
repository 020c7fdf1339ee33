/**
 * The signed-in user's local database and sync engine, kept open across the signed-in screens:
 * the layout mounts once per route group (and twice in StrictMode), so the pair is shared and
 * closed a moment after the last screen using it went away, not on every navigation.
 * Signing out asks for the pair to be discarded: closed and that user's database deleted.
 */
import { deleteUserDatabase, openUserDatabase, type UserDatabase } from '../db/database'
import { reportStorageFull } from '../lib/report-write-error'
import { forgetUnsentChanges } from '../lib/unsent-changes'
import { createBrowserHttp } from '../sync/browser-http'
import { SyncEngine } from '../sync/sync-engine'
import { createSyncTransport } from '../sync/transport'

export interface UserData {
  readonly userId: number
  readonly db: UserDatabase
  readonly engine: SyncEngine
}

interface Entry extends UserData {
  users: number
  closeTimer: ReturnType<typeof setTimeout> | undefined
  discard: boolean
}

// Long enough to bridge an unmount and the next mount of the layout; short enough that a
// signed-out user's database is not held open.
const CLOSE_DELAY_MS = 1000

const open = new Map<number, Entry>()

/** The user's pair, made (not started) when missing. Safe to call during render. */
export function userDataFor(userId: number): UserData {
  let entry = open.get(userId)
  if (!entry) {
    const db = openUserDatabase(userId)
    const engine = new SyncEngine({ db, transport: createSyncTransport(createBrowserHttp()), onStorageFull: reportStorageFull })
    entry = { userId, db, engine, users: 0, closeTimer: undefined, discard: false }
    open.set(userId, entry)
  }
  return entry
}

async function close(entry: Entry) {
  if (open.get(entry.userId) === entry) open.delete(entry.userId)
  clearTimeout(entry.closeTimer)
  await entry.engine.stop()
  entry.db.close()
  if (entry.discard) await deleteUserDatabase(entry.userId)
}

// A database opened ahead of the first screen that no screen took up (the server named another
// user, or nobody) is closed after this long.
const UNUSED_CLOSE_DELAY_MS = 10_000

/**
 * At start-up, for the user this device remembers: opens their database while the first screen's
 * code still loads, so its first reads do not wait for the opening.
 */
export function prepareUserData(userId: number) {
  const entry = userDataFor(userId) as Entry
  if (entry.users === 0 && entry.closeTimer === undefined) entry.closeTimer = setTimeout(() => void close(entry), UNUSED_CLOSE_DELAY_MS)
  // A failure shows where the screens read, as it would have without this.
  entry.db.open().catch(() => {})
}

/**
 * At start-up on a device that does not remember this user: nothing of theirs is here to show
 * until the first pull, so their database opens and their sync starts as soon as the server has
 * vouched for the session, while the first screen's code is still arriving (ADR 0058). Closed
 * like `prepareUserData`'s if no screen takes it up.
 */
export function startFirstSync(userId: number) {
  prepareUserData(userId)
  startUserSync(userDataFor(userId))
}

const entryOf = (data: UserData) => (open.get(data.userId) === data ? (data as Entry) : null)

/** A screen uses the pair; returns the release function. Sync starts apart: startUserSync. */
export function retainUserData(data: UserData): () => void {
  const entry = entryOf(data)
  if (!entry) return () => {}
  clearTimeout(entry.closeTimer)
  entry.users += 1
  return () => {
    entry.users -= 1
    if (entry.users > 0) return
    if (entry.discard) void close(entry)
    else entry.closeTimer = setTimeout(() => void close(entry), CLOSE_DELAY_MS)
  }
}

/**
 * Starts the user's sync engine (again: nothing when it runs). Called by a retaining screen
 * once the server has vouched for the session, so a session that turns out to be over never
 * sends anything.
 */
export function startUserSync(data: UserData) {
  const entry = entryOf(data)
  if (!entry) return
  entry.engine.start()
  // Shown again after the screens went away (e.g. the same user signed in again within the
  // close delay): an engine stopped by an expired session tries once more.
  if (entry.users === 1 && entry.engine.status === 'auth-expired') void entry.engine.resume()
}

/**
 * After sign-out: the user's local data goes as soon as no screen shows it (at once when none
 * does). Resolves when the database is deleted.
 */
export async function discardUserData(userId: number): Promise<void> {
  forgetUnsentChanges(userId)
  const entry = open.get(userId)
  if (!entry) return deleteUserDatabase(userId)
  entry.discard = true
  if (entry.users === 0) await close(entry)
}
