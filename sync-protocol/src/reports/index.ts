/**
 * The four healthcare reports (issue 14), as layout-free documents: `buildReport(kind, input)`.
 * A subpath of its own (`@dosewise/sync-protocol/reports`) so that only the report page (PWA)
 * and Share Report (API) bundle it; the PDF renderer is a further subpath
 * (`@dosewise/sync-protocol/reports/pdf`) because it brings react-pdf.
 *
 * Pure: the same input gives the same document on the device and on the server.
 */
import type { ReportDocument, ReportInput, ReportKind, ReportSection } from './types.js'
import { REPORT_DISCLAIMER, REPORT_TITLES, SourceCollector, reportWindow, windowSubtitle } from './common.js'
import { buildSupplementSections } from './supplement-report.js'
import { buildLabSections } from './lab-trends.js'
import { buildInteractionSections } from './interaction-report.js'
import { buildWellnessSections } from './wellness-summary.js'

export { REPORT_KINDS } from './types.js'
export type {
  ReportKind,
  ReportInput,
  ReportDocument,
  ReportSection,
  ReportTable,
  ReportChart,
  ReportPoint,
  ReportSource,
} from './types.js'
export { REPORT_TITLES, REPORT_DISCLAIMER, MEDICAL_DISCLAIMER, REPORT_WINDOW_DAYS } from './common.js'
export { chartGeometry, SERIES_STYLES } from './chart-geometry.js'
export type { ChartGeometry } from './chart-geometry.js'

/** One line on the Healthcare screen's button, and the page's description. */
export const REPORT_DESCRIPTIONS: Record<ReportKind, string> = {
  supplements: 'Current supplements and progress',
  'lab-trends': 'Each lab test over time against its range',
  interactions: 'Drug-supplement interactions',
  wellness: 'Journal and check-in trends, by shift',
}

export function isReportKind(value: string | undefined): value is ReportKind {
  return value === 'supplements' || value === 'lab-trends' || value === 'interactions' || value === 'wellness'
}

export function buildReport(kind: ReportKind, input: ReportInput): ReportDocument {
  const window = reportWindow(input)
  const sources = new SourceCollector()
  let subtitle = windowSubtitle(window)
  let sections: ReportSection[]
  switch (kind) {
    case 'supplements':
      sections = buildSupplementSections(input, window, sources)
      break
    case 'lab-trends':
      ;({ subtitle, sections } = buildLabSections(input, sources))
      break
    case 'interactions':
      ;({ subtitle, sections } = buildInteractionSections(input, window, sources))
      break
    case 'wellness':
      sections = buildWellnessSections(input, window)
      break
  }
  return {
    kind,
    title: REPORT_TITLES[kind],
    subtitle,
    person: { name: input.person.name.trim() || 'Dosewise user' },
    generatedAt: new Date(input.now).toISOString(),
    generatedOn: window.today,
    sections,
    disclaimer: REPORT_DISCLAIMER,
    sources: sources.list(),
  }
}

/** 'dosewise-supplement-report-2026-11-25.pdf': the title as a slug and the day it was made. */
export function reportFileName(doc: Pick<ReportDocument, 'title' | 'generatedOn'>): string {
  const slug = doc.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `dosewise-${slug}-${doc.generatedOn}.pdf`
}
