/**
 * Progress over weeks (issue 13, /progress): for each of the last `weeks` 7-day windows ending
 * today, the mean wellbeing, energy, sleep and stress management (0–10, higher is better) from
 * journal entries and weekly check-ins together, and dose compliance (taken of planned, %).
 * Pure: days are the person's calendar days, given as 'YYYY-MM-DD'.
 *
 * A check-in's scores are the person's own 0–10 ratings; its stress is a stress *level*, so it
 * counts as 10 − level here. Compliance comes from dose records against the current stack (a
 * supplement stopped since no longer counts for the weeks it was taken); a week with nothing
 * planned has none, and a week's check-in states its own compliance when no dose was planned.
 */
import type { ProgressTracking } from '../schemas/journal.js'
import type { Dose } from '../schemas/doses.js'
import { entryScores } from './scores.js'

export interface WeekPoint {
  /** The window's first and last day. */
  from: string
  to: string
  wellbeing: number | null
  energy: number | null
  sleep: number | null
  stress: number | null
  compliance: number | null
  /** Journal entries and check-ins the scores come from. */
  observations: number
}

export interface SeriesInput {
  /** Journal entries: their local day and answers. */
  entries: readonly { day: string; mood: string; energy: string; sleep: string; stress: string }[]
  checkIns: readonly (Pick<
    ProgressTracking,
    'overallWellbeing' | 'energyLevels' | 'sleepQuality' | 'stressLevels' | 'supplementCompliance'
  > & {
    day: string
  })[]
  /** Active stack items and the day each started. */
  items: readonly { supplementId: number; startedOn: string }[]
  doses: readonly Pick<Dose, 'supplementId' | 'date' | 'status'>[]
}

const DAY_MS = 86_400_000
const dayIndex = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS)
const dayOf = (index: number) => new Date(index * DAY_MS).toISOString().slice(0, 10)
const mean = (values: number[]) => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length)

export function weeklySeries(input: SeriesInput, today: string, weeks = 12): WeekPoint[] {
  const last = dayIndex(today)
  const first = last - weeks * 7 + 1
  const weekOf = (day: string) => {
    const index = dayIndex(day)
    return index < first || index > last ? -1 : Math.floor((index - first) / 7)
  }
  const buckets = Array.from({ length: weeks }, () => ({
    wellbeing: [] as number[],
    energy: [] as number[],
    sleep: [] as number[],
    stress: [] as number[],
    stated: [] as number[],
  }))
  for (const entry of input.entries) {
    const week = weekOf(entry.day)
    const scores = week < 0 ? null : entryScores(entry as Parameters<typeof entryScores>[0])
    if (!scores) continue
    const bucket = buckets[week]
    bucket.wellbeing.push(scores.wellbeing)
    bucket.energy.push(scores.energy)
    bucket.sleep.push(scores.sleep)
    bucket.stress.push(scores.stress)
  }
  for (const checkIn of input.checkIns) {
    const week = weekOf(checkIn.day)
    if (week < 0) continue
    const bucket = buckets[week]
    bucket.wellbeing.push(checkIn.overallWellbeing)
    bucket.energy.push(checkIn.energyLevels)
    bucket.sleep.push(checkIn.sleepQuality)
    bucket.stress.push(10 - checkIn.stressLevels)
    bucket.stated.push(checkIn.supplementCompliance)
  }

  const taken = new Set(input.doses.filter((dose) => dose.status === 'taken').map((dose) => `${dose.date}:${dose.supplementId}`))
  return buckets.map((bucket, week) => {
    const from = first + week * 7
    let planned = 0
    let done = 0
    for (let index = from; index < from + 7; index++) {
      const day = dayOf(index)
      for (const item of input.items) {
        if (item.startedOn > day) continue
        planned += 1
        if (taken.has(`${day}:${item.supplementId}`)) done += 1
      }
    }
    return {
      from: dayOf(from),
      to: dayOf(from + 6),
      wellbeing: mean(bucket.wellbeing),
      energy: mean(bucket.energy),
      sleep: mean(bucket.sleep),
      stress: mean(bucket.stress),
      compliance: planned > 0 ? Math.round((done / planned) * 100) : mean(bucket.stated),
      observations: bucket.wellbeing.length,
    }
  })
}
