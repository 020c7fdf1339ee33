/**
 * Shift rotas (issue 13): a repeating pattern of day shifts, night shifts and days off from a
 * start date (e.g. D-D-N-N-O-O), and what it means for doses and reminders. Pure.
 *
 * Hours, the person's own or else the defaults (a stored rota without them keeps the old hours
 * exactly): day shifts start at `dayStart` (07:00), night shifts at `nightStart` (19:00), and a
 * shift lasts `shiftHours` (12, from 4 to 16). A day shift ends by midnight; a night shift starts
 * at 12:00 or later and may run into the next day.
 *
 * Sleep follows the shifts. The rule, on one timeline across days and then cut at each midnight
 * (so a night's sleep shows as a window until midnight on one day and one from 00:00 the next):
 * - after a night shift ending at E, day sleep from E+1h for 7 hours (19:00–07:00: 08:00–15:00);
 * - every other night (the evening of a day not worked at night) 23:00–07:00; but before a day
 *   shift starting earlier than 07:00 they wake an hour before it and sleep the 8 hours before
 *   that (a 06:00 start: 21:00–05:00). At 07:00 or later they wake at 07:00 (the old rule);
 * - nobody sleeps at work: working hours are taken out of every window (this matters only when a
 *   rota puts a day shift straight after a night shift, or hours meet at the edges).
 * With shifts of at most 16 hours, the day sleep after a night shift ends by the next night's
 * start, so between two nights they always get their 7 hours.
 *
 * Reminders are quiet while they sleep, and a dose whose time falls in a sleep window moves to
 * its end (when they wake) — or, when the window runs on past midnight, to half an hour before
 * it starts. A sedating supplement (one taken for sleep) within four hours before a shift starts
 * (that day's, or the next day's when it starts soon after midnight) is flagged: it may make them
 * drowsy at work.
 */
import { z } from 'zod'
import { TIME_OF_DAY_PATTERN, localDateSchema } from '../schemas/fields.js'

export const ROTA_SHIFTS = ['day', 'night', 'off'] as const
export type Shift = (typeof ROTA_SHIFTS)[number]
export const ROTA_LETTERS: Record<Shift, string> = { day: 'D', night: 'N', off: 'O' }

/** The hours a rota assumes when the person has not set their own. */
export const ROTA_DEFAULTS = { dayStart: '07:00', nightStart: '19:00', shiftHours: 12 } as const
export const SHIFT_HOURS_MIN = 4
export const SHIFT_HOURS_MAX = 16
/** A night shift starts no earlier than this ('HH:MM'). */
export const NIGHT_START_EARLIEST = '12:00'

const DAY_MINUTES = 24 * 60
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const clock = (total: number) => {
  const within = ((total % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES
  return `${String(Math.floor(within / 60)).padStart(2, '0')}:${String(within % 60).padStart(2, '0')}`
}

const shiftTimeSchema = z.string().max(5).regex(TIME_OF_DAY_PATTERN, 'Use a 24-hour time, HH:MM')

export const rotaSchema = z
  .object({
    pattern: z.array(z.enum(ROTA_SHIFTS)).min(1).max(28),
    startsOn: localDateSchema,
    /** When day shifts start, 'HH:MM' (absent: 07:00). */
    dayStart: shiftTimeSchema.optional(),
    /** When night shifts start, 'HH:MM' (absent: 19:00). */
    nightStart: shiftTimeSchema.optional(),
    /** How long a shift lasts, whole hours (absent: 12). */
    shiftHours: z
      .number()
      .int('Use whole hours')
      .min(SHIFT_HOURS_MIN, `Between ${SHIFT_HOURS_MIN} and ${SHIFT_HOURS_MAX} hours`)
      .max(SHIFT_HOURS_MAX, `Between ${SHIFT_HOURS_MIN} and ${SHIFT_HOURS_MAX} hours`)
      .optional(),
  })
  .superRefine((rota, ctx) => {
    // Runs on a partly invalid object too: judge only fields that are well formed themselves.
    const wellFormed = (time: string | undefined) => time === undefined || TIME_OF_DAY_PATTERN.test(time)
    const hours = rota.shiftHours ?? ROTA_DEFAULTS.shiftHours
    if (!Number.isInteger(hours) || hours < SHIFT_HOURS_MIN || hours > SHIFT_HOURS_MAX) return
    if (wellFormed(rota.dayStart) && minutes(rota.dayStart ?? ROTA_DEFAULTS.dayStart) + hours * 60 > DAY_MINUTES)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['dayStart'],
        message: 'A day shift must end by midnight: start it earlier, shorten it, or use night shifts.',
      })
    if (wellFormed(rota.nightStart) && minutes(rota.nightStart ?? ROTA_DEFAULTS.nightStart) < minutes(NIGHT_START_EARLIEST))
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['nightStart'],
        message: `A night shift starts at ${NIGHT_START_EARLIEST} or later.`,
      })
  })
export type Rota = z.output<typeof rotaSchema>
/** The hour fields of a rota; absent ones take ROTA_DEFAULTS. */
export type RotaHours = Pick<Rota, 'dayStart' | 'nightStart' | 'shiftHours'>

export const DROWSY_HOURS = 4
const WAKE_BEFORE_SLEEP = 60 // minutes between leaving a night shift (or waking) and sleeping (or starting work)
const DAY_SLEEP = 7 * 60
const NIGHT_SLEEP = 8 * 60
const NIGHT_SLEEP_END = 7 * 60

/** When a shift starts, in minutes since midnight of the day it is on. */
export function shiftStart(rota: RotaHours, shift: Exclude<Shift, 'off'>): number {
  return minutes(shift === 'day' ? (rota.dayStart ?? ROTA_DEFAULTS.dayStart) : (rota.nightStart ?? ROTA_DEFAULTS.nightStart))
}

