import { describe, expect, it } from 'vitest'
import { computeInsights, MIN_DAYS, type DayScores } from './insights.js'

/** A seeded normal-ish generator for synthetic journals. */
function noise(seed: number) {
  let state = seed >>> 0
  const uniform = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 4294967296
  }
  return () => (uniform() + uniform() + uniform() + uniform() - 2) * 1.7 // mean 0, sd ≈ 1
}

const day = (offset: number) => new Date(Date.UTC(2026, 10, 25) - offset * 86_400_000).toISOString().slice(0, 10)
const clamp = (value: number) => Math.max(0, Math.min(10, value))

/** `n` days of journal ending today; the supplement taken every other day; `effect` added to sleep on those days. */
function journal(seed: number, n: number, effect: number) {
  const random = noise(seed)
  const days: DayScores[] = []
  const taken: { day: string; supplementId: number }[] = []
  for (let i = 0; i < n; i++) {
    const withIt = i % 2 === 0
    if (withIt) taken.push({ day: day(i), supplementId: 7 })
    days.push({
      day: day(i),
      wellbeing: clamp(6 + random()),
      energy: clamp(6 + random()),
      sleep: clamp(6 + random() + (withIt ? effect : 0)),
      stress: clamp(6 + random()),
    })
  }
  return { days, taken, nameOf: () => 'Magnesium Glycinate' }
}

describe('insights from the person’s own entries', () => {
  it('finds a real effect: better sleep on magnesium days, with its interval and the correction', () => {
    const result = computeInsights(journal(1, 40, 2), day(0))
    const sleep = result.insights.find((insight) => insight.key === 'link:7:sleep')
    expect(sleep).toBeDefined()
    expect(sleep!.title).toBe('Sleep is better on days with Magnesium Glycinate')
    expect(sleep!.interval[0]).toBeGreaterThan(0)
    expect(sleep!.effect).toBeGreaterThan(1)
    expect(sleep!.confidence).toBeGreaterThanOrEqual(95)
    expect(sleep!.insight).toMatch(/allowing for \d+ comparisons/)
    expect(sleep!.insight).toMatch(/not proof of cause, and not medical advice/)
    expect(result.comparisons).toBeGreaterThanOrEqual(4)
  })

  it('claims nothing from noise, over many journals (the family-wise error stays under 5 %)', () => {
    let claimed = 0
    const runs = 200
    for (let seed = 1; seed <= runs; seed++) {
      if (computeInsights(journal(seed * 7919, 40, 0), day(0)).insights.length > 0) claimed += 1
    }
    expect(claimed / runs).toBeLessThanOrEqual(0.05)
  })

  it('gives the same answer for the same entries (seeded resampling)', () => {
    const input = journal(3, 40, 1.5)
    expect(computeInsights(input, day(0))).toEqual(computeInsights(input, day(0)))
  })

  it(`says what is missing with fewer than ${MIN_DAYS} days on a side`, () => {
    const result = computeInsights(journal(5, 12, 3), day(0))
    expect(result.insights).toEqual([])
    expect(result.needs).toMatch(/^Not enough data yet/)
  })

  it('flags a worsening trend as needing attention', () => {
    const random = noise(11)
    const days: DayScores[] = Array.from({ length: 28 }, (_, i) => {
      const base = i < 14 ? 4 : 7 // the last 14 days (i < 14) are worse
      return {
        day: day(i),
        wellbeing: clamp(base + random()),
        energy: clamp(6 + random()),
        sleep: clamp(6 + random()),
        stress: clamp(6 + random()),
      }
    })
    const result = computeInsights({ days, taken: [], nameOf: () => '' }, day(0))
    expect(result.insights[0]).toMatchObject({
      key: 'trend:wellbeing',
      type: 'trend',
      title: 'Your wellbeing is getting worse',
      actionRequired: true,
    })
  })
})
