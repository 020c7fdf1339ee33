/**
 * The demo's wellness journal and weekly check-ins. An entry is written most days, in the early
 * evening before a night shift or late in the evening otherwise. Its answers follow the day:
 * sleep after a night shift is shorter and worse, stress is higher between nights, days off are
 * good; a sleep aid taken before the day's sleep helps, a missed mid-shift dose shows as more
 * stress; and each week is a little better than the last. The supplements it ticks are exactly
 * the doses marked taken that day before it was written, and its note, when it has one, says
 * only what the records show.
 *
 * A check-in sums up its week from the same records: the mean of the week's journal scores (the
 * app's 0–10 scales, progress/scores.ts) and the share of the week's doses taken.
 */
import type { JournalEntry } from '../schemas/journal.js'
import { ENERGY_SCORES, MOOD_SCORES, SLEEP_SCORES, STRESS_SCORES } from '../progress/scores.js'
import type { Rota } from '../doses/rota.js'
import { addDays, daysBetween, instantAt } from './clock.js'
import { dayKind, type DayKind } from './days.js'
import type { DemoDose, DemoDoseItem } from './doses.js'
import type { Random } from './random.js'

type Answers = Pick<JournalEntry, 'mood' | 'energy' | 'sleep' | 'stress'>

export interface DemoEntry extends Answers {
  /** The day it is about, on the person's clock. */
  day: string
  at: number
  notes: string | null
  supplementsTaken: string[]
}

export interface DemoCheckIn {
  at: number
  weekNumber: number
  overallWellbeing: number
  energyLevels: number
  sleepQuality: number
  stressLevels: number
  supplementCompliance: number
  notes: string
}

/** How each kind of day usually feels, 0–10 (higher is better; stress is stress management). */
const BASE: Record<DayKind, { mood: number; energy: number; sleep: number; calm: number }> = {
  'first-night': { mood: 7, energy: 6.5, sleep: 7.5, calm: 6 },
  'between-nights': { mood: 5, energy: 4, sleep: 4.5, calm: 4.5 },
  'after-nights': { mood: 5.5, energy: 4, sleep: 5, calm: 6 },
  off: { mood: 8, energy: 7.5, sleep: 8, calm: 8 },
}

const NOTES: Record<DayKind, readonly string[]> = {
  'first-night': [
    'Napped in the afternoon, ate a proper meal before heading in.',
    'Prepped food for the next few nights.',
    'Short walk before the shift to wake up.',
  ],
  'between-nights': [
    'Blackout blinds helped. Slept until about three.',
    'Woke twice to deliveries, sleep felt patchy.',
    'Busy night on the unit. Legs are heavy today.',
  ],
  'after-nights': [
    'Last night of the block. Kept the day sleep short so I can sleep tonight.',
    'Groggy after the block. Early night planned.',
  ],
  off: [
    'Long walk by the river, cooked a proper dinner.',
    'Read for an hour, in bed by eleven.',
    'Caught up with friends. Good day.',
    'Yoga class in the morning, felt strong.',
  ],
}

const level = <T extends string>(value: number, steps: readonly [number, T][], last: T): T =>
  steps.find(([min]) => value >= min)?.[1] ?? last

export interface JournalOptions {
  rota: Rota
  timeZone: string
  from: string
  today: string
  now: number
  items: readonly DemoDoseItem[]
  /** Catalogue names by supplement id. */
  names: ReadonlyMap<number, string>
  doses: readonly DemoDose[]
  random: Random
}

