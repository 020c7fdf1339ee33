/**
 * Dose compliance over a report's window: of the doses planned, how many the person marked
 * taken, skipped, or did not mark. What was planned comes from dayDoses (doses/day-doses.ts), the
 * same reading Today, the reminders and the Web Push scheduler use: one dose per active stack
 * item a day, from the day it was started (a day before `startedAt` plans nothing), at its time
 * moved by the shift rota when the person sleeps then.
 *
 * Invariants:
 * - a dose still to come today (upcoming, due, or snoozed) is not counted yet; a dose whose day
 *   has passed, or that is overdue, counts as planned, taken or not;
 * - a dose counts as taken when the person marked that supplement taken that day, at whatever
 *   time (a time changed since still counts); taken wins over skipped;
 * - only supplements in the stack now are counted: the stack keeps no history of what was
 *   stopped, so a stopped supplement's past doses are neither planned nor missed here.
 */
import { dayDoses, type Now, type PlannedItem } from '../doses/day-doses.js'
import type { ReportInput } from './types.js'
import { activeStack, dayIn, daysBetween, reportTimeZone, type ReportWindow } from './common.js'

export interface DoseTally {
  planned: number
  taken: number
  skipped: number
  /** Planned, its time passed, and neither taken nor skipped. */
  notMarked: number
}

export interface Compliance {
  total: DoseTally
  /** In stack order (oldest started first). */
  bySupplement: (DoseTally & { supplementId: number })[]
  /** Days with at least one dose counted, in order. */
  byDay: (DoseTally & { day: string })[]
}

const empty = (): DoseTally => ({ planned: 0, taken: 0, skipped: 0, notMarked: 0 })

export function doseCompliance(input: ReportInput, window: ReportWindow): Compliance {
  const zone = reportTimeZone(input.timeZone)
  const items: PlannedItem[] = activeStack(input).map((item) => ({
    supplementId: item.supplementId,
    time: item.time,
    dosage: item.dosage,
    active: true,
    startedOn: dayIn(zone, Date.parse(item.startedAt)),
  }))
  const rota = input.reminderSettings?.rota ?? null
  const now: Now = { date: window.today, minutes: window.minutes, instant: input.now }
  const marked = new Map<string, 'taken' | 'skipped'>()
  for (const dose of input.doses) {
    if (dose.date < window.from || dose.date > window.today) continue
    const key = `${dose.date}:${dose.supplementId}`
    if (dose.status === 'taken') marked.set(key, 'taken')
    else if (dose.status === 'skipped' && !marked.has(key)) marked.set(key, 'skipped')
  }

  const total = empty()
  const bySupplement = new Map(items.map((item) => [item.supplementId, empty()]))
  const byDay: Compliance['byDay'] = []
  for (const day of daysBetween(window.from, window.today)) {
    const tally = empty()
    // The day's plan without any record: its states say which doses are due yet and which have passed.
    for (const dose of dayDoses(0, items, day, [], now, rota)) {
      const mark = marked.get(`${day}:${dose.supplementId}`)
      const passed = dose.state === 'missed' || dose.state === 'overdue'
      if (!mark && !passed) continue
      const outcome = mark ?? 'notMarked'
      for (const counter of [tally, total, bySupplement.get(dose.supplementId)!]) {
        counter.planned += 1
        counter[outcome] += 1
      }
    }
    if (tally.planned > 0) byDay.push({ day, ...tally })
  }
  return { total, bySupplement: [...bySupplement].map(([supplementId, tally]) => ({ supplementId, ...tally })), byDay }
}
