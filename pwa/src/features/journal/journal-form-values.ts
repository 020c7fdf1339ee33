import {
  JOURNAL_ENERGY_LEVELS,
  JOURNAL_LEVEL_LABELS,
  JOURNAL_MOODS,
  JOURNAL_SLEEP_QUALITIES,
  JOURNAL_STRESS_LEVELS,
  type JournalEntry,
} from '@dosewise/sync-protocol'
import { blankToNull } from '../../lib/blank-to-null'
import { localDay } from '../../lib/dates'

/** What the journal form holds: '' until a scale is chosen (the schema then says 'Required'). */
export interface JournalFormValues {
  /** The day the entry is about, on the person's clock ('YYYY-MM-DD'): today unless they change it. */
  date: string
  mood: string
  energy: string
  sleep: string
  stress: string
  notes: string
  supplementsTaken: string[]
}

/** A new entry's values: blank scales, dated today. */
export const emptyJournalValues = (now: Date = new Date()): JournalFormValues => ({
  date: localDay(now),
  mood: '',
  energy: '',
  sleep: '',
  stress: '',
  notes: '',
  supplementsTaken: [],
})

const options = (values: readonly (keyof typeof JOURNAL_LEVEL_LABELS)[]) =>
  values.map((value) => ({ value, label: JOURNAL_LEVEL_LABELS[value] }))

/** The four scales of an entry, in the order the form asks and the list shows them. */
export const JOURNAL_SCALES = [
  { key: 'mood', label: 'Mood', options: options(JOURNAL_MOODS) },
  { key: 'energy', label: 'Energy', options: options(JOURNAL_ENERGY_LEVELS) },
  { key: 'sleep', label: 'Sleep', options: options(JOURNAL_SLEEP_QUALITIES) },
  { key: 'stress', label: 'Stress', options: options(JOURNAL_STRESS_LEVELS) },
] as const

export function journalValuesOf(entry: JournalEntry): JournalFormValues {
  return {
    date: localDay(new Date(entry.date)),
    mood: entry.mood,
    energy: entry.energy,
    sleep: entry.sleep,
    stress: entry.stress,
    notes: entry.notes ?? '',
    supplementsTaken: entry.supplementsTaken,
  }
}

/**
 * The moment an entry is dated to. A new entry dated today leaves it out: the moment it is made
 * stands (spec §5). An edit that keeps the day keeps the stored moment. Another day is that day's
 * noon on the person's clock, so it stays that day in the weekly charts wherever they travel.
 */
export function journalDateOf(day: string, original: string | undefined, now: Date = new Date()): string | undefined {
  if (original && localDay(new Date(original)) === day) return original
  // A cleared date input changes nothing: a new entry is dated now, an edited one keeps its date.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return original
  if (day === localDay(now)) return original ? now.toISOString() : undefined
  const [year, month, date] = day.split('-').map(Number)
  const noon = new Date(year, month - 1, date, 12)
  return Number.isNaN(noon.getTime()) ? undefined : noon.toISOString()
}

export function toJournalInput(values: JournalFormValues, original?: JournalEntry): Record<string, unknown> {
  return {
    date: journalDateOf(values.date, original?.date),
    mood: values.mood || undefined,
    energy: values.energy || undefined,
    sleep: values.sleep || undefined,
    stress: values.stress || undefined,
    notes: blankToNull(values.notes),
    supplementsTaken: values.supplementsTaken,
  }
}

export function levelLabel(value: string): string {
  return JOURNAL_LEVEL_LABELS[value as keyof typeof JOURNAL_LEVEL_LABELS] ?? value
}
