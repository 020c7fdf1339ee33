/**
 * The demo account's records (issue 14): four weeks in the life of Sam Rivera (persona.ts), laid
 * out from `now` backwards in their time zone, ready to be written through the server's ordinary
 * write path in the order they were made. Pure and deterministic: the same options give the same
 * records, byte for byte; the seed alone decides the story, the account only the ids.
 *
 * The timeline (day 1 is the stack's first day, 27 days before today, so today is in week 4):
 * - a week before: two providers, the levothyroxine prescription and a blood test (vitamin D low);
 * - day 1, 02:10, on a quiet stretch of a night shift: the assessment. Its plan is the app's own
 *   engine run on those answers and records as they stood then — exactly what the server will
 *   compute when the assessment is written; the stack is saved from it minutes later (each item
 *   at its timetable time) and the reminder settings, with the rota and time zone, after that;
 * - every day since: doses (doses.ts) and most days a journal entry (journal.ts); check-ins for
 *   weeks 1 and 2 (week 3's was skipped, so the server's weekly rule asks for one);
 * - two days ago: vitamin D again, up but still low.
 * Notifications are not made here: the server makes them from these records by its own rules
 * (an interaction alert when the stack meets the prescription, the check-in prompt).
 */
import { ENTITIES, reminderSettingsId, type RecordFields } from '../sync/registry.js'
import type { SyncEntity } from '../sync/envelope.js'
import { assessmentInputSchema } from '../schemas/assessment.js'
import { stackItemId } from '../schemas/stack.js'
import type { Plan } from '../engine/plan.js'
import type { PreparedReference } from '../engine/prepare.js'
import type { EngineAssessment, EngineLabResult } from '../engine/profile.js'
import { recommend } from '../engine/recommend.js'
import { readPersonSafety } from '../safety/person-safety.js'
import type { Rota } from '../doses/rota.js'
import type { InteractionType } from '../enums.js'
import { addDays, instantAt, localDate } from './clock.js'
import { demoDoses, type DemoDoseItem } from './doses.js'
import { demoCheckIns, demoJournal } from './journal.js'
import {
  DEMO_ANSWERS,
  DEMO_BASELINE_LABS,
  DEMO_PERSON,
  DEMO_PRESCRIPTION,
  DEMO_PROVIDERS,
  DEMO_RECHECK_LAB,
  DEMO_ROTA_PATTERN,
} from './persona.js'
import { idMaker, Random } from './random.js'

export interface DemoOptions {
  /** The moment the demo is made (ms since the epoch); every record is made before it. */
  now: number
  /** Decides the story (which doses are missed, what the journal says); any 32-bit integer. */
  seed: number
  /** The account the records are for: it fixes the ids of stack items, doses and settings. */
  userId: number
  /** The person's IANA time zone: their days, dose times and rota are on its clock. */
  timeZone: string
  /** The app's reference data as the engine reads it (the server's, so ids are the server's). */
  reference: PreparedReference
}

/** One record as its owner made it: written in `records` order, each at its `madeAt`. */
export interface DemoRecord {
  entity: SyncEntity
  id: string
  /** The record's writable fields, valid for the registry's schema of its entity. */
  fields: RecordFields
  /** When the person made it (ISO). */
  madeAt: string
}

export interface DemoInteraction {
  medication: string
  supplement: string
  interactionType: InteractionType
}

export interface DemoData {
  person: typeof DEMO_PERSON
  timeZone: string
  /** Today and the stack's first day on the person's clock. */
  today: string
  startedOn: string
  rota: Rota
  assessmentId: string
  /** The engine's plan for the assessment, as the server computes and stores it. */
  plan: Plan
  records: DemoRecord[]
  /** What the app's safety view finds among everything the person takes, at `now`. */
  interactions: DemoInteraction[]
}

const iso = (instant: number) => new Date(instant).toISOString()
/** A day picked in a date input is stored as midnight UTC of that day (pwa lib/dates.ts). */
const calendarDay = (date: string) => `${date}T00:00:00.000Z`

