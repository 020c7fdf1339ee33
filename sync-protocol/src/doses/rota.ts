/**
 * Shift rotas (issue 13): a repeating pattern of day shifts, night shifts and days off from a
 * start date (e.g. D-D-N-N-O-O), and what it means for doses and reminders. Pure.
 *
 * Assumed hours, stated so they can be read and changed in one place: a day shift 07:00–19:00,
 * a night shift 19:00–07:00. Sleep follows the shift: after a night shift the person sleeps
 * 08:00–15:00 (day sleep); otherwise 23:00–07:00, except the night they work. Reminders are
 * quiet while they sleep, and a dose whose time falls in a sleep window moves to its end (when
 * they wake). A sedating supplement (one taken for sleep) within four hours before a shift
 * starts is flagged: it may make them drowsy at work.
 */
import { z } from 'zod'
import { localDateSchema } from '../schemas/fields.js'

export const ROTA_SHIFTS = ['day', 'night', 'off'] as const
export type Shift = (typeof ROTA_SHIFTS)[number]
export const ROTA_LETTERS: Record<Shift, string> = { day: 'D', night: 'N', off: 'O' }

export const rotaSchema = z.object({
  pattern: z.array(z.enum(ROTA_SHIFTS)).min(1).max(28),
  startsOn: localDateSchema,
})
export type Rota = z.output<typeof rotaSchema>

export const SHIFT_START: Record<Exclude<Shift, 'off'>, number> = { day: 7 * 60, night: 19 * 60 }
export const DROWSY_HOURS = 4
const DAY_SLEEP: [number, number] = [8 * 60, 15 * 60]
const NIGHT_SLEEP_END = 7 * 60
const NIGHT_SLEEP_START = 23 * 60

const DAY_MS = 86_400_000
const dayIndex = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS)
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`

/** The shift on a day ('YYYY-MM-DD'); the pattern repeats forwards and backwards from its start. */
export function shiftOn(rota: Rota, date: string): Shift {
  const length = rota.pattern.length
  const offset = (((dayIndex(date) - dayIndex(rota.startsOn)) % length) + length) % length
  return rota.pattern[offset]!
}

const previousDay = (date: string) => new Date((dayIndex(date) - 1) * DAY_MS).toISOString().slice(0, 10)

/** The day's sleep windows, [start, end) in minutes since midnight, earliest first. */
export function sleepWindows(rota: Rota, date: string): Array<[number, number]> {
  const today = shiftOn(rota, date)
  const yesterday = shiftOn(rota, previousDay(date))
  const windows: Array<[number, number]> = []
  // Until 07:00: asleep, unless the night shift that started yesterday is still on.
  if (yesterday !== 'night') windows.push([0, NIGHT_SLEEP_END])
  // Home from a night shift: day sleep.
  if (yesterday === 'night') windows.push(DAY_SLEEP)
  // From 23:00: asleep, unless working tonight.
  if (today !== 'night') windows.push([NIGHT_SLEEP_START, 24 * 60])
  return windows
}

/** Whether a time ('HH:MM') on that day falls while the person sleeps (reminders stay quiet). */
export function isQuiet(rota: Rota, date: string, time: string): boolean {
  const at = minutes(time)
  return sleepWindows(rota, date).some(([start, end]) => at >= start && at < end)
}

/** A dose's time on that day: as planned, or moved to when they wake if it falls in their sleep. */
export function doseTimeOn(rota: Rota | null | undefined, date: string, time: string): string {
  if (!rota) return time
  const at = minutes(time)
  const window = sleepWindows(rota, date).find(([start, end]) => at >= start && at < end)
  if (!window) return time
  // The last window of the day ends at midnight: the dose moves to before it instead.
  return window[1] >= 24 * 60 ? clock(window[0] - 30) : clock(window[1])
}

/** The shift start a sedating dose at `time` comes too close to (within DROWSY_HOURS before it), if any. */
export function drowsyBeforeShift(rota: Rota | null | undefined, date: string, time: string): Exclude<Shift, 'off'> | null {
  if (!rota) return null
  const shift = shiftOn(rota, date)
  if (shift === 'off') return null
  const before = SHIFT_START[shift] - minutes(time)
  return before >= 0 && before <= DROWSY_HOURS * 60 ? shift : null
}

/** 'D D N N O O' ↔ a pattern (letters D, N, O, any separators); null if it has any other letter. */
export function parseRotaPattern(text: string): Shift[] | null {
  const letters = text.toUpperCase().replace(/[^A-Z]/g, '')
  if (letters.length === 0 || letters.length > 28) return null
  const shifts: Shift[] = []
  for (const letter of letters) {
    const shift = (Object.keys(ROTA_LETTERS) as Shift[]).find((key) => ROTA_LETTERS[key] === letter)
    if (!shift) return null
    shifts.push(shift)
  }
  return shifts
}
