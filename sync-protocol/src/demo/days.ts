/**
 * What kind of day a date is for someone on a night rota, and when they are at work: the facts
 * the demo's doses and journal follow. Read from the same rota functions as Today and the
 * reminders (doses/rota.ts), so the story never disagrees with what the screens compute.
 */
import { shiftOn, shiftStart, ROTA_DEFAULTS, type Rota } from '../doses/rota.js'
import { addDays } from './clock.js'

/**
 * - first-night: a night shift tonight, none ended this morning (slept at night);
 * - between-nights: one ended this morning and another starts tonight (slept in the day);
 * - after-nights: one ended this morning, none tonight (slept in the day, a night off ahead);
 * - off: no shift either side.
 */
export type DayKind = 'first-night' | 'between-nights' | 'after-nights' | 'off'

export function dayKind(rota: Rota, date: string): DayKind {
  const endedThisMorning = shiftOn(rota, addDays(date, -1)) === 'night'
  const tonight = shiftOn(rota, date) === 'night'
  if (endedThisMorning) return tonight ? 'between-nights' : 'after-nights'
  return tonight ? 'first-night' : 'off'
}

/** Whether they slept in the daytime on this date (after a night shift that ended this morning). */
export function sleepsInTheDay(rota: Rota, date: string): boolean {
  const kind = dayKind(rota, date)
  return kind === 'between-nights' || kind === 'after-nights'
}

/** Whether `minutes` past midnight on `date` falls in a night shift (yesterday's or tonight's). */
export function atWork(rota: Rota, date: string, minutes: number): boolean {
  const length = (rota.shiftHours ?? ROTA_DEFAULTS.shiftHours) * 60
  const start = shiftStart(rota, 'night')
  const tonight = shiftOn(rota, date) === 'night' && minutes >= start && minutes < start + length
  const fromYesterday = shiftOn(rota, addDays(date, -1)) === 'night' && minutes < start + length - 24 * 60
  return tonight || fromYesterday
}
