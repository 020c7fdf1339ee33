import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { dayDoses, doseCounts, nextReminder, type Now, type PlannedItem } from './day-doses.js'
import { doseId, doseInputSchema } from '../schemas/doses.js'
import { UUID_PATTERN } from '../ids.js'

const at = (date: string, time: string): Now => {
  const instant = Date.parse(`${date}T${time}:00Z`)
  return { date, minutes: Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), instant }
}
const item = (supplementId: number, time: string | null, startedOn = '2026-11-01'): PlannedItem => ({
  supplementId,
  time,
  dosage: '1 tablet',
  active: true,
  startedOn,
})
const record = (
  supplementId: number,
  date: string,
  time: string | null,
  status: 'taken' | 'skipped' | 'snoozed',
  snoozedUntil: string | null = null
) => ({
  id: doseId(7, supplementId, date, time),
  supplementId,
  date,
  time,
  status,
  snoozedUntil,
  recordedAt: `${date}T12:00:00.000Z`,
})

describe('a day’s doses', () => {
  const stack = [
    item(1, '08:00'),
    item(2, '13:00'),
    item(3, null),
    item(4, '22:00'),
    { ...item(5, '08:00'), active: false },
    item(6, '08:00', '2026-11-26'),
  ]

  it('lists each active, started item once, in time order, with what it is now', () => {
    const doses = dayDoses(7, stack, '2026-11-25', [record(1, '2026-11-25', '08:00', 'taken')], at('2026-11-25', '14:30'))
    expect(doses.map((dose) => [dose.supplementId, dose.time, dose.state])).toEqual([
      [1, '08:00', 'taken'],
      [2, '13:00', 'due'],
      [4, '22:00', 'upcoming'],
      [3, null, 'due'],
    ])
  })

  it('overdue after the due window, missed on a past day, snoozed until the snooze ends', () => {
    expect(dayDoses(7, [item(1, '08:00')], '2026-11-25', [], at('2026-11-25', '11:00'))[0]!.state).toBe('overdue')
    expect(dayDoses(7, [item(1, '08:00')], '2026-11-24', [], at('2026-11-25', '07:00'))[0]!.state).toBe('missed')
    const snoozed = [record(1, '2026-11-25', '08:00', 'snoozed', '2026-11-25T08:30:00.000Z')]
    expect(dayDoses(7, [item(1, '08:00')], '2026-11-25', snoozed, at('2026-11-25', '08:10'))[0]!.state).toBe('snoozed')
    expect(dayDoses(7, [item(1, '08:00')], '2026-11-25', snoozed, at('2026-11-25', '08:31'))[0]!.state).toBe('due')
  })

  it('keeps a taken dose of a supplement that has since left the stack', () => {
    const doses = dayDoses(7, [], '2026-11-25', [record(9, '2026-11-25', '08:00', 'taken')], at('2026-11-25', '20:00'))
    expect(doses).toMatchObject([{ supplementId: 9, state: 'taken' }])
  })

  it('names the next reminder: the earliest upcoming time or snooze end', () => {
    const now = at('2026-11-25', '12:00')
    const doses = dayDoses(7, stack, '2026-11-25', [record(1, '2026-11-25', '08:00', 'snoozed', '2026-11-25T12:20:00.000Z')], now)
    expect(nextReminder(doses, now)).toMatchObject({ at: Date.parse('2026-11-25T12:20:00.000Z'), dose: { supplementId: 1 } })
    const later = at('2026-11-25', '23:00')
    expect(nextReminder(dayDoses(7, stack, '2026-11-25', [], later), later)).toBeNull()
  })

  it('counts taken out of planned, not counting what is still to come', () => {
    const doses = dayDoses(
      7,
      stack,
      '2026-11-25',
      [record(1, '2026-11-25', '08:00', 'taken'), record(2, '2026-11-25', '13:00', 'skipped')],
      at('2026-11-25', '14:00')
    )
    expect(doseCounts(doses)).toEqual({ taken: 1, planned: 3 })
  })

  it('gives every dose an id of its own that the contract accepts, on any day and time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_147_483_647 }),
        fc.integer({ min: 1, max: 2_147_483_647 }),
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2149-06-01T00:00:00Z'), noInvalidDate: true }),
        fc.option(fc.integer({ min: 0, max: 1439 }), { nil: null }),
        (userId, supplementId, day, minute) => {
          const date = day.toISOString().slice(0, 10)
          const time =
            minute === null ? null : `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
          const id = doseId(userId, supplementId, date, time)
          expect(id).toMatch(UUID_PATTERN)
          expect(
            doseInputSchema.safeParse({ id, supplementId, date, time, status: 'taken', recordedAt: '2026-11-25T08:00:00Z' }).success
          ).toBe(true)
          // Another minute or day is another dose.
          if (time !== null) expect(doseId(userId, supplementId, date, null)).not.toBe(id)
        }
      )
    )
  })
})