export function generateDemo(options: DemoOptions): DemoData {
  const { now, seed, userId, timeZone, reference } = options
  const random = new Random(seed)
  const newId = idMaker(seed, userId)
  const records: DemoRecord[] = []
  const add = (entity: SyncEntity, at: number, fields: RecordFields, id: string = newId(at)) => {
    records.push({ entity, id, fields, madeAt: iso(at) })
    return id
  }
  const at = (date: string, hour: number, minute: number) => instantAt(timeZone, date, hour * 60 + minute)

  const today = localDate(timeZone, now)
  const startedOn = addDays(today, -27)
  // The night before day 1 is a night shift: the assessment is taken on a quiet stretch of it.
  const rota: Rota = { pattern: DEMO_ROTA_PATTERN, startsOn: addDays(startedOn, -1 - random.int(0, 2)) }

  // A week before: who looks after them, what they are prescribed, the blood test that started it.
  const before = addDays(startedOn, -7)
  for (const [index, provider] of DEMO_PROVIDERS.entries()) add('healthcareProvider', at(before, 17, 5 + index * 3), { ...provider })
  const prescription = { ...DEMO_PRESCRIPTION, startDate: calendarDay(addDays(today, -3 * 365 - 40)) }
  add('prescription', at(before, 17, 14), prescription)
  const baseline = DEMO_BASELINE_LABS.map((lab) => ({ ...lab, testedAt: calendarDay(addDays(before, -2)) }))
  baseline.forEach((lab, index) => add('labResult', at(before, 17, 20 + index), lab))

  // Day 1: the assessment, its plan (the engine, on what the server will hold when it is written).
  const answers = assessmentInputSchema.omit({ id: true }).parse(DEMO_ANSWERS)
  const assessedAt = at(startedOn, 2, 10 + random.int(0, 8))
  const assessmentId = add('assessment', assessedAt, answers)
  // As the server lists them to the engine: newest test first, then the last written first.
  const labsThen = baseline.map((lab) => ENTITIES.labResult.derive!({ ...lab }) as unknown as EngineLabResult).reverse()
  const plan = recommend(
    answers as EngineAssessment,
    reference,
    { prescriptions: [prescription], labResults: labsThen },
    { now: assessedAt }
  )

  // 'Save Recommendations' and 'Set Reminders' on the plan, a few minutes later.
  const savedAt = assessedAt + random.int(10, 15) * 60_000
  const timeOf = (slot: string) => plan.timetable.find((entry) => entry.slot === slot)?.time ?? null
  const items: DemoDoseItem[] = plan.items.map((item) => ({
    supplementId: item.supplementId,
    time: timeOf(item.slot),
    dosage: item.dosage,
    active: true,
    startedOn,
    slot: item.slot,
  }))
  for (const item of items) {
    const fields = { ...item, source: 'plan', assessmentId, startedAt: iso(savedAt) } as RecordFields
    delete fields.startedOn
    delete fields.slot
    add('stackItem', savedAt, fields, stackItemId(userId, item.supplementId))
  }
  const reminderTimes = [
    ...new Set(plan.timetable.filter((slot) => slot.entries.some((entry) => entry.kind === 'plan')).map((slot) => slot.time)),
  ].sort()
  add(
    'reminderSettings',
    savedAt + 2 * 60_000,
    { supplementReminders: true, progressCheckIns: true, interactionAlerts: true, reminderTimes, timeZone, rota },
    reminderSettingsId(userId)
  )

  // Every day since.
  const names = new Map(plan.items.map((item) => [item.supplementId, item.name]))
  const doses = demoDoses({ userId, items, rota, timeZone, from: startedOn, today, now, random })
  for (const dose of doses) {
    if (dose.status === null || dose.recordedAt === null) continue
    const { supplementId, date, time, status } = dose
    add('dose', dose.recordedAt, { supplementId, date, time, status, snoozedUntil: null, recordedAt: iso(dose.recordedAt) }, dose.id)
  }
  const entries = demoJournal({ rota, timeZone, from: startedOn, today, now, items, names, doses, random })
  for (const { at: writtenAt, day: _day, ...entry } of entries) add('journalEntry', writtenAt, { ...entry, date: iso(writtenAt) })
  for (const { at: madeAt, ...checkIn } of demoCheckIns([1, 2], { from: startedOn, timeZone, now, entries, doses })) {
    add('progressCheckIn', madeAt, { ...checkIn, assessmentId })
  }

  // Two days ago: vitamin D again.
  const recheck = { ...DEMO_RECHECK_LAB, testedAt: calendarDay(addDays(today, -3)) }
  add('labResult', at(addDays(today, -2), 17, 30), recheck)

  records.sort((a, b) => Date.parse(a.madeAt) - Date.parse(b.madeAt))
  const safety = readPersonSafety(reference.catalogue, {
    prescriptions: [prescription],
    assessment: answers,
    stack: plan.items.map((item) => item.name),
    journal: [...new Set(entries.flatMap((entry) => entry.supplementsTaken))],
    now,
  })
  return {
    person: DEMO_PERSON,
    timeZone,
    today,
    startedOn,
    rota,
    assessmentId,
    plan,
    records,
    interactions: safety.findings.flatMap((finding) =>
      finding.pairs.map((pair) => ({ ...pair, interactionType: finding.interaction.interactionType }))
    ),
  }
}
