/**
 * A day's doses, from the stack and what the person recorded (issue 13). Pure: the caller
 * passes the day and the moment on the person's own clock, so the same function serves the
 * Today screen, reminders and compliance.
 *
 * Invariant: a dose is one active stack item at its time ('HH:MM', or null: any time of the
 * day) on a day on or after the item was started; its record, if any, is the one with its
 * `doseId`. A record whose item left the stack is still listed (what was taken stays taken).
 */
import { doseId, type Dose } from '../schemas/doses.js'
import { doseTimeOn, type Rota } from './rota.js'

export interface PlannedItem {
  supplementId: number
  time: string | null
  dosage: string | null
  active: boolean
  /** The day it was started on the person's clock ('YYYY-MM-DD'). */
  startedOn: string
}

/** What a dose is now: recorded (taken, skipped, snoozed) or not yet (due, overdue, upcoming, missed). */
export type DoseState = 'taken' | 'skipped' | 'snoozed' | 'due' | 'overdue' | 'upcoming' | 'missed'

export interface DayDose {
  id: string
  supplementId: number
  date: string
  time: string | null
  dosage: string | null
  state: DoseState
  record: Pick<Dose, 'status' | 'snoozedUntil' | 'recordedAt'> | null
}

export interface Now {
  /** Today on the person's clock, 'YYYY-MM-DD'. */
  date: string
  /** Minutes since their midnight. */
  minutes: number
  /** The instant, for snoozes (epoch milliseconds). */
  instant: number
}

/** A dose counts as due from its time for this long; after that it is overdue (still takeable). */
export const DUE_WINDOW_MINUTES = 120

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

function stateOf(date: string, time: string | null, record: DayDose['record'], now: Now): DoseState {
  if (record?.status === 'taken' || record?.status === 'skipped') return record.status
  if (record?.status === 'snoozed' && record.snoozedUntil && Date.parse(record.snoozedUntil) > now.instant && date === now.date) {
    return 'snoozed'
  }
  if (date < now.date) return 'missed'
  if (date > now.date) return 'upcoming'
  if (time === null) return 'due'
  const since = now.minutes - minutesOf(time)
  if (since < 0 && record?.status !== 'snoozed') return 'upcoming'
  return since < DUE_WINDOW_MINUTES || record?.status === 'snoozed' ? 'due' : 'overdue'
}

export function dayDoses(
  userId: number,
  items: readonly PlannedItem[],
  date: string,
  records: readonly Pick<Dose, 'id' | 'supplementId' | 'date' | 'time' | 'status' | 'snoozedUntil' | 'recordedAt'>[],
  now: Now,
  /** With a shift rota, a time that falls in the person's sleep that day moves to when they wake. */
  rota: Rota | null = null
): DayDose[] {
  const byId = new Map(records.filter((record) => record.date === date).map((record) => [record.id, record]))
  const doses: DayDose[] = []
  for (const item of items) {
    if (!item.active || item.startedOn > date) continue
    const time = item.time === null ? null : doseTimeOn(rota, date, item.time)
    const id = doseId(userId, item.supplementId, date, time)
    const record = byId.get(id) ?? null
    byId.delete(id)
    doses.push({ id, supplementId: item.supplementId, date, time, dosage: item.dosage, state: stateOf(date, time, record, now), record })
  }
  // Recorded doses of items no longer planned this way (stopped, or moved to another time).
  for (const record of byId.values()) {
    if (record.status !== 'taken' && record.status !== 'skipped') continue
    doses.push({
      id: record.id,
      supplementId: record.supplementId,
      date,
      time: record.time,
      dosage: null,
      state: record.status,
      record,
    })
  }
  return doses.sort((a, b) => (a.time ?? '99:99').localeCompare(b.time ?? '99:99') || a.supplementId - b.supplementId)
}

/** The next moment a reminder is due today: the earliest upcoming time or snooze end, or null. */
export function nextReminder(doses: readonly DayDose[], now: Now): { at: number; dose: DayDose } | null {
  let next: { at: number; dose: DayDose } | null = null
  const midnight = now.instant - now.minutes * 60_000
  for (const dose of doses) {
    let at: number | null = null
    if (dose.state === 'upcoming' && dose.time !== null && dose.date === now.date) at = midnight + minutesOf(dose.time) * 60_000
    if (dose.state === 'snoozed' && dose.record?.snoozedUntil) at = Date.parse(dose.record.snoozedUntil)
    if (at !== null && (next === null || at < next.at)) next = { at, dose }
  }
  return next
}

/** Taken out of planned, over the days given (compliance). */
export function doseCounts(doses: readonly DayDose[]): { taken: number; planned: number } {
  const planned = doses.filter((dose) => dose.state !== 'upcoming')
  return { taken: planned.filter((dose) => dose.state === 'taken').length, planned: planned.length }
}
