import { describe, expect, it } from 'vitest'
import type { JournalEntry } from '@dosewise/sync-protocol'
import { compliancePercent, doseCompliance, entriesOfLastWeek, formatScore, planWeek, weeklyWellness } from './wellness-stats'

// Local times (the device's time zone), as a person's days are.
const on = (day: number, hour = 9, month = 10) => new Date(2026, month, day, hour)
const iso = (day: number, hour = 9, month = 10) => on(day, hour, month).toISOString()
const NOW = on(10, 20) // Tuesday 10 November 2026, 8 pm: the last 7 days are 4–10 November.

type Scales = Pick<JournalEntry, 'mood' | 'energy' | 'sleep' | 'stress'>
const entry = (day: number, supplementsTaken: string[] = [], scales: Partial<Scales> = {}, hour = 9) =>
  ({
    date: iso(day, hour),
    mood: 'good',
    energy: 'medium',
    sleep: 'good',
    stress: 'moderate',
    supplementsTaken,
    ...scales,
  }) as Pick<JournalEntry, 'date' | 'supplementsTaken'> & Scales

const NAMES: Record<number, string[]> = {
  2: ['Omega-3 Fish Oil', 'fish oil', 'omega 3'],
  4: ['Vitamin D3', 'd3', 'vitamin d'],
  5: ['Magnesium Glycinate', 'magnesium'],
}
const namesOf = (id: number) => NAMES[id] ?? []

describe('planWeek', () => {
  it('is week 1 on the start day and the 6 days after, week 2 from the 8th day', () => {
    const started = [{ startedAt: iso(1, 23) }]
    expect(planWeek(started, on(1, 23, 10))?.week).toBe(1)
    expect(planWeek(started, on(7, 23, 10))?.week).toBe(1)
    expect(planWeek(started, on(8, 0, 10))?.week).toBe(2)
    expect(planWeek(started, on(14, 23, 10))?.week).toBe(2)
    expect(planWeek(started, on(15, 1, 10))?.week).toBe(3)
  })

  it('counts from the earliest start of the stack items', () => {
    const items = [{ startedAt: iso(9) }, { startedAt: iso(25, 9, 9) }, { startedAt: iso(2) }]
    expect(planWeek(items, NOW)).toEqual({ week: 3, startedAt: iso(25, 9, 9) })
  })

  it('is null without stack items, and week 1 for a start later than today', () => {
    expect(planWeek([], NOW)).toBeNull()
    expect(planWeek([{ startedAt: iso(12) }], NOW)?.week).toBe(1)
  })
})

describe('doseCompliance', () => {
  it('plans one dose per item per day of the last 7 and counts a day named in the journal once', () => {
    const items = [{ supplementId: 4, startedAt: iso(1) }]
    const entries = [
      entry(10, ['Vitamin D3']),
      entry(10, ['Vitamin D3'], {}, 21), // the same day again: still one dose
      entry(8, ['vitamin d']), // an alias, another spelling
      entry(3, ['Vitamin D3']), // 8 days ago: outside the week
    ]
    expect(doseCompliance(items, entries, namesOf, NOW)).toEqual({ taken: 2, planned: 7 })
  })

  it('counts an item started mid-week from its start day only', () => {
    const items = [
      { supplementId: 4, startedAt: iso(1) }, // the whole week: 7
      { supplementId: 5, startedAt: iso(8, 22) }, // 8, 9 and 10 November: 3
    ]
    const entries = [
      entry(7, ['Magnesium Glycinate', 'Vitamin D3']),
      entry(9, ['Magnesium', 'Vitamin D3']),
      entry(10, ['Omega-3 Fish Oil']),
    ]
    // Magnesium on the 7th was before it was started: not planned, so not counted.
    expect(doseCompliance(items, entries, namesOf, NOW)).toEqual({ taken: 3, planned: 10 })
  })

  it('takes names per item: a name for another supplement does not count', () => {
    const items = [{ supplementId: 2, startedAt: iso(10, 6) }]
    expect(doseCompliance(items, [entry(10, ['Vitamin D3'])], namesOf, NOW)).toEqual({ taken: 0, planned: 1 })
    expect(doseCompliance(items, [entry(10, ['  FISH-OIL '])], namesOf, NOW)).toEqual({ taken: 1, planned: 1 })
  })

  it('plans a supplement it cannot name but never counts it taken', () => {
    expect(doseCompliance([{ supplementId: 99, startedAt: iso(9) }], [entry(9, ['Mystery'])], namesOf, NOW)).toEqual({
      taken: 0,
      planned: 2,
    })
  })

  it('is zero of zero without items, and zero taken without entries', () => {
    expect(doseCompliance([], [entry(10, ['Vitamin D3'])], namesOf, NOW)).toEqual({ taken: 0, planned: 0 })
    expect(doseCompliance([{ supplementId: 4, startedAt: iso(1) }], [], namesOf, NOW)).toEqual({ taken: 0, planned: 7 })
  })
})

describe('compliancePercent', () => {
  it('is a whole percent, or null when nothing was planned', () => {
    expect(compliancePercent({ taken: 2, planned: 3 })).toBe(67)
    expect(compliancePercent({ taken: 7, planned: 7 })).toBe(100)
    expect(compliancePercent({ taken: 0, planned: 0 })).toBeNull()
  })
})

describe('weeklyWellness', () => {
  it('maps each answer to 0–10 and averages the four, then the entries', () => {
    const entries = [
      entry(10, [], { mood: 'excellent', energy: 'high', sleep: 'excellent', stress: 'low' }), // 10
      entry(6, [], { mood: 'poor', energy: 'low', sleep: 'fair', stress: 'high' }), // (2.5 + 3 + 5 + 3) / 4 = 3.375
    ]
    expect(weeklyWellness(entries, NOW)).toEqual({ overall: 6.6875, energy: 6.5, sleep: 7.5, stressManagement: 6.5, entries: 2 })
  })

  it('uses the middle answers as good 7.5, medium 6, good 7.5, moderate 6', () => {
    expect(weeklyWellness([entry(9)], NOW)).toEqual({ overall: 6.75, energy: 6, sleep: 7.5, stressManagement: 6, entries: 1 })
  })

  it('leaves out entries older than the last 7 days and is null without any', () => {
    expect(
      weeklyWellness(
        [entry(3, [], { mood: 'poor' }), entry(4, [], { mood: 'excellent', energy: 'high', sleep: 'excellent', stress: 'low' })],
        NOW
      )?.overall
    ).toBe(10)
    expect(weeklyWellness([entry(3)], NOW)).toBeNull()
    expect(weeklyWellness([], NOW)).toBeNull()
  })
})

describe('entriesOfLastWeek', () => {
  it('keeps today and the 6 days before, from midnight', () => {
    const entries = [entry(10, [], {}, 23), entry(4, [], {}, 0), entry(3, [], {}, 23)]
    expect(entriesOfLastWeek(entries, NOW).map((e) => e.date)).toEqual([iso(10, 23), iso(4, 0)])
  })
})

describe('formatScore', () => {
  it('shows one decimal', () => {
    expect(formatScore(6.6875)).toBe('6.7')
    expect(formatScore(6.25)).toBe('6.3')
    expect(formatScore(10)).toBe('10.0')
  })
})