export function demoJournal(options: JournalOptions): DemoEntry[] {
  const { rota, timeZone, from, today, now, items, names, doses, random } = options
  const slotOf = new Map(items.map((item) => [item.supplementId, item.slot]))
  const entries: DemoEntry[] = []
  for (let day = 0; day <= daysBetween(from, today); day++) {
    const date = addDays(from, day)
    const kind = dayKind(rota, date)
    const written = kind === 'first-night' || kind === 'between-nights' ? 18 * 60 + random.int(0, 40) : 21 * 60 + random.int(0, 50)
    const at = instantAt(timeZone, date, written)
    // Some days go unwritten, never two in a row, and never the first (starting is when people write).
    const skipped = day > 0 && entries.at(-1)?.day === addDays(date, -1) && random.chance(0.12)
    if (at > now || skipped) continue
    const ofDay = doses.filter((dose) => dose.date === date)
    const taken = ofDay.filter((dose) => dose.status === 'taken' && dose.recordedAt !== null && dose.recordedAt <= at)
    const sleepAid = ofDay.find((dose) => slotOf.get(dose.supplementId) === 'bedtime')
    const midShift = ofDay.find((dose) => slotOf.get(dose.supplementId) === 'evening')
    const missedMidShift = midShift !== undefined && midShift.status !== 'taken' && (kind === 'between-nights' || kind === 'after-nights')

    const better = (Math.floor(day / 7) - 1.5) * 0.4
    const noise = () => random.next() * 2 - 1
    const base = BASE[kind]
    const sleepAidHelped = sleepAid?.status === 'taken' ? 1.5 : 0
    const mood = base.mood + better + noise()
    const energy = base.energy + better + noise()
    const sleep = base.sleep + better + sleepAidHelped - (missedMidShift ? 0.5 : 0) + noise()
    const calm = base.calm + better - (missedMidShift ? 1 : 0) + noise()

    let notes: string | null = null
    if (missedMidShift && random.chance(0.7)) notes = 'Unit was slammed overnight, forgot my mid-shift magnesium.'
    else if (sleepAidHelped && random.chance(0.25)) notes = 'Took the melatonin when I got home and fell asleep quickly.'
    else if (random.chance(0.6)) notes = random.pick(NOTES[kind])
    // The notes name supplements only when those are what the records say.
    if (
      notes?.includes('magnesium') &&
      !names
        .get(midShift?.supplementId ?? -1)
        ?.toLowerCase()
        .includes('magnesium')
    )
      notes = null
    if (
      notes?.includes('melatonin') &&
      !names
        .get(sleepAid?.supplementId ?? -1)
        ?.toLowerCase()
        .includes('melatonin')
    )
      notes = null

    entries.push({
      day: date,
      at,
      mood: level(
        mood,
        [
          [8.75, 'excellent'],
          [6.25, 'good'],
          [3.75, 'fair'],
        ],
        'poor'
      ),
      energy: level(
        energy,
        [
          [8, 'high'],
          [4.5, 'medium'],
        ],
        'low'
      ),
      sleep: level(
        sleep,
        [
          [8.75, 'excellent'],
          [6.25, 'good'],
          [3.75, 'fair'],
        ],
        'poor'
      ),
      stress: level(
        calm,
        [
          [8, 'low'],
          [4.5, 'moderate'],
        ],
        'high'
      ),
      notes,
      supplementsTaken: [...new Set(taken.map((dose) => names.get(dose.supplementId)).filter((name): name is string => !!name))],
    })
  }
  return entries
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length)

/** What the person writes on a check-in: only what the week's own figures show. */
function checkInNote(weekNumber: number, sleep: number, previousSleep: number | null, compliance: number): string {
  if (weekNumber === 1 || previousSleep === null) return 'Getting used to the timings around my shifts.'
  if (sleep > previousSleep) return 'Sleeping a bit better than last week.'
  return compliance >= 60 ? 'A tiring week, but I kept to the plan most days.' : 'A tiring week, and I missed more doses than I meant to.'
}

/**
 * The check-ins of the weeks given (1 = the stack's first week), each written with the journal
 * on the week's last day (or at 21:30 that day when there is no entry).
 */
export function demoCheckIns(
  weeks: readonly number[],
  options: Pick<JournalOptions, 'from' | 'timeZone' | 'now'> & { entries: readonly DemoEntry[]; doses: readonly DemoDose[] }
): DemoCheckIn[] {
  const { from, timeZone, now, entries, doses } = options
  const checkIns: DemoCheckIn[] = []
  let previousSleep: number | null = null
  for (const weekNumber of weeks) {
    const first = addDays(from, (weekNumber - 1) * 7)
    const last = addDays(first, 6)
    const start = instantAt(timeZone, first, 0)
    const end = instantAt(timeZone, addDays(last, 1), 0)
    const week = entries.filter((entry) => entry.at >= start && entry.at < end)
    const lastEntry = week.filter((entry) => entry.at >= instantAt(timeZone, last, 0)).at(-1)
    const at = (lastEntry?.at ?? instantAt(timeZone, last, 21 * 60 + 30)) + 5 * 60_000
    if (at > now || week.length === 0) continue
    const weekDoses = doses.filter((dose) => dose.date >= first && dose.date <= last)
    const taken = weekDoses.filter((dose) => dose.status === 'taken').length
    const compliance = weekDoses.length === 0 ? 0 : Math.round((taken / weekDoses.length) * 100)
    const sleep = mean(week.map((e) => SLEEP_SCORES[e.sleep]))
    checkIns.push({
      at,
      weekNumber,
      overallWellbeing: Math.round(
        mean(week.map((e) => (MOOD_SCORES[e.mood] + ENERGY_SCORES[e.energy] + SLEEP_SCORES[e.sleep] + STRESS_SCORES[e.stress]) / 4))
      ),
      energyLevels: Math.round(mean(week.map((e) => ENERGY_SCORES[e.energy]))),
      sleepQuality: Math.round(sleep),
      // A check-in states a stress level (high is bad); the journal's score is stress management.
      stressLevels: Math.round(10 - mean(week.map((e) => STRESS_SCORES[e.stress]))),
      supplementCompliance: compliance,
      notes: checkInNote(weekNumber, sleep, previousSleep, compliance),
    })
    previousSleep = sleep
  }
  return checkIns
}
