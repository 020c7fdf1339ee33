/**
 * 'Import CSV' for the catalogue and the interaction table (ADR 0035), in two steps over the
 * same file: a preview reads every row (the knowledge base's CSV columns, `reference_data/csv.ts`)
 * and checks each valid one against the files plus edits with the full validator, writing
 * nothing; 'Apply' refuses while any row has a problem, and otherwise stores every changed row as
 * an admin edit in one transaction, validated together.
 */
import {
  type AdminCsvKind,
  type AdminCsvPreview,
  type AdminCsvRow,
  type InteractionRecord,
  type ReferenceFiles,
  type SupplementRecord,
} from '@dosewise/sync-protocol'
import { ValidationFailedException } from '#exceptions/app_exceptions'
import { interactionKey, readAdminEdits, saveAdminEdit, withAdminEdits } from '#services/reference_data/admin_edits'
import {
  CsvFormatError,
  exportInteractionsCsv,
  exportSupplementsCsv,
  readInteractionsCsv,
  readSupplementsCsv,
  type CsvRow,
} from '#services/reference_data/csv'
import { loadEffectiveReference } from '#services/reference_data/reference_loader'
import { canonicalJson, readReferenceFiles } from '#services/reference_data/files'
import { ReferenceDataInvalidError, validateReferenceData } from '#services/reference_data/validator'
import db from '@adonisjs/lucid/services/db'
import { recordAdminAction } from '#services/admin/audit_log'
import { changeReference } from './reference_change.js'

type AnyRecord = SupplementRecord | InteractionRecord

const keyOf = (kind: AdminCsvKind, record: AnyRecord) =>
  kind === 'supplements' ? (record as SupplementRecord).slug : interactionKey(record as InteractionRecord)
const labelOf = (kind: AdminCsvKind, record: AnyRecord) =>
  kind === 'supplements'
    ? (record as SupplementRecord).name
    : `${(record as InteractionRecord).medication} + ${(record as InteractionRecord).supplement}`

function readRows(kind: AdminCsvKind, csv: string): CsvRow<AnyRecord>[] {
  return kind === 'supplements' ? readSupplementsCsv(csv) : readInteractionsCsv(csv)
}

function currentRecords(kind: AdminCsvKind, data: ReferenceFiles): Map<string, AnyRecord> {
  const list: AnyRecord[] = kind === 'supplements' ? data.supplements.supplements : data.interactions.interactions
  return new Map(list.map((r) => [keyOf(kind, r), r]))
}

/** The files and edits with `records` laid over them, validated; the problems, or none. */
function problemsWith(
  raw: ReturnType<typeof readReferenceFiles>['raw'],
  edits: Awaited<ReturnType<typeof readAdminEdits>>,
  kind: AdminCsvKind,
  records: AnyRecord[]
) {
  const more =
    kind === 'supplements'
      ? { supplements: [...edits.supplements, ...(records as SupplementRecord[])], interactions: edits.interactions }
      : { supplements: edits.supplements, interactions: [...edits.interactions, ...(records as InteractionRecord[])] }
  try {
    validateReferenceData(withAdminEdits(raw, more))
    return []
  } catch (error) {
    if (error instanceof ReferenceDataInvalidError) return error.problems
    throw error
  }
}

export async function previewCsv(kind: AdminCsvKind, csv: string): Promise<AdminCsvPreview & { records: AnyRecord[] }> {
  const empty = { add: 0, change: 0, same: 0, error: 0 }
  let rows: CsvRow<AnyRecord>[]
  try {
    rows = readRows(kind, csv)
  } catch (error) {
    if (error instanceof CsvFormatError) return { kind, fileError: error.message, rows: [], counts: empty, records: [] }
    throw error
  }
  const { raw } = readReferenceFiles()
  const edits = await readAdminEdits(db.connection())
  const current = currentRecords(kind, validateReferenceData(withAdminEdits(raw, edits)))
  const seen = new Map<string, number>()
  const candidates = rows.flatMap((row) => (row.error === null ? [row.record] : []))
  // Checked together first (one pass); only when that finds problems is each row checked alone,
  // so a problem is given to its own row, not a neighbour's.
  const together = problemsWith(raw, edits, kind, candidates).length === 0
  const records: AnyRecord[] = []
  const preview: AdminCsvRow[] = rows.map((row) => {
    if (row.error !== null) return { line: row.line, key: '', action: 'error', errors: [row.error] }
    const key = keyOf(kind, row.record)
    const errors: string[] = []
    if (seen.has(key)) errors.push(`Line ${row.line}: the same ${kind === 'supplements' ? 'slug' : 'pair'} as line ${seen.get(key)}`)
    seen.set(key, row.line)
    const before = current.get(key)
    if (before && canonicalJson(before) === canonicalJson(row.record))
      return { line: row.line, key: labelOf(kind, row.record), action: errors.length ? 'error' : 'same', errors }
    if (!together) {
      errors.push(...problemsWith(raw, edits, kind, [row.record]).map((p) => `Line ${row.line}: ${p.replace(/^[a-z_]+\.json: /, '')}`))
    }
    if (!errors.length) records.push(row.record)
    return { line: row.line, key: labelOf(kind, row.record), action: errors.length ? 'error' : before ? 'change' : 'add', errors }
  })
  const counts = { ...empty }
  for (const row of preview) counts[row.action]++
  return { kind, fileError: null, rows: preview, counts, records }
}

/** The catalogue or the interaction table as it is served (files plus edits), in the import's columns. */
export async function exportCsv(adminId: number, kind: AdminCsvKind): Promise<string> {
  const { data } = await loadEffectiveReference()
  await recordAdminAction(adminId, `export.${kind}`, {})
  return kind === 'supplements' ? exportSupplementsCsv(data.supplements.supplements) : exportInteractionsCsv(data.interactions.interactions)
}

export async function applyCsv(adminId: number, kind: AdminCsvKind, csv: string) {
  const { records, ...preview } = await previewCsv(kind, csv)
  if (preview.fileError) throw new ValidationFailedException([{ field: 'csv', message: preview.fileError }])
  const failing = preview.rows.filter((r) => r.action === 'error')
  if (failing.length) {
    throw new ValidationFailedException(failing.flatMap((r) => r.errors).map((message) => ({ field: 'csv', message })))
  }
  if (!records.length) return { ...preview, version: null as string | null }
  const names = records.map((r) => labelOf(kind, r))
  const { version } = await changeReference(
    adminId,
    `import.${kind}`,
    { added: preview.counts.add, changed: preview.counts.change },
    names,
    async (trx) => {
      for (const record of records) await saveAdminEdit(trx, kind === 'supplements' ? 'supplement' : 'interaction', record)
    }
  )
  return { ...preview, version: version as string | null }
}
