/**
 * Values between the sync contract's shapes and database columns, the same on SQLite and
 * PostgreSQL. Timestamps are written as 'yyyy-MM-dd HH:mm:ss.SSS+00:00': PostgreSQL parses it
 * into timestamptz, Lucid's SQLite reader understands it, it keeps the milliseconds a client
 * sent (Lucid's own SQLite format drops them, which would make an unchanged value look
 * changed), and on SQLite the text sorts in time order.
 */
import { DateTime } from 'luxon'

export function toDbTimestamp(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null
  const millis = value instanceof Date ? value.getTime() : Date.parse(value)
  if (Number.isNaN(millis)) return null
  // Built from toISOString (years 1–9999 give 'YYYY-MM-DDTHH:mm:ss.sssZ'): this runs for every
  // row of a sync batch, and Luxon's formatter costs about as much as the insert itself.
  const iso = new Date(millis).toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 23)}+00:00`
}

const STORED_FORM = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?[+-]\d{2}:\d{2}$/

/** A stored timestamp → ISO 8601 in UTC with milliseconds ('2025-01-31T08:00:00.000Z'). */
export function fromDbTimestamp(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value.toISOString()
  const text = String(value)
  // The form this file writes: a plain ISO string once the space is a 'T' (fast path for pulls).
  if (STORED_FORM.test(text)) return new Date(Date.parse(text.replace(' ', 'T'))).toISOString()
  // Rows written by Lucid (or a column default) on SQLite carry no offset and are local time,
  // as Lucid itself reads them.
  let parsed = DateTime.fromSQL(text, { setZone: true })
  if (!parsed.isValid) parsed = DateTime.fromISO(text, { setZone: true })
  return parsed.isValid ? new Date(parsed.toMillis()).toISOString() : null
}

/** A client's ISO timestamp in the one form the server stores and answers with. */
export function canonicalTimestamp(value: string): string {
  const millis = Date.parse(value)
  return Number.isNaN(millis) ? value : new Date(millis).toISOString()
}

export const fromDbBoolean = (value: unknown) => (value === null || value === undefined ? null : Boolean(value))

export function fromDbList(value: unknown): string[] {
  if (Array.isArray(value)) return value
  try {
    const parsed = JSON.parse(String(value ?? '[]'))
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}

export function fromDbJsonObject<T extends object>(value: unknown): T {
  if (value && typeof value === 'object') return value as T
  try {
    const parsed = JSON.parse(String(value ?? '{}'))
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : ({} as T)
  } catch {
    return {} as T
  }
}
