/**
 * Lab results from a CSV file with a header row (a spreadsheet export, or one a person made).
 * Columns are found by their header, in any case and order; unknown columns are ignored. Row
 * numbers are a spreadsheet's: the header is row 1, blank rows count. Nothing here throws.
 *
 * A cell that looks like a spreadsheet formula ('=HYPERLINK(…)', '@SUM(…)', '+cmd|…') is refused
 * with its row: it is not a lab result, and storing it would hand it to whatever spreadsheet
 * later opens an export of these records. Plain signed numbers ('-1.5') are not formulas.
 */
import Papa from 'papaparse'
import { HEALTHCARE_MESSAGES } from '../schemas/healthcare.js'
import { fileProblem, readTestDate, type LabFileParse } from './lab-rows.js'

type Column = 'testName' | 'value' | 'unit' | 'referenceRange' | 'testedAt' | 'notes' | 'loinc'

/** Accepted headers, compared lower-cased with runs of spaces, '_' and '-' as one space. */
const HEADERS: Record<Column, readonly string[]> = {
  testName: ['test', 'test name', 'name'],
  value: ['value', 'result'],
  unit: ['unit', 'units'],
  referenceRange: ['reference range', 'range', 'ref range'],
  testedAt: ['date', 'tested at', 'collected', 'test date'],
  notes: ['notes', 'note'],
  loinc: ['loinc', 'loinc code'],
}

const REQUIRED: readonly { column: Column; label: string }[] = [
  { column: 'testName', label: 'test name' },
  { column: 'value', label: 'value' },
  { column: 'testedAt', label: 'date' },
]

const LABELS: Record<Column, string> = {
  testName: 'test name',
  value: 'value',
  unit: 'unit',
  referenceRange: 'reference range',
  testedAt: 'date',
  notes: 'notes',
  loinc: 'LOINC code',
}

const normalizeHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')

export function looksLikeFormula(cell: string): boolean {
  return /^[=@\t\r]/.test(cell) || (/^[+-]/.test(cell) && /[a-z(|!$]/i.test(cell))
}

export function parseLabCsv(text: string): LabFileParse {
  const parsed = Papa.parse<Record<string, string | undefined>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    // Blank rows are kept so that row numbers match the spreadsheet's; they are passed over below.
    skipEmptyLines: false,
    transformHeader: normalizeHeader,
  })
  const headers = parsed.meta.fields ?? []
  const columns = new Map<Column, string>()
  for (const [column, names] of Object.entries(HEADERS) as [Column, readonly string[]][]) {
    const header = headers.find((name) => names.includes(name))
    if (header !== undefined) columns.set(column, header)
  }
  const missing = REQUIRED.filter(({ column }) => !columns.has(column)).map(
    ({ column, label }) => `${label} (${HEADERS[column].join(', ')})`
  )
  if (headers.length === 0 || parsed.data.length === 0)
    return fileProblem('The file is empty: it needs a header row and one row per result')
  if (missing.length > 0) return fileProblem(`The header row has no column for: ${missing.join('; ')}`)

  const rowProblems = new Map<number, string>()
  for (const error of parsed.errors) {
    if (error.row === undefined || rowProblems.has(error.row)) continue
    rowProblems.set(
      error.row,
      error.type === 'FieldMismatch' ? `This row has a different number of cells than the header row (${error.message})` : error.message
    )
  }

  const result: LabFileParse = { rows: [], errors: [], skipped: [] }
  parsed.data.forEach((record, index) => {
    const row = index + 2
    const where = `Row ${row}`
    const cell = (column: Column) => {
      const header = columns.get(column)
      return header === undefined ? '' : (record[header] ?? '').trim()
    }
    const cells = Object.entries(record)
      .filter(([key]) => key !== '__parsed_extra')
      .map(([, value]) => (value ?? '').trim())
    if (cells.every((value) => value === '')) return

    const testName = cell('testName')
    const problem = (message: string): void => {
      result.errors.push({ row, where, testName: testName || null, message })
    }
    const mismatch = rowProblems.get(index)
    if (mismatch !== undefined) return problem(mismatch)
    const formula = (Object.keys(HEADERS) as Column[]).find((column) => looksLikeFormula(cell(column)))
    if (formula) return problem(`The ${LABELS[formula]} “${cell(formula)}” looks like a spreadsheet formula, not a lab result`)
    if (testName === '') return problem(HEALTHCARE_MESSAGES.testNameRequired)
    if (cell('value') === '') return problem(HEALTHCARE_MESSAGES.valueRequired)
    if (cell('testedAt') === '') return problem(HEALTHCARE_MESSAGES.testDateRequired)
    const date = readTestDate(cell('testedAt'))
    if (!date.ok) return problem(date.message)

    const optional = (column: Column) => cell(column) || null
    result.rows.push({
      row,
      where,
      testName,
      loinc: optional('loinc'),
      value: cell('value'),
      unit: optional('unit'),
      referenceRange: optional('referenceRange'),
      testedAt: date.testedAt,
      notes: optional('notes'),
    })
  })
  return result
}
