import { describe, expect, it } from 'vitest'
import type { RefProfessionStat } from '../db/types'
import { formatPopularity, formatUsers, rankProfessionSupplements } from './profession-ranking'

const supplements = [
  { id: 1, name: 'Vitamin D3' },
  { id: 2, name: 'Magnesium Glycinate' },
  { id: 3, name: 'Melatonin' },
  { id: 4, name: 'B-Complex' },
]

let nextId = 0
const stat = (
  jobCategory: RefProfessionStat['jobCategory'],
  supplementId: number,
  popularityScore: number,
  effectivenessRating = 4
): RefProfessionStat => ({
  id: ++nextId,
  jobCategory,
  supplementId,
  popularityScore,
  effectivenessRating,
  userCount: 100,
})

describe('rankProfessionSupplements', () => {
  it("keeps only the profession's rows, most popular first, with the catalogue names", () => {
    const stats = [stat('office', 2, 64), stat('healthcare', 3, 90), stat('office', 1, 78)]
    expect(rankProfessionSupplements(stats, supplements, 'office').map((r) => [r.name, r.popularityScore])).toEqual([
      ['Vitamin D3', 78],
      ['Magnesium Glycinate', 64],
    ])
  })

  it('breaks a popularity tie by rating, then by name', () => {
    const stats = [stat('office', 4, 50, 3.5), stat('office', 2, 50, 4.1), stat('office', 1, 50, 3.5)]
    expect(rankProfessionSupplements(stats, supplements, 'office').map((r) => r.name)).toEqual([
      'Magnesium Glycinate',
      'B-Complex',
      'Vitamin D3',
    ])
  })

  it('leaves out a row whose supplement is not in the catalogue, and is empty for a profession without rows', () => {
    const stats = [stat('office', 99, 80), stat('office', 1, 70)]
    expect(rankProfessionSupplements(stats, supplements, 'office').map((r) => r.supplementId)).toEqual([1])
    expect(rankProfessionSupplements(stats, supplements, 'creative')).toEqual([])
  })

  // The dashboard shows the first 3 (spec §2).
  it("with a limit, keeps the profession's first 3 by popularity, ties by rating then name", () => {
    const stats = [
      stat('office', 4, 50, 3.5),
      stat('office', 2, 50, 4.1),
      stat('office', 1, 80),
      stat('office', 3, 50, 3.5),
      stat('education', 4, 99),
    ]
    expect(rankProfessionSupplements(stats, supplements, 'office', 3).map((s) => s.name)).toEqual([
      'Vitamin D3',
      'Magnesium Glycinate',
      'B-Complex',
    ])
  })

  it('with a limit, still leaves out rows whose supplement is not in the catalogue, and is empty for a profession without rows', () => {
    expect(
      rankProfessionSupplements([stat('office', 99, 90), stat('office', 1, 10)], supplements, 'office', 3).map((s) => s.supplementId)
    ).toEqual([1])
    expect(rankProfessionSupplements([stat('office', 1, 10)], supplements, 'creative', 3)).toEqual([])
  })
})

describe('badges', () => {
  it("say '78% popular' and '1,240 users' / '1 user'", () => {
    expect(formatPopularity(77.6)).toBe('78% popular')
    expect(formatUsers(1240)).toBe('1,240 users')
    expect(formatUsers(1)).toBe('1 user')
  })
})
