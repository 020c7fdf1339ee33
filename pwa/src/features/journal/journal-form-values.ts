import {
  JOURNAL_ENERGY_LEVELS,
  JOURNAL_LEVEL_LABELS,
  JOURNAL_MOODS,
  JOURNAL_SLEEP_QUALITIES,
  JOURNAL_STRESS_LEVELS,
  type JournalEntry,
} from '@dosewise/sync-protocol'
import { blankToNull } from '../../lib/blank-to-null'

/** What the journal form holds: '' until a scale is chosen (the schema then says 'Required'). */
export interface JournalFormValues {
  mood: string
  energy: string
  sleep: string
  stress: string
  notes: string
  supplementsTaken: string[]
}

export const EMPTY_JOURNAL_VALUES: JournalFormValues = {
  mood: '',
  energy: '',
  sleep: '',
  stress: '',
  notes: '',
  supplementsTaken: [],
}

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
    mood: entry.mood,
    energy: entry.energy,
    sleep: entry.sleep,
    stress: entry.stress,
    notes: entry.notes ?? '',
    supplementsTaken: entry.supplementsTaken,
  }
}

export function toJournalInput(values: JournalFormValues): Record<string, unknown> {
  return {
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
