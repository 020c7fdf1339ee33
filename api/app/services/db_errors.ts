/**
 * True when a write lost a race to a unique index (PostgreSQL 23505, SQLite UNIQUE constraint):
 * the caller re-reads and decides, instead of answering 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string }
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint/i.test(e?.message ?? '')
}

/** PostgreSQL 23503, SQLite FOREIGN KEY: what a write pointed at went away between the check and the write. */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string }
  return e?.code === '23503' || e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || /FOREIGN KEY constraint/i.test(e?.message ?? '')
}

/**
 * The database is out of space: SQLite's SQLITE_FULL (a full disk, or the file at its
 * max_page_count) or PostgreSQL 53100 disk_full. The write was refused whole (its transaction
 * rolled back), so the client keeps its change and sends it again later.
 */
export function isStorageFull(error: unknown): boolean {
  const e = error as { code?: string; message?: string }
  return e?.code === '53100' || e?.code === 'SQLITE_FULL' || /database or disk is full/i.test(e?.message ?? '')
}

/**
 * The database cannot be reached or dropped the connection under the request: a PostgreSQL
 * restart or failover (57P01 admin_shutdown, 57P02/57P03, 08xxx connection exceptions), a
 * connection the driver found closed, a refused or reset socket, or the pool's wait for a
 * connection timing out. Nothing of the request was committed; the next request gets a fresh
 * connection from the pool, so the client retries.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string; name?: string }
  const code = typeof e?.code === 'string' ? e.code : ''
  if (/^(57P0[123]|08\d{3}|53300)$/.test(code)) return true
  if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'SQLITE_BUSY'].includes(code)) return true
  if (e?.name === 'KnexTimeoutError') return true
  // knex swallows a BEGIN that failed on a dead connection, marks the transaction complete and
  // reports the transaction's first query with this message instead (the real error is only in
  // the transaction's promise). Nothing here uses a transaction after it ended, so it means that.
  if (/^Transaction query already complete/.test(e?.message ?? '')) return true
  return /Connection terminated|terminating connection due to administrator command|Client has encountered a connection error|Connection ended unexpectedly|connection is closed/i.test(
    e?.message ?? ''
  )
}
