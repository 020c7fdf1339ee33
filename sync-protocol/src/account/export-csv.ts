/**
 * CSV for the account export (GET /api/account/export): one file per table, a header row of
 * column names, RFC 4180 quoting by papaparse.
 *
 * Formula injection: a spreadsheet runs a cell that starts with '=', '+', '-', '@', a tab or a
 * carriage return as a formula ('=HYPERLINK(…)' in a journal note would become a live link, a
 * '+cmd|…' cell a command). Every such text cell is written with a single quote in front, which
 * spreadsheets show as text and do not run. A cell that is exactly a plain number ('-1.5',
 * '+3') is left alone: it cannot run anything and a quote would make it text.
 *
 * Imported as '@dosewise/sync-protocol/account-export' (not from the main entry) so papaparse
 * is not bundled into the PWA, which never writes CSV.
 */
import Papa from 'papaparse'

const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/

/** A cell's text as it is safe to hand to a spreadsheet. */
export function escapeCsvCell(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text
}

/** One value as a cell: nothing for null, lists and objects as JSON, everything as text. */
function cellOf(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return escapeCsvCell(value)
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  if (value instanceof Date) return value.toISOString()
  return escapeCsvCell(JSON.stringify(value))
}

/**
 * Rows → CSV text. The columns are every key of every row, in the order first seen (`columns`
 * when given, e.g. for a table with no rows). Lines end in CRLF as RFC 4180 says.
 */
export function toCsv(rows: readonly Record<string, unknown>[], columns?: readonly string[]): string {
  const fields = [...(columns ?? [])]
  const seen = new Set(fields)
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      if (!seen.has(key)) {
        seen.add(key)
        fields.push(key)
      }
    }
  }
  const header = fields.map(escapeCsvCell)
  const data = rows.map((row) => fields.map((field) => cellOf(row[field])))
  // escapeFormulae off: the escaping above is ours, applied once, with the number exception.
  return Papa.unparse([header, ...data], { newline: '\r\n', escapeFormulae: false })
}
