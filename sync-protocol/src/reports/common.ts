/**
 * What the four report builders share: titles, the disclaimer, the person's calendar days, number
 * and date wording, source lists, and the one safety reading (readPersonSafety) fed the way the
 * PWA's use-person-safety.ts feeds it. Pure: the moment and the time zone come from the input, and
 * every date is written in one fixed format ('25 Nov 2026'), so the same records give the same
 * report on the device and on the server.
 */
import { buildInteractionCatalogue, type InteractionCatalogue } from '../matching/catalogue.js'
import type { Source, ReferenceInteraction } from '../schemas/reference.js'
import { isTimeZone } from '../schemas/notifications.js'
import { describeGap, readPersonSafety, type PersonSafety, type SafetyGap } from '../safety/person-safety.js'
import type { ReportInput, ReportKind, ReportSource } from './types.js'

export const REPORT_TITLES: Record<ReportKind, string> = {
  supplements: 'Supplement Report',
  'lab-trends': 'Lab Trends',
  interactions: 'Interaction Report',
  wellness: 'Wellness Summary',
}

/** The app's medical disclaimer, word for word as the PWA shows it (pwa/src/ui/medical-disclaimer.tsx). */
export const MEDICAL_DISCLAIMER =
  'This information is for general educational purposes only and is not a substitute for professional medical advice. Always consult a qualified healthcare provider before starting any supplement.'

/** Printed on every report: the app's disclaimer, and what a report is made from. */
export const REPORT_DISCLAIMER = `${MEDICAL_DISCLAIMER} This report is made from what was recorded in Dosewise and the reference data it cites; it is not a diagnosis and may be incomplete.`

/** "The last 30 days" of the supplement report and the wellness summary; the journal's "lately" for safety. */
export const REPORT_WINDOW_DAYS = 30

const DAY_MS = 86_400_000

// ---- The person's calendar ----

const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** The zone a report counts days in: the person's, or UTC when it is not one this runtime knows. */
export function reportTimeZone(timeZone: string): string {
  return timeZone && isTimeZone(timeZone) ? timeZone : 'UTC'
}

function partsIn(timeZone: string, instant: number): Record<string, string> {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    dayFormats.set(timeZone, format)
  }
  return Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]))
}

/** The day an instant falls on in a zone, 'YYYY-MM-DD'. */
export function dayIn(timeZone: string, instant: number): string {
  const parts = partsIn(timeZone, instant)
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** Minutes since that day's midnight, in a zone. */
export function minutesIn(timeZone: string, instant: number): number {
  const parts = partsIn(timeZone, instant)
  return Number(parts.hour) * 60 + Number(parts.minute)
}

const dayIndex = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS)

export function addDays(day: string, days: number): string {
  return new Date((dayIndex(day) + days) * DAY_MS).toISOString().slice(0, 10)
}

