/**
 * The dashboard's figures, computed from the person's own records on this device (spec §2
 * "Dashboard": the original screen hard-coded them). Pure functions of their inputs and `now`.
 *
 * Days are the person's calendar days (the device's time zone): 'the last 7 days' are today and
 * the 6 days before it, whatever the hour. Day numbers are counted on the calendar date, not in
 * 24-hour steps, so a daylight-saving change never moves an entry to another day.
 */
import {
  ENERGY_SCORES,
  MOOD_SCORES,
  SLEEP_SCORES,
  STRESS_SCORES,
  normalizeName,
  type Dose,
  type JournalEntry,
} from '@dosewise/sync-protocol'

/** How many calendar days 'this week' covers: today and the 6 before it. */
export const WEEK_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

/** The calendar date of a moment, in the device's time zone, as a day count (for differences). */
export function dayNumber(moment: Date): number {
  return Math.round(Date.UTC(moment.getFullYear(), moment.getMonth(), moment.getDate()) / DAY_MS)
}

function dayOf(iso: string): number | null {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? null : dayNumber(new Date(time))
}

/** Whether a journal entry was written today or on one of the 6 days before. */
function inLastWeek(iso: string, today: number): boolean {
  const day = dayOf(iso)
  return day !== null && day > today - WEEK_DAYS && day <= today
}

/** Journal entries of the last 7 days (the ones every weekly figure is made from). */
export function entriesOfLastWeek<T extends Pick<JournalEntry, 'date'>>(entries: readonly T[], now: Date): T[] {
  const today = dayNumber(now)
  return entries.filter((entry) => inLastWeek(entry.date, today))
}

export interface PlanWeek {
  /** 1 during the first 7 days (the start day included), 2 during the next 7, … */
  week: number
  /** The earliest start, the day the count began. */
  startedAt: string
}

/**
 * Which week of the plan this is, counted from the earliest `startedAt` of the active stack
 * items; null without any. A start later than today (another device's clock ahead) is week 1.
 */
export function planWeek(items: readonly { startedAt: string }[], now: Date): PlanWeek | null {
  let earliest: { startedAt: string; time: number } | null = null
  for (const { startedAt } of items) {
    const time = Date.parse(startedAt)
    if (!Number.isNaN(time) && (earliest === null || time < earliest.time)) earliest = { startedAt, time }
  }
  if (!earliest) return null
  const days = Math.max(0, dayNumber(now) - dayNumber(new Date(earliest.time)))
  return { week: Math.floor(days / WEEK_DAYS) + 1, startedAt: earliest.startedAt }
}

export interface DoseCount {
  /** Planned doses marked taken (Today) or named by a journal entry of the same day. */
  taken: number
  /** One per active stack item per day of the last 7, from the day it was started. */
  planned: number
}

/**
 * Doses taken against doses planned over the last 7 days. Planned: for each of those days, one
 * dose per stack item started on or before that day (an item started mid-week counts from its
 * start day). Taken: the dose was marked taken on the Today screen (a dose record of that
 * supplement and day), or that day has a journal entry whose `supplementsTaken` names the item's
 * supplement — its catalogue name or an alias, compared in sync-protocol's normal form, so
 * 'Fish oil' counts for Omega-3 Fish Oil. A day counts once per item however many say so.
 *
 * `namesOf` gives a supplement's catalogue name and aliases; one it cannot name (not in the
 * downloaded catalogue) counts only by its dose records.
 */
export function doseCompliance(
  items: readonly { supplementId: number; startedAt: string }[],
  entries: readonly Pick<JournalEntry, 'date' | 'supplementsTaken'>[],
  namesOf: (supplementId: number) => readonly string[],
  now: Date,
  doses: readonly Pick<Dose, 'supplementId' | 'date' | 'status'>[] = []
): DoseCount {
  const today = dayNumber(now)
  const markedOn = new Set<string>()
  for (const dose of doses) {
    if (dose.status !== 'taken') continue
    const [year, month, day] = dose.date.split('-').map(Number)
    markedOn.add(`${dayNumber(new Date(year, month - 1, day))}:${dose.supplementId}`)
  }
  const namedOn = new Map<number, Set<string>>()
  for (const entry of entries) {
    const day = dayOf(entry.date)
    if (day === null || !inLastWeek(entry.date, today)) continue
    const names = namedOn.get(day) ?? new Set<string>()
    for (const name of entry.supplementsTaken) names.add(normalizeName(name))
    namedOn.set(day, names)
  }

  let planned = 0
  let taken = 0
  for (const item of items) {
    const keys = namesOf(item.supplementId).map(normalizeName).filter(Boolean)
    const started = Math.min(dayOf(item.startedAt) ?? today, today)
    for (let day = Math.max(started, today - WEEK_DAYS + 1); day <= today; day++) {
      planned += 1
      const named = namedOn.get(day)
      if (markedOn.has(`${day}:${item.supplementId}`) || (named && keys.some((key) => named.has(key)))) taken += 1
    }
  }
  return { taken, planned }
}

/** A whole percent (87), or null when nothing was planned. */
export function compliancePercent({ taken, planned }: DoseCount): number | null {
  return planned === 0 ? null : Math.round((taken / planned) * 100)
}

/** A week's wellbeing: the journal's scores (sync-protocol progress/scores.ts), averaged over its entries. */
export interface WeeklyWellness {
  /** The mean of each entry's four scores ('Wellbeing', 'Overall wellbeing'). */
  overall: number
  energy: number
  sleep: number
  /** From the stress answers: low stress scores high. */
  stressManagement: number
  /** How many entries the figures come from. */
  entries: number
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length

/** The last 7 days' wellbeing from the journal (0–10), or null without any entry in them. */
export function weeklyWellness(
  entries: readonly Pick<JournalEntry, 'date' | 'mood' | 'energy' | 'sleep' | 'stress'>[],
  now: Date
): WeeklyWellness | null {
  const scored = entriesOfLastWeek(entries, now).flatMap((entry) => {
    const score = {
      mood: MOOD_SCORES[entry.mood],
      energy: ENERGY_SCORES[entry.energy],
      sleep: SLEEP_SCORES[entry.sleep],
      stress: STRESS_SCORES[entry.stress],
    }
    // The schema allows only the listed answers; a damaged row is left out rather than shown as NaN.
    return Object.values(score).every((value) => typeof value === 'number') ? [score] : []
  })
  if (scored.length === 0) return null
  return {
    overall: mean(scored.map((s) => (s.mood + s.energy + s.sleep + s.stress) / 4)),
    energy: mean(scored.map((s) => s.energy)),
    sleep: mean(scored.map((s) => s.sleep)),
    stressManagement: mean(scored.map((s) => s.stress)),
    entries: scored.length,
  }
}

/** '8.2': one decimal, rounded half up. */
export function formatScore(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1)
}
