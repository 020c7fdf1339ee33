import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { doseTimeOn, drowsyBeforeShift, isQuiet, parseRotaPattern, shiftOn, sleepWindows, type Rota, type Shift } from './rota.js'

const rota = (pattern: string, startsOn = '2026-11-01'): Rota => ({ pattern: parseRotaPattern(pattern)!, startsOn })
const dayAfter = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

const arbitraryRota = fc.record({
  pattern: fc.array(fc.constantFrom<Shift>('day', 'night', 'off'), { minLength: 1, maxLength: 28 }),
  startsOn: fc.integer({ min: 0, max: 3000 }).map((n) => dayAfter('2020-01-01', n)),
})
const arbitraryDate = fc.integer({ min: -400, max: 400 }).map((n) => dayAfter('2026-11-01', n))
const arbitraryTime = fc
  .integer({ min: 0, max: 1439 })
  .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`)

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

  it('reads a pattern from letters, refusing anything else', () => {
    expect(parseRotaPattern('d-d-n-n-o-o')).toEqual(['day', 'day', 'night', 'night', 'off', 'off'])
    expect(parseRotaPattern('D X')).toBeNull()
    expect(parseRotaPattern('')).toBeNull()
  })
})
