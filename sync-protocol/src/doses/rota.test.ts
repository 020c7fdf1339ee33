import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  doseTimeOn,
  drowsyBeforeShift,
  isQuiet,
  parseRotaPattern,
  rotaSchema,
  rotaTimes,
  shiftOn,
  shiftStart,
  sleepWindows,
  type Rota,
  type Shift,
} from './rota.js'

const rota = (pattern: string, startsOn = '2026-11-01'): Rota => ({ pattern: parseRotaPattern(pattern)!, startsOn })
const dayAfter = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
const arbitraryDefaultRota = fc.record({
  pattern: fc.array(fc.constantFrom<Shift>('day', 'night', 'off'), { minLength: 1, maxLength: 28 }),
  startsOn: fc.integer({ min: 0, max: 3000 }).map((n) => dayAfter('2020-01-01', n)),
})
/** Any hours the schema accepts, each one set or left to its default. */
const arbitraryHours = fc.integer({ min: 4, max: 16 }).chain((hours) =>
  fc.record(
    {
      shiftHours: fc.constant(hours),
      dayStart: fc.integer({ min: 0, max: 24 * 60 - hours * 60 }).map(clock),
      nightStart: fc.integer({ min: 12 * 60, max: 24 * 60 - 1 }).map(clock),
    },
    { requiredKeys: [] }
  )
)
const arbitraryRota: fc.Arbitrary<Rota> = fc
  .tuple(arbitraryDefaultRota, arbitraryHours)
  .map(([r, hours]) => ({ ...r, ...hours }))
  .filter((r) => rotaSchema.safeParse(r).success)
const arbitraryDate = fc.integer({ min: -400, max: 400 }).map((n) => dayAfter('2026-11-01', n))
const arbitraryTime = fc.integer({ min: 0, max: 1439 }).map(clock)

/** The rule before hours could be set (07:00–19:00 days, 19:00–07:00 nights), as it was written. */
function oldSleepWindows(r: Rota, date: string): Array<[number, number]> {
  const today = shiftOn(r, date)
  const yesterday = shiftOn(r, dayAfter(date, -1))
  const windows: Array<[number, number]> = []
  if (yesterday !== 'night') windows.push([0, 420])
  if (yesterday === 'night') windows.push([480, 900])
  if (today !== 'night') windows.push([1380, 1440])
  return windows
}

/** Working hours that fall on a day, [start, end) in minutes since its midnight. */
function workOn(r: Rota, date: string): Array<[number, number]> {
  const length = (r.shiftHours ?? 12) * 60
  const spans: Array<[number, number]> = []
  const today = shiftOn(r, date)
  if (today !== 'off') spans.push([shiftStart(r, today), Math.min(1440, shiftStart(r, today) + length)])
  if (shiftOn(r, dayAfter(date, -1)) === 'night' && shiftStart(r, 'night') + length > 1440)
    spans.push([0, shiftStart(r, 'night') + length - 1440])
  return spans
}

/** Minutes asleep between two moments, each counted in minutes from the midnight that starts `date`. */
function asleepBetween(r: Rota, date: string, from: number, to: number): number {
  let total = 0
  for (let day = Math.floor(from / 1440); day * 1440 < to; day++)
    for (const [start, end] of sleepWindows(r, dayAfter(date, day)))
      total += Math.max(0, Math.min(to, day * 1440 + end) - Math.max(from, day * 1440 + start))
  return total
}

