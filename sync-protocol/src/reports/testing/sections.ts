/** Test-only: reading a built report the way a person scans it — by section heading, as text. */
import type { ReportDocument, ReportSection } from '../types.js'

export function section(doc: ReportDocument, heading: string | RegExp): ReportSection {
  const found = doc.sections.find((s) => (typeof heading === 'string' ? s.heading === heading : heading.test(s.heading)))
  if (!found) throw new Error(`no section ${heading} in ${doc.sections.map((s) => s.heading).join(' | ')}`)
  return found
}

/** Everything a section says, as one text (paragraphs, table cells, empty state, chart summaries). */
export function textOf(part: ReportSection | ReportDocument): string {
  if ('sections' in part) return part.sections.map(textOf).join('\n')
  return [
    part.heading,
    ...(part.paragraphs ?? []),
    ...(part.table ? [part.table.columns.join(' | '), ...part.table.rows.map((row) => row.join(' | '))] : []),
    ...(part.charts ?? []).map((chart) => chart.summary ?? ''),
    part.empty ?? '',
  ].join('\n')
}

/** A table's rows as objects keyed by column. */
export function rowsOf(part: ReportSection): Record<string, string>[] {
  if (!part.table) throw new Error(`section ${part.heading} has no table`)
  const { columns, rows } = part.table
  return rows.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]!])))
}
