/**
 * The demo generator against the app's own rules: the real knowledge base, the engine, the
 * registry's schemas, the dose and rota functions Today uses, and the safety view.
 */
import { describe, expect, it } from 'vitest'
import { ENTITIES } from '../sync/registry.js'
import { planSchema } from '../engine/plan.js'
import { prepareReference } from '../engine/prepare.js'
import { recommend } from '../engine/recommend.js'
import type { EngineAssessment, EngineLabResult, EnginePrescription } from '../engine/profile.js'
import { knowledgeBase } from '../engine/testing/knowledge-base.js'
import { dayDoses } from '../doses/day-doses.js'
import { doseId } from '../schemas/doses.js'
import { stackItemId } from '../schemas/stack.js'
import { rotaSchema, shiftOn } from '../doses/rota.js'
import { readPersonSafety } from '../safety/person-safety.js'
import { deriveLabStatus } from '../sync/lab-status.js'
import { ENERGY_SCORES, SLEEP_SCORES } from '../progress/scores.js'
import { addDays, instantAt, localDate, minutesOf } from './clock.js'
import { dayKind } from './days.js'
import { generateDemo, type DemoData, type DemoRecord } from './generate.js'
import { DEMO_TREND_TEST } from './persona.js'

const reference = prepareReference(knowledgeBase())
// In the past on any clock this runs on: a journal entry may not be dated in the future.
const NOW = Date.parse('2025-11-20T15:45:00Z')
const USER = 7
const make = (overrides: Partial<Parameters<typeof generateDemo>[0]> = {}) =>
  generateDemo({ now: NOW, seed: 20261120, userId: USER, timeZone: 'America/Chicago', reference, ...overrides })
const demo = make()

const of = (data: DemoData, entity: DemoRecord['entity']) => data.records.filter((record) => record.entity === entity)
const fields = <T>(record: DemoRecord) => record.fields as T
const nameOf = (id: number) => reference.byId.get(id)!.name

