/**
 * Insights from the person's own entries (issue 13, /ai-insights). Pure and deterministic.
 *
 * Two kinds of comparison, each of the four journal outcomes (wellbeing, energy, sleep, stress
 * management; 0–10 per day, the day's entries averaged):
 * - *links*: days a supplement was taken against days it was not, over the last 90 days;
 * - *trends*: the last 14 days against the 14 before.
 * A comparison is made only with at least MIN_DAYS days on each side. Its effect is the
 * difference in means. Whether it is more than chance is a permutation test (the days' labels
 * shuffled RESAMPLES times, seeded, so the same entries always give the same answer) at a level
 * corrected for the number of comparisons made (Bonferroni: 5 % for the whole family); its
 * likely range is a bootstrap interval at the same corrected level. Something is said only when
 * the test passes and the effect is at least MIN_EFFECT points — otherwise nothing is claimed.
 * Confidence is 100 × (1 − p), so it grows with the days behind it and the size of the effect;
 * it is never set by hand. These are patterns in the person's own entries, not
 * evidence that a supplement caused anything, and every text says so.
 */
import { mean, quantileSorted } from 'simple-statistics'
import type { InsightType } from '../enums.js'

export const MIN_DAYS = 7
export const MIN_EFFECT = 0.5
export const LINK_WINDOW_DAYS = 90
export const TREND_WINDOW_DAYS = 14
const RESAMPLES = 2000
const FAMILY_ALPHA = 0.05

export type Outcome = 'wellbeing' | 'energy' | 'sleep' | 'stress'
export const OUTCOMES: readonly Outcome[] = ['wellbeing', 'energy', 'sleep', 'stress']
const OUTCOME_WORDS: Record<Outcome, string> = { wellbeing: 'wellbeing', energy: 'energy', sleep: 'sleep', stress: 'stress management' }

export interface DayScores extends Record<Outcome, number> {
  /** 'YYYY-MM-DD' on the person's clock. */
  day: string
}

export interface InsightInput {
  days: readonly DayScores[]
  /** Each day each supplement was taken (a dose marked, or named in that day's journal). */
  taken: readonly { day: string; supplementId: number }[]
  nameOf: (supplementId: number) => string
}

export interface ComputedInsight {
  /** Stable for the same subject (read state survives recomputation). */
  key: string
  type: InsightType
  title: string
  insight: string
  confidence: number
  actionRequired: boolean
  effect: number
  interval: [number, number]
  days: [number, number]
}

export interface InsightsResult {
  insights: ComputedInsight[]
  /** How many comparisons had enough days (the correction's size). */
  comparisons: number
  /** What is still missing, in words, when nothing could be compared. */
  needs: string | null
}

const DAY_MS = 86_400_000
const dayIndex = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS)

