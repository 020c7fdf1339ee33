/**
 * The demo's dose records: for every day from the stack's start to now, the day's doses exactly
 * as Today lists them (sync-protocol dayDoses with the rota: same ids, same times), and what the
 * person did about each one that is due by now — mostly taken, sometimes skipped, sometimes left
 * unmarked (missed).
 *
 * The pattern is a night worker's: the mid-shift dose is the one a busy night makes them miss;
 * the dose before daytime sleep (a sleep aid) is taken after a night shift and skipped on days
 * they slept at night; the doses on waking are rarely missed; and they get a little better at it
 * week by week.
 */
import { dayDoses, type PlannedItem } from '../doses/day-doses.js'
import type { Rota } from '../doses/rota.js'
import type { DoseStatus } from '../schemas/doses.js'
import type { TimetableSlotKey } from '../schemas/reference.js'
import { addDays, daysBetween, instantAt, minutesOf } from './clock.js'
import { atWork, dayKind, sleepsInTheDay } from './days.js'
import type { Random } from './random.js'

export interface DemoDoseItem extends PlannedItem {
  /** The plan's moment of the day the item was given ('evening' is mid-shift for a night worker). */
  slot: TimetableSlotKey
}

export interface DemoDose {
  id: string
  supplementId: number
  date: string
  time: string
  /** When the dose was due. */
  dueAt: number
  status: DoseStatus | null
  /** When the person marked it (null: never marked, a missed dose). */
  recordedAt: number | null
}

export interface DoseOptions {
  userId: number
  items: readonly DemoDoseItem[]
  rota: Rota
  timeZone: string
  /** The stack's first day and today, 'YYYY-MM-DD'. */
  from: string
  today: string
  now: number
  random: Random
}

/** The chance of taking a dose, before the weekly improvement. */
function takeChance(item: DemoDoseItem, rota: Rota, date: string, time: string): number | 'not-today' {
  if (item.slot === 'bedtime') return sleepsInTheDay(rota, date) ? 0.88 : 'not-today'
  if (item.slot === 'evening') return atWork(rota, date, minutesOf(time)) ? 0.7 : 0.86
  return dayKind(rota, date) === 'between-nights' ? 0.88 : 0.94
}

/** Every dose from `from` to today; those due by `now` carry what the person did. */
export function demoDoses(options: DoseOptions): DemoDose[] {
  const { userId, items, rota, timeZone, from, today, now, random } = options
  const doses: DemoDose[] = []
  for (let day = 0; day <= daysBetween(from, today); day++) {
    const date = addDays(from, day)
    const week = Math.floor(day / 7)
    const clock = { date: today, minutes: 0, instant: now }
    for (const dose of dayDoses(userId, items, date, [], clock, rota)) {
      const item = items.find((candidate) => candidate.supplementId === dose.supplementId)!
      if (dose.time === null) continue
      const dueAt = instantAt(timeZone, date, minutesOf(dose.time))
      if (dueAt > now) continue
      const chance = takeChance(item, rota, date, dose.time)
      let status: DoseStatus | null
      if (chance === 'not-today') status = random.chance(0.9) ? 'skipped' : null
      else if (random.chance(Math.min(0.97, chance - 0.05 + week * 0.03))) status = 'taken'
      else status = random.chance(0.35) ? 'skipped' : null
      const delay = status === 'taken' ? random.int(0, 25) : random.int(0, 10)
      const recordedAt = status === null ? null : dueAt + delay * 60_000
      // Not marked yet: a dose due moments ago is still open on Today.
      if (recordedAt !== null && recordedAt > now) continue
      doses.push({ id: dose.id, supplementId: dose.supplementId, date, time: dose.time, dueAt, status, recordedAt })
    }
  }
  return doses
}
