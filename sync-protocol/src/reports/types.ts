/**
 * The four healthcare reports (issue 14): what they are built from and what they are. Both ends
 * build them with the same pure functions — the PWA from its local database (so a report works
 * offline), the API from the person's synced rows (so 'Share Report' never forwards a file the
 * client supplied). A `ReportDocument` is layout-free data; the print page (PWA) and the PDF
 * renderer (`renderReportPdf`, this folder's pdf.ts) each lay it out.
 */
import type { Assessment } from '../schemas/assessment.js'
import type { Dose } from '../schemas/doses.js'
import type { LabResult, Prescription } from '../schemas/healthcare.js'
import type { JournalEntry, ProgressTracking } from '../schemas/journal.js'
import type { ReminderSettings } from '../schemas/notifications.js'
import type { ReferenceSnapshot } from '../schemas/reference.js'
import type { StackItem } from '../schemas/stack.js'

export const REPORT_KINDS = ['supplements', 'lab-trends', 'interactions', 'wellness'] as const
export type ReportKind = (typeof REPORT_KINDS)[number]

/** Everything a report may draw on: the person's synced records, as either end holds them. */
export interface ReportInput {
  /** The person, as the report names them ('Ana Silva'; the username when no name is set). */
  person: { name: string }
  /** When the report is made (ms since epoch); every "last N days" counts back from here. */
  now: number
  /** IANA time zone the person's days are counted in ('Europe/London'). */
  timeZone: string
  /** Reference data: supplement names and doses, interaction rows with their sources. */
  reference: Pick<ReferenceSnapshot, 'version' | 'supplements' | 'interactions' | 'medications' | 'classes'>
  stack: readonly StackItem[]
  doses: readonly Dose[]
  journal: readonly JournalEntry[]
  checkIns: readonly ProgressTracking[]
  labResults: readonly LabResult[]
  prescriptions: readonly Prescription[]
  /** The latest assessment, or null. */
  assessment: Assessment | null
  reminderSettings: ReminderSettings | null
}

/** One point of a chart: x is an ISO date or timestamp, y a number. */
export interface ReportPoint {
  x: string
  y: number
}

export interface ReportChart {
  title: string
  /** Unit of y ('ng/mL', 'score 0–10', '%'). */
  unit: string | null
  series: { label: string; points: ReportPoint[] }[]
  /** A shaded band (a lab's reference range), when known. */
  band?: { low: number | null; high: number | null; label: string } | null
  /** The y axis's fixed extent when the scale has one ([0, 10] for scores, [0, 100] for %). */
  yRange?: [number, number] | null
  /** What the chart shows, in words: its text alternative on screen and its caption in the PDF. */
  summary?: string
}

export interface ReportTable {
  /** What the table lists (its <caption>); the section's heading when absent. */
  caption?: string
  columns: string[]
  rows: string[][]
}

export interface ReportSection {
  heading: string
  /** 2: a section of the report (default); 3: a part of the level-2 section before it. */
  level?: 2 | 3
  /** 'warning': set apart (what could not be checked, a serious interaction). */
  emphasis?: 'warning'
  /** Plain sentences, in order. */
  paragraphs?: string[]
  table?: ReportTable
  charts?: ReportChart[]
  /** Set only when the section has nothing to report ('No lab results recorded'); always shown when set. */
  empty?: string
}

export interface ReportSource {
  label: string
  url: string
}

export interface ReportDocument {
  kind: ReportKind
  title: string
  /** One line under the title (what the report covers, e.g. 'Last 30 days'). */
  subtitle: string
  person: { name: string }
  /** ISO timestamp of `ReportInput.now`. */
  generatedAt: string
  /** The day it was made on the person's calendar, 'YYYY-MM-DD' (the PDF's file name carries it). */
  generatedOn: string
  sections: ReportSection[]
  /** The medical disclaimer, printed on every report. */
  disclaimer: string
  /** Every source a fact in the report rests on, each once. */
  sources: ReportSource[]
}
