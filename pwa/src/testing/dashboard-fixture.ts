/**
 * Test-only: a reference snapshot on which the real engine (computePlan) makes a four-item plan
 * for ANSWERS, with profession stats for two professions, and a way to write records on a
 * chosen day (the local database stamps journal dates and stack starts with the write time).
 */
import { vi } from 'vitest'
import type { JobCategory, ReferenceSnapshot } from '@dosewise/sync-protocol'
import { referenceFixture } from './reference-fixture'

// Supplement ids are referenceFixture's: 1 Vitamin K, 2 Omega-3 Fish Oil, 3 St. John's Wort,
// 4 Vitamin D3, 5 Magnesium Glycinate, 6 Ginkgo Biloba, 7 5-HTP.
const GOALS: Record<number, string[]> = {
  1: ['heart'],
  2: ['energy', 'heart', 'brain'],
  4: ['immune', 'energy'],
  5: ['sleep', 'stress'],
  6: ['brain'],
  7: ['sleep', 'stress'],
}
const DOSAGES: Record<number, string> = { 2: '1,000 mg EPA+DHA', 4: '1,000-2,000 IU', 5: '200-400 mg', 7: '50-100 mg' }

const STATS: [JobCategory, number, number, number, number][] = [
  ['office', 2, 58, 4.0, 920],
  ['office', 4, 78, 4.3, 1240],
  ['office', 7, 30, 3.2, 1],
  ['office', 5, 64, 4.1, 1015],
  ['healthcare', 7, 41, 3.6, 310],
  ['healthcare', 1, 12, 3.0, 95],
]

export function dashboardSnapshot(): ReferenceSnapshot {
  const base = referenceFixture('da5b0a2d00000001')
  return {
    ...base,
    supplements: base.supplements.map((s) => ({ ...s, goals: GOALS[s.id] ?? [], dosage: DOSAGES[s.id] ?? s.dosage })),
    professionStats: STATS.map(([jobCategory, supplementId, popularityScore, effectivenessRating, userCount], index) => ({
      id: index + 1,
      jobCategory,
      supplementId,
      popularityScore,
      effectivenessRating,
      userCount,
    })),
  }
}

/** An office worker who wants energy, sleep, stress, immunity, focus and heart health, any budget. */
export const ANSWERS = {
  jobCategory: 'office',
  stressLevel: 'high',
  workHours: 'day',
  ageRange: '26-35',
  exerciseFrequency: 'light',
  sleepQuality: 'fair',
  dietType: 'omnivore',
  budgetRange: 'over-200',
  hobbies: [],
  healthGoals: ['energy', 'sleep', 'stress', 'immune', 'brain', 'heart'],
} as const

/** A local moment: `on(10)` is 10 November 2026, 9 am on this device's clock. */
export const on = (day: number, hour = 9, month = 10) => new Date(2026, month, day, hour)

/** 'Today' in these tests: Tuesday 10 November 2026, noon. The last 7 days are 4–10 November. */
export const NOW = on(10, 12)

/** Runs a write as if it happened at `moment`, then returns the clock to NOW. */
export async function writtenAt<T>(moment: Date, write: () => Promise<T>): Promise<T> {
  vi.setSystemTime(moment)
  try {
    return await write()
  } finally {
    vi.setSystemTime(NOW)
  }
}