/** Every day from `from` to `to`, inclusive, in order. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let index = dayIndex(from); index <= dayIndex(to); index++) days.push(new Date(index * DAY_MS).toISOString().slice(0, 10))
  return days
}

const dayWording = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** '2026-11-25' → '25 Nov 2026': one format on every device and on the server. */
export function formatDay(day: string): string {
  const time = Date.parse(`${day.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(time) ? day : dayWording.format(new Date(time))
}

/**
 * A date-only record (a lab's test date, picked in a date input) is stored as midnight UTC of
 * that day, so its day is its UTC day — the day the person picked, in every zone.
 */
export function recordDay(iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? iso.slice(0, 10) : new Date(time).toISOString().slice(0, 10)
}

/** The report's window: the last `days` days of the person's calendar, today included. */
export interface ReportWindow {
  today: string
  from: string
  /** Minutes since the person's midnight, now. */
  minutes: number
}

export function reportWindow(input: Pick<ReportInput, 'now' | 'timeZone'>, days = REPORT_WINDOW_DAYS): ReportWindow {
  const zone = reportTimeZone(input.timeZone)
  const today = dayIn(zone, input.now)
  return { today, from: addDays(today, -(days - 1)), minutes: minutesIn(zone, input.now) }
}

export function windowSubtitle(window: ReportWindow, days = REPORT_WINDOW_DAYS): string {
  return `Last ${days} days: ${formatDay(window.from)} – ${formatDay(window.today)}`
}

// ---- Numbers ----

export const mean = (values: readonly number[]): number | null =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length

/** A 0–10 score with one decimal ('7.5'), or '—' when there is none. */
export const score = (value: number | null): string => (value === null ? '—' : (Math.round(value * 10) / 10).toFixed(1))

/** Whole per cent of a part, or null when there is no whole. */
export const percent = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 100) : null)

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

/** 'a', 'a and b', 'a, b and c'. */
export const listing = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`

// ---- Sources ----

/** Collects the sources a report rests on, each once (by address), in the order first cited. */
export class SourceCollector {
  readonly #byUrl = new Map<string, ReportSource>()

  add(sources: readonly (Source | ReportSource)[]): this {
    for (const source of sources) {
      if (this.#byUrl.has(source.url)) continue
      const label = 'label' in source ? source.label : `${source.title} — ${source.publisher}`
      this.#byUrl.set(source.url, { label, url: source.url })
    }
    return this
  }

  list(): ReportSource[] {
    return [...this.#byUrl.values()]
  }
}

/** The basis of a lab's low / normal / high: the range printed with the result (MedlinePlus explains why ranges differ). */
export const LAB_RANGE_SOURCE: ReportSource = {
  label: 'How to Understand Your Lab Results — MedlinePlus (U.S. National Library of Medicine)',
  url: 'https://medlineplus.gov/lab-tests/how-to-understand-your-lab-results/',
}

// ---- The one safety reading ----

export type ReportSafety = PersonSafety<ReferenceInteraction>

/** Something the report could not check, with where it was written. */
export interface ReportGap {
  /** As written ('coumadn'). */
  text: string
  /** 'your prescriptions', 'your supplement stack' … */
  from: string
  /** "We could not check “coumadn”. Did you mean coumadin (Warfarin)?" */
  line: string
}

const GAP_FROM: Record<SafetyGap['source'] | 'stack', string> = {
  prescription: 'your prescriptions',
  'assessment-medications': 'the medicines in your latest assessment',
  'assessment-supplements': 'the supplements in your latest assessment',
  journal: 'your journal in the last 30 days',
  stack: 'your supplement stack',
}

export interface SafetyReading {
  catalogue: InteractionCatalogue<ReferenceInteraction>
  safety: ReportSafety
  /** Everything that could not be checked: the parser's gaps and stack items the catalogue does not list. */
  gaps: ReportGap[]
}

// A snapshot version names one content (its hash); one catalogue per reference object is enough.
const catalogues = new WeakMap<object, { version: string; catalogue: InteractionCatalogue<ReferenceInteraction> }>()

function catalogueOf(reference: ReportInput['reference']): InteractionCatalogue<ReferenceInteraction> {
  const cached = catalogues.get(reference)
  if (cached && cached.version === reference.version) return cached.catalogue
  const catalogue = buildInteractionCatalogue(reference)
  catalogues.set(reference, { version: reference.version, catalogue })
  return catalogue
}

/** Active stack items, oldest started first. */
export function activeStack(input: Pick<ReportInput, 'stack'>): ReportInput['stack'][number][] {
  return input.stack.filter((item) => item.active).sort((a, b) => a.startedAt.localeCompare(b.startedAt) || a.supplementId - b.supplementId)
}

/** Supplement names ticked in the journal in the last 30 days, newest first, each once (as pwa/src/lib/use-person-safety.ts). */
export function recentJournalSupplements(input: Pick<ReportInput, 'journal' | 'now'>): string[] {
  const since = input.now - REPORT_WINDOW_DAYS * DAY_MS
  const recent = input.journal
    .filter((entry) => Date.parse(entry.date) >= since)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
  return [...new Set(recent.flatMap((entry) => entry.supplementsTaken))]
}

/**
 * What the person takes and its interactions, read as every screen reads it: active
 * prescriptions, the latest assessment's typed lists, the stack and the journal's last 30 days.
 */
export function readReportSafety(input: ReportInput): SafetyReading {
  const catalogue = catalogueOf(input.reference)
  const names = new Map(input.reference.supplements.map((s) => [s.id, s.name]))
  const stack = activeStack(input)
  const safety = readPersonSafety(catalogue, {
    prescriptions: input.prescriptions,
    assessment: input.assessment,
    stack: stack.flatMap((item) => names.get(item.supplementId) ?? []),
    journal: recentJournalSupplements(input),
    now: input.now,
  })
  // A stack item the reference data does not list has no name to check: it is a gap, never silence.
  const unnamed: ReportGap[] = stack
    .filter((item) => !names.has(item.supplementId))
    .map((item) => {
      const text = `supplement #${item.supplementId}`
      return { text, from: GAP_FROM.stack, line: `We could not check ${text}: it is not in the reference data this report was made with.` }
    })
  const read = safety.unrecognised.map((gap) => ({ text: gap.text, from: GAP_FROM[gap.source], line: describeGap(gap) }))
  return { catalogue, safety, gaps: [...read, ...unnamed] }
}

/** A supplement's name from the reference data, or a plain description when it is not there. */
export function supplementName(input: Pick<ReportInput, 'reference'>, supplementId: number): string {
  return input.reference.supplements.find((s) => s.id === supplementId)?.name ?? `Supplement #${supplementId} (not in the catalogue)`
}
