/**
 * The person's dose timetable as an iCalendar file (issue 13): one daily event per supplement
 * of their stack that has a time, at that time in their time zone (daylight saving included:
 * the event is written with its TZID and the zone's VTIMEZONE), with an alarm at the time. A
 * phone's own calendar then reminds them with no connection and no app open — the one reminder
 * that fires fully offline. Supplements without a time (taken any time of the day) are left out
 * and counted, so the screen can say so.
 */
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import ical, { ICalAlarmType, ICalEventRepeatingFreq } from 'ical-generator'
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import type { StackItem } from '@dosewise/sync-protocol'
import { listRows, toReadShape } from '#services/sync/record_store'

export interface DoseCalendar {
  ics: string
  events: number
  withoutTime: number
}

export async function doseCalendar(userId: number, timeZone: string, now: Date = new Date()): Promise<DoseCalendar> {
  const rows = await listRows(db.connection(), 'stackItem', userId)
  const items = rows.map((row) => toReadShape('stackItem', row) as unknown as StackItem).filter((item) => item.active)
  const timed = items.filter((item) => item.time !== null)
  const names = new Map<number, string>()
  if (timed.length > 0) {
    const supplements = await db
      .from('supplements')
      .whereIn('id', [...new Set(timed.map((item) => item.supplementId))])
      .select('id', 'name')
    for (const supplement of supplements) names.set(Number(supplement.id), String(supplement.name))
  }

  const calendar = ical({
    name: 'Dosewise doses',
    prodId: { company: 'Dosewise', product: 'Dose timetable', language: 'EN' },
    timezone: { name: timeZone, generator: getVtimezoneComponent },
  })
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day')
  for (const item of timed.sort((a, b) => a.time!.localeCompare(b.time!) || a.supplementId - b.supplementId)) {
    const [hour, minute] = item.time!.split(':').map(Number)
    const started = DateTime.fromISO(item.startedAt, { zone: timeZone }).startOf('day')
    const first = (started > today ? started : today).set({ hour, minute })
    const name = names.get(item.supplementId) ?? 'your supplement'
    const summary = item.dosage ? `Take ${name} (${item.dosage})` : `Take ${name}`
    const event = calendar.createEvent({
      id: `dose-${item.id}@dosewise`,
      start: first,
      end: first.plus({ minutes: 5 }),
      timezone: timeZone,
      repeating: { freq: ICalEventRepeatingFreq.DAILY },
      summary,
      description: 'From your Dosewise plan. Mark it taken in the app. This reminder is not medical advice.',
    })
    event.createAlarm({ type: ICalAlarmType.display, trigger: 0, description: summary })
  }
  return { ics: calendar.toString(), events: timed.length, withoutTime: items.length - timed.length }
}
