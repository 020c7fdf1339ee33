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
