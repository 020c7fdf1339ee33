/**
 * Supplements and interactions as CSV, for editing the knowledge base in a spreadsheet and
 * bringing it back. RFC 4180: comma-separated, CRLF line ends, fields with a comma, quote or
 * line break are quoted and quotes doubled. Lists and objects sit in one cell as JSON; a
 * nullable field is an empty cell. No CSV library is installed and this is all that is needed.
 */
import { interactionRecordSchema, supplementRecordSchema, type InteractionRecord, type SupplementRecord } from '@dosewise/sync-protocol'
import type { ZodTypeAny } from 'zod'

type Kind = 'text' | 'number' | 'boolean' | 'json' | 'nullableText' | 'nullableJson'

const SUPPLEMENT_COLUMNS: Array<[keyof SupplementRecord, Kind]> = [
  ['slug', 'text'],
  ['name', 'text'],
  ['aliases', 'json'],
  ['category', 'text'],
  ['description', 'text'],
  ['benefits', 'json'],
  ['dosage', 'text'],
  ['timing', 'text'],
  ['timingRules', 'json'],
  ['priceCents', 'number'],
  ['upperLimit', 'nullableJson'],
  ['contraindications', 'json'],
  ['interactions', 'json'],
  ['research', 'text'],
  ['evidence', 'json'],
  ['goals', 'json'],
  ['diets', 'json'],
  ['professions', 'json'],
  ['ages', 'json'],
  ['hobbies', 'json'],
  ['notForDiets', 'json'],
  ['allergens', 'json'],
  ['avoidIf', 'json'],
  ['nutrients', 'json'],
  ['labMarkers', 'json'],
  ['requiresLowLab', 'boolean'],
  ['recommendable', 'boolean'],
  ['affiliateProgram', 'nullableText'],
  ['productUrl', 'nullableText'],
  ['sources', 'json'],
]
const INTERACTION_COLUMNS: Array<[keyof InteractionRecord, Kind]> = [
  ['medication', 'text'],
  ['supplement', 'text'],
  ['severity', 'text'],
  ['description', 'text'],
  ['recommendation', 'text'],
  ['evidence', 'text'],
  ['sources', 'json'],
]

export class CsvFormatError extends Error {}

function quote(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field
}

export function serializeCsv(rows: string[][]): string {
  return rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n'
}

/** Parses RFC 4180 text (CRLF or LF line ends) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  let i = 0
  const endField = () => {
    row.push(field)
    field = ''
  }
  while (i < text.length) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i += 2
          continue
        }
        quoted = false
        i++
        if (i < text.length && !',\r\n'.includes(text[i]!)) {
          throw new CsvFormatError(`Line ${rows.length + 1}: unexpected text after a closing quote`)
        }
        continue
      }
      field += ch
      i++
      continue
    }
    if (ch === '"' && field === '') {
      quoted = true
      i++
    } else if (ch === ',') {
      endField()
      i++
    } else if (ch === '\r' || ch === '\n') {
      endField()
      rows.push(row)
      row = []
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1
    } else {
      field += ch
      i++
    }
  }
  if (quoted) throw new CsvFormatError(`Line ${rows.length + 1}: a quoted field is never closed`)
  if (field !== '' || row.length) {
    endField()
    rows.push(row)
  }
  return rows
}

function toCell(value: unknown, kind: Kind): string {
  if (value === null || value === undefined) return ''
  if (kind === 'json' || kind === 'nullableJson') return JSON.stringify(value)
  return String(value)
}

function fromCell(cell: string, kind: Kind, where: string): unknown {
  switch (kind) {
    case 'text':
      return cell
    case 'nullableText':
      return cell === '' ? null : cell
    case 'number':
      if (cell.trim() === '' || Number.isNaN(Number(cell))) throw new CsvFormatError(`${where}: "${cell}" is not a number`)
      return Number(cell)
    case 'boolean':
      if (cell !== 'true' && cell !== 'false') throw new CsvFormatError(`${where}: "${cell}" is not true or false`)
      return cell === 'true'
    case 'json':
    case 'nullableJson':
      if (cell === '' && kind === 'nullableJson') return null
      try {
        return JSON.parse(cell)
      } catch {
        throw new CsvFormatError(`${where}: not valid JSON`)
      }
  }
}

function exportRecords<R>(records: readonly R[], columns: Array<[keyof R, Kind]>): string {
  const header = columns.map(([name]) => String(name))
  return serializeCsv([header, ...records.map((r) => columns.map(([name, kind]) => toCell(r[name], kind)))])
}

/** One CSV row read: its line, and the record or the first thing wrong with it. */
export type CsvRow<R> = { line: number; record: R; error: null } | { line: number; record: null; error: string }

/**
 * Reads every row on its own, so a preview can list each row's problem; only a wrong header
 * (or unreadable CSV) throws, since then no row can be read at all.
 */
function readRecords<S extends ZodTypeAny>(text: string, columns: Array<[string, Kind]>, schema: S): CsvRow<S['_output']>[] {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''))
  const expected = columns.map(([name]) => name)
  if (!header || header.join(',') !== expected.join(',')) {
    throw new CsvFormatError(`The first line must be the header: ${expected.join(',')}`)
  }
  return rows
    .map((row, r) => ({ row, line: r + 2 }))
    .filter(({ row }) => !(row.length === 1 && row[0] === ''))
    .map(({ row, line }): CsvRow<S['_output']> => {
      try {
        if (row.length !== columns.length) {
          throw new CsvFormatError(`Line ${line}: ${row.length} fields, expected ${columns.length}`)
        }
        const record = Object.fromEntries(columns.map(([name, kind], c) => [name, fromCell(row[c]!, kind, `Line ${line}, ${name}`)]))
        const parsed = schema.safeParse(record)
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!
          throw new CsvFormatError(`Line ${line}, ${issue.path.join('.')}: ${issue.message}`)
        }
        return { line, record: parsed.data as S['_output'], error: null }
      } catch (error) {
        if (!(error instanceof CsvFormatError)) throw error
        return { line, record: null, error: error.message }
      }
    })
}

function importRecords<S extends ZodTypeAny>(text: string, columns: Array<[string, Kind]>, schema: S): S['_output'][] {
  return readRecords(text, columns, schema).map((row) => {
    if (row.error !== null) throw new CsvFormatError(row.error)
    return row.record
  })
}

export const exportSupplementsCsv = (records: readonly SupplementRecord[]) => exportRecords(records, SUPPLEMENT_COLUMNS)
export const importSupplementsCsv = (text: string): SupplementRecord[] =>
  importRecords(text, SUPPLEMENT_COLUMNS as Array<[string, Kind]>, supplementRecordSchema)
export const exportInteractionsCsv = (records: readonly InteractionRecord[]) => exportRecords(records, INTERACTION_COLUMNS)
export const importInteractionsCsv = (text: string): InteractionRecord[] =>
  importRecords(text, INTERACTION_COLUMNS as Array<[string, Kind]>, interactionRecordSchema)
export const readSupplementsCsv = (text: string): CsvRow<SupplementRecord>[] =>
  readRecords(text, SUPPLEMENT_COLUMNS as Array<[string, Kind]>, supplementRecordSchema)
export const readInteractionsCsv = (text: string): CsvRow<InteractionRecord>[] =>
  readRecords(text, INTERACTION_COLUMNS as Array<[string, Kind]>, interactionRecordSchema)
