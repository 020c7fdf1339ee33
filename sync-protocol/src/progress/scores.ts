/**
 * Journal answers on a 0–10 scale, higher is better on every scale (so high stress scores low):
 *   mood and sleep:  excellent 10, good 7.5, fair 5, poor 2.5 (four steps, evenly spaced)
 *   energy:          high 10, medium 6, low 3
 *   stress:          low 10, moderate 6, high 3 ('stress management')
 * An entry's wellbeing is the mean of its four scores. The dashboard, /progress and the
 * insights all read the journal through these.
 */
import type { JournalEntry } from '../schemas/journal.js'

export const MOOD_SCORES: Record<JournalEntry['mood'], number> = { excellent: 10, good: 7.5, fair: 5, poor: 2.5 }
export const SLEEP_SCORES: Record<JournalEntry['sleep'], number> = { excellent: 10, good: 7.5, fair: 5, poor: 2.5 }
export const ENERGY_SCORES: Record<JournalEntry['energy'], number> = { high: 10, medium: 6, low: 3 }
export const STRESS_SCORES: Record<JournalEntry['stress'], number> = { low: 10, moderate: 6, high: 3 }

export interface EntryScores {
  mood: number
  energy: number
  sleep: number
  /** Stress management: low stress scores high. */
  stress: number
  wellbeing: number
}

/** An entry's scores, or null for a damaged row (an answer the schema does not allow). */
export function entryScores(entry: Pick<JournalEntry, 'mood' | 'energy' | 'sleep' | 'stress'>): EntryScores | null {
  const mood = MOOD_SCORES[entry.mood]
  const energy = ENERGY_SCORES[entry.energy]
  const sleep = SLEEP_SCORES[entry.sleep]
  const stress = STRESS_SCORES[entry.stress]
  if (![mood, energy, sleep, stress].every((value) => typeof value === 'number')) return null
  return { mood, energy, sleep, stress, wellbeing: (mood + energy + sleep + stress) / 4 }
}