describe('shift rotas', () => {
  it('D-D-N-N-O-O from its start date, repeating both ways', () => {
    const r = rota('D D N N O O')
    expect(
      ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07'].map((d) => shiftOn(r, d))
    ).toEqual(['day', 'day', 'night', 'night', 'off', 'off', 'day'])
    expect(shiftOn(r, '2026-10-31')).toBe('off')
  })

  it('repeats with its length, for any rota and day', () => {
    fc.assert(
      fc.property(arbitraryRota, arbitraryDate, (r, date) => {
        expect(shiftOn(r, dayAfter(date, r.pattern.length))).toBe(shiftOn(r, date))
      })
    )
  })

  it('after a night shift the person sleeps in the day; a morning dose moves to when they wake', () => {
    const r = rota('D D N N O O')
    expect(sleepWindows(r, '2026-11-04')).toEqual([[480, 900]]) // home from the night of the 3rd, working again tonight
    expect(doseTimeOn(r, '2026-11-04', '09:00')).toBe('15:00')
    expect(doseTimeOn(r, '2026-11-01', '09:00')).toBe('09:00')
    expect(isQuiet(r, '2026-11-05', '10:00')).toBe(true)
    expect(isQuiet(r, '2026-11-06', '10:00')).toBe(false)
  })

  it('never leaves a dose in a sleep window, and leaves every other time alone', () => {
    fc.assert(
      fc.property(arbitraryRota, arbitraryDate, arbitraryTime, (r, date, time) => {
        const moved = doseTimeOn(r, date, time)
        expect(isQuiet(r, date, moved)).toBe(false)
        if (!isQuiet(r, date, time)) expect(moved).toBe(time)
      })
    )
  })

  it('flags a sedating dose within four hours before a shift, and only then', () => {
    const r = rota('D D N N O O')
    expect(drowsyBeforeShift(r, '2026-11-03', '16:00')).toBe('night')
    expect(drowsyBeforeShift(r, '2026-11-03', '14:00')).toBeNull()
    expect(drowsyBeforeShift(r, '2026-11-05', '16:00')).toBeNull()
    expect(drowsyBeforeShift(null, '2026-11-03', '16:00')).toBeNull()
  })

  it('with no hours set (or the defaults set), keeps the old rule; only a day shift straight after a night is no longer slept through', () => {
    fc.assert(
      fc.property(arbitraryDefaultRota, fc.boolean(), arbitraryDate, arbitraryTime, (plain, spelledOut, date, time) => {
        const r: Rota = spelledOut ? { ...plain, dayStart: '07:00', nightStart: '19:00', shiftHours: 12 } : plain
        const old = oldSleepWindows(r, date)
        const dayAfterNight = shiftOn(r, dayAfter(date, -1)) === 'night' && shiftOn(r, date) === 'day'
        if (dayAfterNight) {
          expect(sleepWindows(r, date)).toEqual(old.filter(([start]) => start !== 480))
          return
        }
        expect(sleepWindows(r, date)).toEqual(old)
        const at = Number(time.slice(0, 2)) * 60 + Number(time.slice(3))
        const window = old.find(([start, end]) => at >= start && at < end)
        expect(doseTimeOn(r, date, time)).toBe(!window ? time : window[1] === 1440 ? clock(window[0] - 30) : clock(window[1]))
        const shift = shiftOn(r, date)
        const before = shift === 'off' ? -1 : (shift === 'day' ? 420 : 1140) - at
        expect(drowsyBeforeShift(r, date, time)).toBe(before >= 0 && before <= 240 ? shift : null)
      })
    )
    expect(rotaSchema.parse({ pattern: ['night'], startsOn: '2026-11-01' })).toEqual({ pattern: ['night'], startsOn: '2026-11-01' })
  })

  it('for any hours: a day’s windows are in order, apart, within the day, and never while they work', () => {
    fc.assert(
      fc.property(arbitraryRota, arbitraryDate, (r, date) => {
        const windows = sleepWindows(r, date)
        windows.forEach(([start, end], i) => {
          expect(0 <= start && start < end && end <= 1440).toBe(true)
          if (i > 0) expect(start).toBeGreaterThan(windows[i - 1]![1])
          for (const [from, to] of workOn(r, date)) expect(end <= from || start >= to).toBe(true)
        })
      })
    )
  })

  it('for any hours: a dose never moves into a sleep window, and every other time is left alone', () => {
    fc.assert(
      fc.property(arbitraryRota, arbitraryDate, arbitraryTime, (r, date, time) => {
        const moved = doseTimeOn(r, date, time)
        expect(isQuiet(r, date, moved)).toBe(false)
        if (!isQuiet(r, date, time)) expect(moved).toBe(time)
      })
    )
  })

  it('for any hours: after a night shift (unless a day shift follows at once) they get 7 hours’ sleep, and the next night starts after it', () => {
    fc.assert(
      fc.property(arbitraryRota, arbitraryDate, (r, date) => {
        fc.pre(shiftOn(r, date) === 'night' && shiftOn(r, dayAfter(date, 1)) !== 'day')
        const end = shiftStart(r, 'night') + (r.shiftHours ?? 12) * 60
        expect(asleepBetween(r, date, end, end + 12 * 60)).toBeGreaterThanOrEqual(7 * 60)
        expect(asleepBetween(r, date, end, end + 60)).toBe(0) // an hour to get home
      })
    )
  })

  it('a 16-hour night to 14:01 before a midnight day shift: home first, then sleep (found by the property above)', () => {
    const r: Rota = {
      pattern: ['off', 'day', 'day', 'night'],
      startsOn: '2021-07-12',
      shiftHours: 16,
      dayStart: '00:00',
      nightStart: '22:01',
    }
    const date = '2027-05-21'
    expect(shiftOn(r, date)).toBe('night')
    const end = shiftStart(r, 'night') + 16 * 60
    expect(asleepBetween(r, date, end, end + 60)).toBe(0)
    expect(isQuiet(r, dayAfter(date, 1), '15:00')).toBe(false)
    expect(isQuiet(r, dayAfter(date, 1), '15:01')).toBe(true)
  })

  it('an early day shift (06:00): they wake at 05:00, after 8 hours from 21:00', () => {
    const r: Rota = { pattern: ['off', 'day'], startsOn: '2026-11-01', dayStart: '06:00', shiftHours: 8 }
    expect(sleepWindows(r, '2026-11-01')).toEqual([
      [0, 420],
      [1260, 1440],
    ])
    expect(sleepWindows(r, '2026-11-02')).toEqual([
      [0, 300],
      [1380, 1440],
    ])
    expect(isQuiet(r, '2026-11-02', '04:59')).toBe(true)
    expect(isQuiet(r, '2026-11-02', '05:00')).toBe(false)
    expect(doseTimeOn(r, '2026-11-02', '04:30')).toBe('05:00')
    expect(doseTimeOn(r, '2026-11-01', '21:30')).toBe('20:30') // before they go to sleep
    expect(drowsyBeforeShift(r, '2026-11-02', '02:00')).toBe('day')
    expect(rotaTimes(r)).toMatchObject({ day: ['06:00', '14:00'], nightSleep: ['21:00', '05:00'] })
  })

  it('a 22:00–06:00 night: day sleep 07:00–14:00; a sleep aid within 4 hours before 22:00 is flagged', () => {
    const r: Rota = { pattern: ['night', 'off'], startsOn: '2026-11-01', nightStart: '22:00', shiftHours: 8 }
    expect(rotaTimes(r)).toEqual({
      day: ['07:00', '15:00'],
      night: ['22:00', '06:00'],
      nightSleep: ['23:00', '07:00'],
      daySleep: ['07:00', '14:00'],
    })
    expect(sleepWindows(r, '2026-11-02')).toEqual([
      [420, 840],
      [1380, 1440],
    ])
    expect(isQuiet(r, '2026-11-02', '06:30')).toBe(false) // on the way home
    expect(doseTimeOn(r, '2026-11-02', '09:00')).toBe('14:00')
    expect(isQuiet(r, '2026-11-02', '14:30')).toBe(false) // quiet under the old hours (08:00–15:00), not these
    expect(drowsyBeforeShift(r, '2026-11-01', '18:00')).toBe('night')
    expect(drowsyBeforeShift(r, '2026-11-01', '17:00')).toBeNull()
  })

  it('a shift starting soon after midnight: a sleep aid late the evening before is flagged', () => {
    const r: Rota = { pattern: ['off', 'day'], startsOn: '2026-11-01', dayStart: '02:00', shiftHours: 8 }
    expect(drowsyBeforeShift(r, '2026-11-01', '23:00')).toBe('day')
    expect(drowsyBeforeShift(r, '2026-11-01', '21:00')).toBeNull()
  })

  it('refuses hours that make no sense, with a message for the field', () => {
    const base = { pattern: ['day'], startsOn: '2026-11-01' }
    const errors = (extra: object) => rotaSchema.safeParse({ ...base, ...extra }).error?.issues.map((i) => [i.path.join('.'), i.message])
    expect(errors({ dayStart: '06:00', nightStart: '22:00', shiftHours: 10 })).toBeUndefined()
    expect(errors({ dayStart: '7:00' })).toEqual([['dayStart', 'Use a 24-hour time, HH:MM']])
    expect(errors({ dayStart: '14:00', shiftHours: 12 })).toEqual([
      ['dayStart', 'A day shift must end by midnight: start it earlier, shorten it, or use night shifts.'],
    ])
    expect(errors({ dayStart: '14:00', shiftHours: 10 })).toBeUndefined()
    expect(errors({ nightStart: '06:00' })).toEqual([['nightStart', 'A night shift starts at 12:00 or later.']])
    expect(errors({ shiftHours: 3 })).toEqual([['shiftHours', 'Between 4 and 16 hours']])
    expect(errors({ shiftHours: 17 })).toEqual([['shiftHours', 'Between 4 and 16 hours']])
    expect(errors({ shiftHours: 7.5 })).toEqual([['shiftHours', 'Use whole hours']])
  })

  it('reads a pattern from letters, refusing anything else', () => {
    expect(parseRotaPattern('d-d-n-n-o-o')).toEqual(['day', 'day', 'night', 'night', 'off', 'off'])
    expect(parseRotaPattern('D X')).toBeNull()
    expect(parseRotaPattern('')).toBeNull()
  })
})
