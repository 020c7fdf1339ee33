import { describe, expect, it } from 'vitest'
import {
  BUDGET_RANGE_DOLLARS,
  BUDGET_RANGE_LABELS,
  BUDGET_RANGES,
  EXERCISE_FREQUENCY_LABELS,
  INTERACTION_TYPE_LEGEND,
  INTERACTION_TYPES,
  JOB_CATEGORIES,
  PRIORITIES,
  priorityRank,
  PROFESSION_LABELS,
  SLEEP_QUALITY_LABELS,
} from './enums.js'

describe('enums', () => {
  it('labels professions with the spec’s words', () => {
    expect(JOB_CATEGORIES.map((c) => PROFESSION_LABELS[c])).toEqual([
      'Office Workers',
      'Healthcare Professionals',
      'Physical Labor',
      'Creative Professionals',
      'Education',
      'Other Professionals',
    ])
  })

  it('labels exercise and sleep options with their ranges', () => {
    expect(EXERCISE_FREQUENCY_LABELS.intense).toBe('Intense (5+ x/week)')
    expect(SLEEP_QUALITY_LABELS.poor).toBe('Poor (<5h)')
  })

  it('orders priorities high → medium → low and interaction types major → minor', () => {
    const shuffled = ['low', 'high', 'medium', 'high'] as const
    expect([...shuffled].sort((a, b) => priorityRank(a) - priorityRank(b))).toEqual(['high', 'high', 'medium', 'low'])
    expect(PRIORITIES).toEqual(['high', 'medium', 'low'])
    expect(INTERACTION_TYPES.map((t) => INTERACTION_TYPE_LEGEND[t])).toEqual([
      'Avoid combination - significant risk',
      'Use with caution - monitor closely',
      'Generally safe - minimal risk',
    ])
  })

  it('budget ranges are contiguous, ascending and open-ended only at the top', () => {
    const bounds = BUDGET_RANGES.map((r) => BUDGET_RANGE_DOLLARS[r])
    expect(bounds[0]!.min).toBe(0)
    for (let i = 1; i < bounds.length; i++) expect(bounds[i]!.min).toBe(bounds[i - 1]!.max)
    expect(bounds.at(-1)!.max).toBeNull()
    expect(BUDGET_RANGES.every((r) => BUDGET_RANGE_LABELS[r].length > 0)).toBe(true)
  })
})
