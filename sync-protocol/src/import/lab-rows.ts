/**
 * What the lab-result importers (FHIR bundles, CSV files) hand to `planLabImport`: rows read
 * from a person's file, each with where it came from, and the problems found on the way. The
 * parsers never throw: a file that cannot be read at all is one problem of the whole file
 * (row 0, 'File').
 *
 * Dates: lab results are date-only in this app (the form's date input stores midnight UTC of the
 * picked day), so an imported date keeps the calendar day *as written in the file* — a result
 * taken at 23:30-05:00 on 1 March stays on 1 March — and is stored as midnight UTC of that day.
 * A date that names no whole day ('2024-03') or is written another way ('03/01/2024': March or
 * January?) is refused rather than guessed.
 */

export interface LabImportRow {
  /** 1-based: the spreadsheet row (the header is row 1), or the bundle entry. */
  row: number
  /** How a person finds it in their file: 'Row 4', 'Entry 3', 'Entry 3, component 2'. */
  where: string
  testName: string
  /** The LOINC code, when the file gave one (FHIR `code.coding`, or a CSV 'LOINC' column). */
  loinc: string | null
  /** As written, comparator included ('<0.5'); text results ('positive') too. */
  value: string
  unit: string | null
  referenceRange: string | null
  /** ISO timestamp: midnight UTC of the day the result is for. */
  testedAt: string
  notes: string | null
}

export interface LabImportProblem {
  row: number
  where: string
  /** The test the row names, when it names one. */
  testName: string | null
  message: string
}

/** A part of the file that is not a lab result and was passed over on purpose. */
export interface LabImportSkip {
  row: number
  where: string
  reason: string
}

export interface LabFileParse {
  rows: LabImportRow[]
  errors: LabImportProblem[]
  skipped: LabImportSkip[]
}

export const FILE_WHERE = 'File'

export function fileProblem(message: string): LabFileParse {
  return { rows: [], errors: [{ row: 0, where: FILE_WHERE, testName: null, message }], skipped: [] }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i

export type DateReading = { ok: true; testedAt: string } | { ok: false; message: string }

/** 'YYYY-MM-DD' or an ISO date-time → midnight UTC of the day as written (see above). */
export function readTestDate(text: string): DateReading {
  const trimmed = text.trim()
  const match = DATE.exec(trimmed)
  if (!match) return { ok: false, message: `The date “${trimmed}” is not a full date in the form YYYY-MM-DD` }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  date.setUTCFullYear(year)
  const [hours, minutes, seconds] = [Number(match[4] ?? 0), Number(match[5] ?? 0), Number(match[6] ?? 0)]
  const dayExists = year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  if (!dayExists || hours > 23 || minutes > 59 || seconds > 60) return { ok: false, message: `The date “${trimmed}” does not exist` }
  return { ok: true, testedAt: `${match[1]}-${match[2]}-${match[3]}T00:00:00.000Z` }
}

/** The UTC calendar day of a stored timestamp ('2024-03-01'), or null when it is not one. */
export function dayOf(testedAt: string): string | null {
  const time = Date.parse(testedAt)
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10)
}
