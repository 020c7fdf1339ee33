import { describe, expect, it } from 'vitest'
import type { RefProfessionStat } from '../../db/types'
import { formatPopularity, formatUsers, popularSupplements } from './popular-supplements'

const supplements = [
  { id: 1, name: 'Vitamin D3' },
  { id: 2, name: 'Magnesium Glycinate' },
  { id: 3, name: 'Omega-3 Fish Oil' },
  { id: 4, name: 'B-Complex' },
]
let nextId = 0
const stat = (jobCategory: RefProfessionStat['jobCategory'], supplementId: number, popularityScore: number, effectivenessRating = 4): RefProfessionStat => ({
  id: ++nextId,
  jobCategory,
  supplementId,
  popularityScore,
  effectivenessRating,
  userCount: 100,
})

describe('popularSupplements', () => {
  it("keeps the profession's first 3 by popularity, ties by rating then name", () => {
    const stats = [stat('office', 4, 50, 3.5), stat('office', 2, 50, 4.1), stat('office', 1, 80), stat('office', 3, 50, 3.5), stat('education', 4, 99)]
    expect(popularSupplements(stats, supplements, 'office').map((s) => s.name)).toEqual(['Vitamin D3', 'Magnesium Glycinate', 'B-Complex'])
  })

  it('leaves out rows whose supplement is not in the catalogue, and is empty for a profession without rows', () => {
    expect(popularSupplements([stat('office', 99, 90), stat('office', 1, 10)], supplements, 'office').map((s) => s.supplementId)).toEqual([1])
    expect(popularSupplements([stat('office', 1, 10)], supplements, 'creative')).toEqual([])
  })
})

describe('badges', () => {
  it("say '78% popular' and '1,240 users' / '1 user'", () => {
    expect(formatPopularity(77.6)).toBe('78% popular')
    expect(formatUsers(1240)).toBe('1,240 users')
    expect(formatUsers(1)).toBe('1 user')
  })
})
