/**
 * Which accounts have changes on this device that have not reached the server, kept in
 * localStorage so the signed-out screens can say so without opening anyone's local database
 * (no Dexie on the landing page): after a session expired, after a reload or a browser restart
 * that lost the cookies, or when someone else signs in (ADR 0015). Only who and how many — the
 * changes themselves stay in that account's own database, never shown to anyone else.
 */
const KEY = 'dosewise:unsent-changes'

export interface UnsentAccount {
  userId: number
  email: string
  firstName: string | null
  /** Changes waiting in that account's outbox when last counted. */
  count: number
  updatedAt: string
}

function read(): Record<string, UnsentAccount> {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, UnsentAccount>) : {}
  } catch {
    return {}
  }
}

function write(accounts: Record<string, UnsentAccount>) {
  try {
    if (Object.keys(accounts).length === 0) localStorage.removeItem(KEY)
    else localStorage.setItem(KEY, JSON.stringify(accounts))
  } catch {}
}

/** Every account with unsent changes on this device, most recently counted first. */
export function unsentAccounts(): UnsentAccount[] {
  return Object.values(read())
    .filter((account) => typeof account.userId === 'number' && typeof account.email === 'string' && account.count > 0)
    .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : -1))
}

/** Records how many changes of `user` wait on this device (0: none, the entry goes). */
export function noteUnsentChanges(user: { id: number; email: string; firstName: string | null }, count: number) {
  const accounts = read()
  const key = String(user.id)
  if (count > 0) {
    if (accounts[key]?.count === count && accounts[key]?.email === user.email) return
    accounts[key] = { userId: user.id, email: user.email, firstName: user.firstName, count, updatedAt: new Date().toISOString() }
  } else {
    if (!(key in accounts)) return
    delete accounts[key]
  }
  write(accounts)
}

/** The account's local data was deleted (signed out on purpose): nothing of it waits any more. */
export function forgetUnsentChanges(userId: number) {
  const accounts = read()
  if (!(String(userId) in accounts)) return
  delete accounts[String(userId)]
  write(accounts)
}

/** 'ana.ruiz@example.com' → 'an•••@example.com': enough for the owner to recognise, not to read out. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '•••'
  return `${email.slice(0, Math.min(2, at))}•••${email.slice(at)}`
}

/** '1 change' / '3 changes'. */
export function changesCount(count: number): string {
  return count === 1 ? '1 change' : `${count} changes`
}