const shiftLength = (rota: RotaHours) => (rota.shiftHours ?? ROTA_DEFAULTS.shiftHours) * 60

/** When they wake from a night's sleep, in minutes since that morning's midnight (negative: the evening before). */
function wakeAt(rota: RotaHours, dayShiftNext: boolean): number {
  const dayStart = shiftStart(rota, 'day')
  return dayShiftNext && dayStart < NIGHT_SLEEP_END ? dayStart - WAKE_BEFORE_SLEEP : NIGHT_SLEEP_END
}

/**
 * A rota's hours as 'HH:MM', to show: each shift from start to end, the night's sleep before a
 * day shift, and the day sleep after a night shift.
 */
export function rotaTimes(rota: RotaHours): Record<'day' | 'night' | 'nightSleep' | 'daySleep', [string, string]> {
  const day = shiftStart(rota, 'day')
  const night = shiftStart(rota, 'night')
  const nightEnd = night + shiftLength(rota)
  const wake = wakeAt(rota, true)
  return {
    day: [clock(day), clock(day + shiftLength(rota))],
    night: [clock(night), clock(nightEnd)],
    nightSleep: [clock(wake - NIGHT_SLEEP), clock(wake)],
    daySleep: [clock(nightEnd + WAKE_BEFORE_SLEEP), clock(nightEnd + WAKE_BEFORE_SLEEP + DAY_SLEEP)],
  }
}

const DAY_MS = 86_400_000
const dayIndex = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS)
const addDays = (date: string, days: number) => new Date((dayIndex(date) + days) * DAY_MS).toISOString().slice(0, 10)

/** The shift on a day ('YYYY-MM-DD'); the pattern repeats forwards and backwards from its start. */
export function shiftOn(rota: Rota, date: string): Shift {
  const length = rota.pattern.length
  const offset = (((dayIndex(date) - dayIndex(rota.startsOn)) % length) + length) % length
  return rota.pattern[offset]!
}

type Span = [number, number]

/** Sleep and work from the day before to the day after, in minutes since the day's midnight. */
function spansAround(rota: Rota, date: string): { sleep: Span[]; work: Span[] } {
  const sleep: Span[] = []
  const work: Span[] = []
  const length = shiftLength(rota)
  const dayStart = shiftStart(rota, 'day')
  for (let k = -1; k <= 1; k++) {
    const base = k * DAY_MINUTES
    const shift = shiftOn(rota, addDays(date, k))
    if (shift === 'day') work.push([base + dayStart, base + dayStart + length])
    if (shift === 'night') {
      const end = base + shiftStart(rota, 'night') + length
      work.push([end - length, end])
      sleep.push([end + WAKE_BEFORE_SLEEP, end + WAKE_BEFORE_SLEEP + DAY_SLEEP])
    } else {
      // The night from this evening into the next morning.
      const wake = base + DAY_MINUTES + wakeAt(rota, shiftOn(rota, addDays(date, k + 1)) === 'day')
      sleep.push([wake - NIGHT_SLEEP, wake])
    }
  }
  return { sleep, work }
}

/** The day's sleep windows, [start, end) in minutes since midnight, earliest first, apart and never at work. */
export function sleepWindows(rota: Rota, date: string): Array<[number, number]> {
  const { sleep, work } = spansAround(rota, date)
  let pieces: Span[] = sleep.map(([start, end]): Span => [Math.max(0, start), Math.min(DAY_MINUTES, end)])
  // Nobody sleeps at work or on the way home: each shift and the hour after it are awake, even
  // when the sleep before an early shift would otherwise begin right after a long one.
  for (const [from, to] of work.map(([from, to]): Span => [from, to + WAKE_BEFORE_SLEEP]))
    pieces = pieces.flatMap(([start, end]): Span[] => [
      [start, Math.min(end, from)],
      [Math.max(start, to), end],
    ])
  const windows: Span[] = []
  for (const [start, end] of pieces.filter(([start, end]) => start < end).sort((a, b) => a[0] - b[0])) {
    const last = windows.at(-1)
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else windows.push([start, end])
  }
  return windows
}

const within =
  (at: number) =>
  ([start, end]: Span) =>
    at >= start && at < end

/** Whether a time ('HH:MM') on that day falls while the person sleeps (reminders stay quiet). */
export function isQuiet(rota: Rota, date: string, time: string): boolean {
  return sleepWindows(rota, date).some(within(minutes(time)))
}

/** A dose's time on that day: as planned, or moved to when they wake if it falls in their sleep. */
export function doseTimeOn(rota: Rota | null | undefined, date: string, time: string): string {
  if (!rota) return time
  const windows = sleepWindows(rota, date)
  const window = windows.find(within(minutes(time)))
  if (!window) return time
  const [start, end] = window
  if (end < DAY_MINUTES) return clock(end)
  // Asleep past midnight: the dose comes before they go to sleep instead, half an hour before or,
  // if they were asleep then too, the last minute awake (windows are apart, and no day is all sleep).
  const before = start - 30
  return clock(before >= 0 && !windows.some(within(before)) ? before : start - 1)
}

/** The shift start a sedating dose at `time` comes too close to (within DROWSY_HOURS before it), if any. */
export function drowsyBeforeShift(rota: Rota | null | undefined, date: string, time: string): Exclude<Shift, 'off'> | null {
  if (!rota) return null
  for (const days of [0, 1]) {
    const shift = shiftOn(rota, addDays(date, days))
    if (shift === 'off') continue
    const before = days * DAY_MINUTES + shiftStart(rota, shift) - minutes(time)
    if (before >= 0 && before <= DROWSY_HOURS * 60) return shift
  }
  return null
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
