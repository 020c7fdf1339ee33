import { describe, expect, it } from 'vitest'
import type { JournalEntry } from '@dosewise/sync-protocol'
import { recentJournalSupplements } from './use-person-safety'

const DAY = 24 * 60 * 60 * 1000
const NOW = Date.parse('2026-11-10T12:00:00.000Z')
const entry = (daysAgo: number, supplementsTaken: string[]): JournalEntry => ({
  id: `01890000-0000-7000-8000-${String(daysAgo).padStart(12, '0')}`,
  userId: 1,
  date: new Date(NOW - daysAgo * DAY).toISOString(),
  mood: 'good',
  energy: 'medium',
  sleep: 'good',
  stress: 'moderate',
  notes: null,
  supplementsTaken,
  conflictOf: null,
})

describe('recentJournalSupplements', () => {
  it("is the journal's names of the last 30 days, newest first, once each", () => {
    const entries = [entry(40, ['Ginkgo Biloba']), entry(3, ['Vitamin D3', 'fish oil']), entry(1, ['fish oil', 'Zinc'])]
    expect(recentJournalSupplements(entries, NOW)).toEqual(['fish oil', 'Zinc', 'Vitamin D3'])
  })

  it('is empty without entries of the last 30 days', () => {
    expect(recentJournalSupplements([entry(31, ['Zinc'])], NOW)).toEqual([])
    expect(recentJournalSupplements([], NOW)).toEqual([])
  })
})