describe('the demo person', () => {
  it('is the same story for the same seed, and another for another seed', () => {
    expect(make()).toEqual(demo)
    const other = make({ seed: 7 })
    expect(of(other, 'dose').map((d) => d.fields.status)).not.toEqual(of(demo, 'dose').map((d) => d.fields.status))
    // Another account: the same story under other ids.
    const elsewhere = make({ userId: 8 })
    const story = (data: DemoData) => data.records.map((r) => ({ ...r.fields, assessmentId: null }))
    expect(story(elsewhere)).toEqual(story(demo))
    const ids = new Set(demo.records.map((r) => r.id))
    expect(elsewhere.records.some((r) => ids.has(r.id))).toBe(false)
  })

  it('writes only records the contract accepts, each with the id the registry fixes, all made before now, in order', () => {
    const ids = new Set<string>()
    let previous = 0
    for (const record of demo.records) {
      const definition = ENTITIES[record.entity]
      const parsed = definition.fields.safeParse(record.fields)
      expect(parsed.success, `${record.entity} ${JSON.stringify(record.fields)} ${parsed.error?.message}`).toBe(true)
      const fixed = definition.fixedId?.of(USER, record.fields)
      if (fixed !== undefined) expect(record.id).toBe(fixed)
      expect(record.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(ids.has(`${record.entity}:${record.id}`)).toBe(false)
      ids.add(`${record.entity}:${record.id}`)
      const madeAt = Date.parse(record.madeAt)
      expect(madeAt).toBeLessThanOrEqual(NOW)
      expect(madeAt).toBeGreaterThanOrEqual(previous)
      previous = madeAt
    }
    expect(rotaSchema.safeParse(demo.rota).success).toBe(true)
  })

  it("has the engine's plan for its assessment, made from the records as they stood then", () => {
    const [assessment] = of(demo, 'assessment')
    expect(assessment!.id).toBe(demo.assessmentId)
    const before = demo.records.filter((r) => Date.parse(r.madeAt) < Date.parse(assessment!.madeAt))
    const prescriptions = of({ ...demo, records: before }, 'prescription').map((r) => fields<EnginePrescription>(r))
    const labResults = of({ ...demo, records: before }, 'labResult')
      .map((r) => ENTITIES.labResult.derive!(r.fields) as unknown as EngineLabResult)
      .reverse()
    const plan = recommend(
      assessment!.fields as unknown as EngineAssessment,
      reference,
      { prescriptions, labResults },
      {
        now: Date.parse(assessment!.madeAt),
      }
    )
    expect(demo.plan).toEqual(plan)
    expect(planSchema.parse(demo.plan)).toEqual(demo.plan)
    // The plan a night-shift nurse with low vitamin D should get, for the reason the lab gives.
    const vitaminD = demo.plan.items.find((item) => item.name === 'Vitamin D3')
    expect(vitaminD?.priority).toBe('high')
    expect(vitaminD?.reasoning).toMatch(/vitamin D/i)
    expect(demo.plan.scheduleNote).toMatch(/nights/)
    expect(demo.plan.monthlyCostCents).toBeLessThanOrEqual(demo.plan.budgetCents!)
  })

  it('saves the stack from that plan: every supplement of the plan at its timetable time, started with it', () => {
    const stack = of(demo, 'stackItem')
    expect(stack.map((r) => r.fields.supplementId)).toEqual(demo.plan.items.map((item) => item.supplementId))
    for (const record of stack) {
      const item = demo.plan.items.find((i) => i.supplementId === record.fields.supplementId)!
      expect(record.id).toBe(stackItemId(USER, item.supplementId))
      expect(record.fields).toMatchObject({
        active: true,
        source: 'plan',
        assessmentId: demo.assessmentId,
        dosage: item.dosage,
        time: demo.plan.timetable.find((slot) => slot.slot === item.slot)!.time,
      })
      expect(Date.parse(record.fields.startedAt as string)).toBeGreaterThan(Date.parse(of(demo, 'assessment')[0]!.madeAt))
      expect(localDate('America/Chicago', Date.parse(record.fields.startedAt as string))).toBe(demo.startedOn)
    }
    expect(demo.startedOn).toBe(addDays(demo.today, -27))
    const [settings] = of(demo, 'reminderSettings')
    expect(settings!.fields).toMatchObject({ timeZone: 'America/Chicago', rota: demo.rota, supplementReminders: true })
  })

  it('has doses only from the start, each at the time Today shows for that day, marked after it was due', () => {
    const items = of(demo, 'stackItem').map((r) => ({
      supplementId: r.fields.supplementId as number,
      time: r.fields.time as string,
      dosage: null,
      active: true,
      startedOn: demo.startedOn,
    }))
    const doses = of(demo, 'dose')
    expect(doses.length).toBeGreaterThan(100)
    for (const record of doses) {
      const { supplementId, date, time, recordedAt } = record.fields as {
        supplementId: number
        date: string
        time: string
        recordedAt: string
      }
      expect(date >= demo.startedOn && date <= demo.today).toBe(true)
      const planned = dayDoses(USER, items, date, [], { date: demo.today, minutes: 0, instant: NOW }, demo.rota)
      expect(planned.some((d) => d.supplementId === supplementId && d.time === time)).toBe(true)
      expect(record.id).toBe(doseId(USER, supplementId, date, time))
      expect(Date.parse(recordedAt)).toBeGreaterThanOrEqual(instantAt('America/Chicago', date, minutesOf(time)))
    }
  })

  it('misses doses the way a night worker does: mostly taken, the mid-shift dose missed most', () => {
    const doses = of(demo, 'dose').map((r) => r.fields as { supplementId: number; date: string; status: string })
    const taken = doses.filter((d) => d.status === 'taken').length
    expect(taken / doses.length).toBeGreaterThan(0.7)
    expect(doses.some((d) => d.status === 'skipped')).toBe(true)
    // Of the days before today (every dose of them due), the share on which a slot's dose was taken.
    const slotOf = new Map(demo.plan.items.map((item) => [item.supplementId, item.slot]))
    const rate = (slot: string) => {
      const items = demo.plan.items.filter((item) => item.slot === slot).length
      const taken = doses.filter((d) => slotOf.get(d.supplementId) === slot && d.status === 'taken' && d.date < demo.today)
      return taken.length / (27 * items)
    }
    expect(rate('evening')).toBeLessThan(rate('breakfast'))
  })

  it('keeps a journal that ticks only what was taken that day and feels the shifts', () => {
    const stackNames = new Set(demo.plan.items.map((item) => item.name))
    const entries = of(demo, 'journalEntry').map((r) => r.fields as Record<string, any>)
    expect(entries.length).toBeGreaterThanOrEqual(20)
    const doses = of(demo, 'dose').map((r) => r.fields as { supplementId: number; date: string; status: string; recordedAt: string })
    for (const entry of entries) {
      for (const name of entry.supplementsTaken) expect(stackNames.has(name)).toBe(true)
      const day = localDate('America/Chicago', Date.parse(entry.date))
      const takenBefore = doses
        .filter((d) => d.date === day && d.status === 'taken' && d.recordedAt <= entry.date)
        .map((d) => nameOf(d.supplementId))
      expect([...entry.supplementsTaken].sort()).toEqual([...new Set(takenBefore)].sort())
      expect(Date.parse(entry.date)).toBeLessThanOrEqual(NOW)
    }
    const sleepOn = (kinds: string[]) => {
      const ofKind = entries.filter((e) => kinds.includes(dayKind(demo.rota, localDate('America/Chicago', Date.parse(e.date)))))
      return ofKind.reduce((sum, e) => sum + SLEEP_SCORES[e.sleep as 'good'] + ENERGY_SCORES[e.energy as 'high'], 0) / ofKind.length
    }
    expect(sleepOn(['off'])).toBeGreaterThan(sleepOn(['between-nights', 'after-nights']))
    // Night shifts are where the rota says they are.
    expect(shiftOn(demo.rota, addDays(demo.startedOn, -1))).toBe('night')
  })

  it('checks in weekly for the weeks before last, with figures from that week', () => {
    const checkIns = of(demo, 'progressCheckIn').map((r) => r.fields as Record<string, any>)
    expect(checkIns.map((c) => c.weekNumber)).toEqual([1, 2])
    for (const checkIn of checkIns) {
      expect(checkIn.assessmentId).toBe(demo.assessmentId)
      const first = addDays(demo.startedOn, (checkIn.weekNumber - 1) * 7)
      const week = of(demo, 'dose')
        .map((r) => r.fields as { date: string; status: string })
        .filter((d) => d.date >= first && d.date <= addDays(first, 6))
      // Compliance counts missed (unmarked) doses as not taken: at most the share marked taken.
      expect(checkIn.supplementCompliance).toBeLessThanOrEqual(
        Math.round((week.filter((d) => d.status === 'taken').length / week.length) * 100)
      )
      expect(checkIn.supplementCompliance).toBeGreaterThan(50)
    }
  })

  it('has a vitamin D result that was low and went up, with a reference range, and normal ferritin', () => {
    const labs = of(demo, 'labResult').map((r) => r.fields as { testName: string; value: string; referenceRange: string; testedAt: string })
    const trend = labs.filter((lab) => lab.testName === DEMO_TREND_TEST).sort((a, b) => a.testedAt.localeCompare(b.testedAt))
    expect(trend).toHaveLength(2)
    expect(Number(trend[1]!.value)).toBeGreaterThan(Number(trend[0]!.value))
    expect(deriveLabStatus(trend[0]!.value, trend[0]!.referenceRange, null)).toBe('low')
    const ferritin = labs.find((lab) => lab.testName === 'Ferritin')!
    expect(deriveLabStatus(ferritin.value, ferritin.referenceRange, null)).toBe('normal')
  })

  it('claims an interaction the safety view finds among its records: moderate, never major, and the plan warns of it', () => {
    expect(demo.interactions).toContainEqual({
      medication: 'Levothyroxine',
      supplement: 'Magnesium Glycinate',
      interactionType: 'moderate',
    })
    expect(demo.interactions.some((i) => i.interactionType === 'major')).toBe(false)
    const safety = readPersonSafety(reference.catalogue, {
      prescriptions: of(demo, 'prescription').map((r) => fields<EnginePrescription>(r)),
      assessment: of(demo, 'assessment')[0]!.fields as { currentMedications: string | null },
      stack: of(demo, 'stackItem').map((r) => nameOf(r.fields.supplementId as number)),
      now: NOW,
    })
    for (const claimed of demo.interactions) {
      expect(
        safety.findings.some(
          (f) => f.interaction.interactionType === claimed.interactionType && f.pairs.some((p) => p.supplement === claimed.supplement)
        )
      ).toBe(true)
    }
    expect(safety.unrecognised).toEqual([])
    const magnesium = demo.plan.items.find((item) => item.name === 'Magnesium Glycinate')!
    expect(magnesium.warnings.join(' ')).toMatch(/moderate interaction with “Levothyroxine”/)
  })

  it('keeps contact details on reserved example domains', () => {
    for (const record of of(demo, 'healthcareProvider')) expect(record.fields.email).toMatch(/@example\.(com|org)$/)
  })

  it('tells a valid, consistent story for any seed', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const data = make({ seed, now: NOW - seed * 3_600_000 })
      const stack = new Set(data.plan.items.map((item) => item.name))
      for (const record of data.records) {
        expect(ENTITIES[record.entity].fields.safeParse(record.fields).success, `seed ${seed}: ${record.entity}`).toBe(true)
        if (record.entity === 'journalEntry')
          for (const name of record.fields.supplementsTaken as string[]) expect(stack.has(name)).toBe(true)
      }
      expect(of(data, 'journalEntry').length).toBeGreaterThanOrEqual(18)
      expect(data.interactions).toContainEqual(expect.objectContaining({ supplement: 'Magnesium Glycinate', interactionType: 'moderate' }))
      expect(shiftOn(data.rota, addDays(data.startedOn, -1))).toBe('night')
    }
  })

  it.each(['UTC', 'Pacific/Auckland', 'Europe/London'])('works on any clock: %s', (timeZone) => {
    // Europe/London changed its clocks on 2025-10-26, inside those four weeks.
    const data = make({ timeZone, now: Date.parse('2025-11-10T23:30:00Z') })
    for (const record of data.records) expect(ENTITIES[record.entity].fields.safeParse(record.fields).success).toBe(true)
    expect(data.today).toBe(localDate(timeZone, Date.parse('2025-11-10T23:30:00Z')))
    for (const record of of(data, 'dose')) {
      const { date, time } = record.fields as { date: string; time: string }
      const due = instantAt(timeZone, date, minutesOf(time))
      expect(localDate(timeZone, due)).toBe(date)
    }
  })
})
