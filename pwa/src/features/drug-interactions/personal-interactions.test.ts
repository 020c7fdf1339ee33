import { describe, expect, it } from 'vitest'
import type { JournalEntry } from '@dosewise/sync-protocol'
import { currentSupplements } from './personal-interactions'

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

const omega = { name: 'Omega-3 Fish Oil', aliases: ['fish oil', 'omega 3'] }
const vitaminK = { name: 'Vitamin K', aliases: ['k2'] }

describe('currentSupplements', () => {
  it("is the journal's names of the last 30 days, newest first, once each, without a stack", () => {
    const entries = [entry(1, ['Vitamin D3', 'Ginkgo']), entry(5, ['vitamin d3', 'Melatonin']), entry(31, ['5-HTP'])]
    expect(currentSupplements(entries, NOW)).toEqual(['Vitamin D3', 'Ginkgo', 'Melatonin'])
  })

  it("puts the stack's supplements first and adds the journal's other names", () => {
    const entries = [entry(2, ['Ginkgo Biloba', 'Vitamin K'])]
    expect(currentSupplements(entries, NOW, [omega, vitaminK])).toEqual(['Omega-3 Fish Oil', 'Vitamin K', 'Ginkgo Biloba'])
  })

  it('does not count a stack supplement twice when the journal calls it by an alias', () => {
    expect(currentSupplements([entry(3, ['Fish oil', 'K2'])], NOW, [omega, vitaminK])).toEqual(['Omega-3 Fish Oil', 'Vitamin K'])
  })

  it('lists the stack even without any journal entry, and nothing without either', () => {
    expect(currentSupplements([], NOW, [vitaminK])).toEqual(['Vitamin K'])
    expect(currentSupplements([entry(40, ['Vitamin K'])], NOW)).toEqual([])
  })
})