/** A small seeded generator (mulberry32): the same seed, the same resamples. */
function generator(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

function resampledMean(values: Float64Array, random: () => number): number {
  let sum = 0
  for (let i = 0; i < values.length; i++) sum += values[Math.floor(random() * values.length)]
  return sum / values.length
}

/** Two-sided permutation p-value of a difference in means: how often shuffled labels do as well. */
function permutationP(a: Float64Array, b: Float64Array, observed: number, random: () => number): number {
  const pool = Float64Array.from([...a, ...b])
  const total = pool.reduce((sum, value) => sum + value, 0)
  let extreme = 0
  for (let r = 0; r < RESAMPLES; r++) {
    // A random a.length-subset by a partial Fisher–Yates shuffle.
    let sum = 0
    for (let i = 0; i < a.length; i++) {
      const j = i + Math.floor(random() * (pool.length - i))
      const picked = pool[j]
      pool[j] = pool[i]
      pool[i] = picked
      sum += picked
    }
    const difference = sum / a.length - (total - sum) / b.length
    if (Math.abs(difference) >= Math.abs(observed) - 1e-12) extreme += 1
  }
  return (extreme + 1) / (RESAMPLES + 1)
}

interface Comparison {
  key: string
  outcome: Outcome
  with: number[]
  without: number[]
  build: (
    effect: number,
    low: number,
    high: number,
    confidence: number,
    corrected: number
  ) => Omit<ComputedInsight, 'key' | 'confidence' | 'effect' | 'interval' | 'days'>
}

const signed = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(1)}`
const NOT_ADVICE = 'This is a pattern in your own entries, not proof of cause, and not medical advice.'

export function computeInsights(input: InsightInput, today: string): InsightsResult {
  const last = dayIndex(today)
  const comparisons: Comparison[] = []

  // Links: supplement taken vs not, on days with journal scores in the last 90 days.
  const recentDays = input.days.filter((d) => dayIndex(d.day) > last - LINK_WINDOW_DAYS && dayIndex(d.day) <= last)
  const takenOn = new Map<number, Set<string>>()
  for (const { day, supplementId } of input.taken) {
    const days = takenOn.get(supplementId) ?? new Set<string>()
    days.add(day)
    takenOn.set(supplementId, days)
  }
  for (const [supplementId, days] of [...takenOn].sort((a, b) => a[0] - b[0])) {
    const withDays = recentDays.filter((d) => days.has(d.day))
    const withoutDays = recentDays.filter((d) => !days.has(d.day))
    if (withDays.length < MIN_DAYS || withoutDays.length < MIN_DAYS) continue
    const name = input.nameOf(supplementId)
    for (const outcome of OUTCOMES) {
      comparisons.push({
        key: `link:${supplementId}:${outcome}`,
        outcome,
        with: withDays.map((d) => d[outcome]),
        without: withoutDays.map((d) => d[outcome]),
        build: (effect, low, high, _confidence, corrected) => {
          const better = effect > 0
          const words = OUTCOME_WORDS[outcome]
          return {
            type: 'other',
            title: `${words[0]!.toUpperCase()}${words.slice(1)} is ${better ? 'better' : 'worse'} on days with ${name}`,
            insight:
              `On ${withDays.length} days with ${name} your ${words} averaged ${mean(withDays.map((d) => d[outcome])).toFixed(1)}/10, ` +
              `against ${mean(withoutDays.map((d) => d[outcome])).toFixed(1)}/10 on ${withoutDays.length} days without ` +
              `(${signed(effect)}; likely between ${signed(low)} and ${signed(high)}, allowing for ${corrected} comparisons). ` +
              (better ? NOT_ADVICE : `If it keeps up, ask your pharmacist or doctor about ${name}. ${NOT_ADVICE}`),
            actionRequired: !better,
          }
        },
      })
    }
  }

  // Trends: the last 14 days against the 14 before.
  const recent = input.days.filter((d) => dayIndex(d.day) > last - TREND_WINDOW_DAYS && dayIndex(d.day) <= last)
  const before = input.days.filter((d) => dayIndex(d.day) > last - 2 * TREND_WINDOW_DAYS && dayIndex(d.day) <= last - TREND_WINDOW_DAYS)
  if (recent.length >= MIN_DAYS && before.length >= MIN_DAYS) {
    for (const outcome of OUTCOMES) {
      comparisons.push({
        key: `trend:${outcome}`,
        outcome,
        with: recent.map((d) => d[outcome]),
        without: before.map((d) => d[outcome]),
        build: (effect, low, high, _confidence, corrected) => {
          const up = effect > 0
          const words = OUTCOME_WORDS[outcome]
          return {
            type: 'trend',
            title: `Your ${words} is ${up ? 'improving' : 'getting worse'}`,
            insight:
              `Over the last two weeks your ${words} averaged ${mean(recent.map((d) => d[outcome])).toFixed(1)}/10, against ` +
              `${mean(before.map((d) => d[outcome])).toFixed(1)}/10 the two weeks before (${signed(effect)}; likely between ` +
              `${signed(low)} and ${signed(high)}, allowing for ${corrected} comparisons). ` +
              (up ? NOT_ADVICE : `Worth a look at what changed; if it goes on, talk to your doctor. ${NOT_ADVICE}`),
            actionRequired: !up,
          }
        },
      })
    }
  }

  const count = comparisons.length
  if (count === 0) {
    return {
      insights: [],
      comparisons: 0,
      needs: `Not enough data yet: insights need journal entries on at least ${MIN_DAYS} days with and ${MIN_DAYS} days without a supplement, or two weeks of entries to compare with the two before.`,
    }
  }
  const alpha = FAMILY_ALPHA / count
  const insights: ComputedInsight[] = []
  for (const comparison of comparisons) {
    const withValues = Float64Array.from(comparison.with)
    const withoutValues = Float64Array.from(comparison.without)
    const effect = mean(comparison.with) - mean(comparison.without)
    if (Math.abs(effect) < MIN_EFFECT) continue
    const random = generator(hash(comparison.key) ^ (withValues.length * 7919 + withoutValues.length))
    const p = permutationP(withValues, withoutValues, effect, random)
    if (p >= alpha) continue
    const differences: number[] = []
    for (let i = 0; i < RESAMPLES; i++) differences.push(resampledMean(withValues, random) - resampledMean(withoutValues, random))
    differences.sort((x, y) => x - y)
    const low = quantileSorted(differences, alpha / 2)
    const high = quantileSorted(differences, 1 - alpha / 2)
    const confidence = Math.round((1 - p) * 100)
    insights.push({
      key: comparison.key,
      ...comparison.build(effect, low, high, confidence, count),
      confidence,
      effect,
      interval: [low, high],
      days: [comparison.with.length, comparison.without.length],
    })
  }
  insights.sort((a, b) => Number(b.actionRequired) - Number(a.actionRequired) || Math.abs(b.effect) - Math.abs(a.effect))
  return { insights, comparisons: count, needs: null }
}
