/**
 * Properties of the engine over generated people and the real knowledge base: whatever the
 * answers, medicines, allergies, conditions and lab results, the plan is deterministic, never
 * holds a supplement with a major interaction with anything they take (checked with the
 * checker's own search, independently of the engine's path), never passes the budget, is sorted,
 * and every item is explained, dosed, timed and placed in the timetable once.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AGE_RANGES,
  BUDGET_RANGES,
  DIET_TYPES,
  EXERCISE_FREQUENCIES,
  HEALTH_CONDITIONS,
  HEALTH_GOALS,
  HOBBIES,
  JOB_CATEGORIES,
  REPRODUCTIVE_STATUSES,
  SLEEP_QUALITIES,
  STRESS_LEVELS,
  WORK_HOURS,
  priorityRank,
} from '../enums.js'
import { buildInteractionCatalogue, searchInteractionCatalogue } from '../matching/catalogue.js'
import { normalizeName } from '../matching/normalize-name.js'
import { resolveSupplements } from '../matching/resolve.js'
import { ALLERGENS, CONDITIONS, findVocabulary } from '../vocabulary.js'
import { conditionNeedsFor, factorsFor, hasReason, isReason } from './factors.js'
import { planSchema } from './plan.js'
import { prepareReference } from './prepare.js'
import { buildProfile, type EngineAssessment, type EnginePersonalRecords } from './profile.js'
import { budgetCeilingCents, MAX_PLAN_ITEMS, recommend } from './recommend.js'
import { knowledgeBase } from './testing/knowledge-base.js'

const reference = knowledgeBase()
const prepared = prepareReference(reference)
const checker = buildInteractionCatalogue(reference)
const NOW = Date.parse('2026-11-20T12:00:00Z')

// What people type: generic names, brand names, class words, with doses and odd spacing.
const medicationWords = [
  ...reference.medications.flatMap((m) => [m.name, ...m.aliases.slice(0, 2)]),
  ...reference.classes.flatMap((c) => [c.name, ...c.aliases.slice(0, 1)]),
]
const supplementWords = reference.supplements.flatMap((s) => [s.name, ...s.aliases.slice(0, 2)])
const labTests = reference.supplements.flatMap((s) => s.labMarkers.map((m) => m.names[0]!))

const typedMedication = fc
  .tuple(fc.constantFrom(...medicationWords), fc.constantFrom('', ' 5 mg', ' 50mg tablets', '  '))
  .map(([name, dose]) => name + dose)
const answers: fc.Arbitrary<EngineAssessment> = fc.record({
  jobCategory: fc.constantFrom(...JOB_CATEGORIES),
  stressLevel: fc.constantFrom(...STRESS_LEVELS),
  workHours: fc.constantFrom(...WORK_HOURS),
  ageRange: fc.constantFrom(...AGE_RANGES),
  exerciseFrequency: fc.constantFrom(...EXERCISE_FREQUENCIES),
  sleepQuality: fc.constantFrom(...SLEEP_QUALITIES),
  dietType: fc.constantFrom(...DIET_TYPES),
  budgetRange: fc.constantFrom(...BUDGET_RANGES),
  hobbies: fc.subarray([...HOBBIES]),
  healthGoals: fc.subarray([...HEALTH_GOALS]),
  currentMedications: fc.option(fc.array(typedMedication, { maxLength: 4 }).map((list) => list.join(', '))),
  currentSupplements: fc.option(fc.array(fc.constantFrom(...supplementWords), { maxLength: 3 }).map((list) => list.join(', '))),
  allergies: fc.option(
    fc
      .array(fc.constantFrom(...ALLERGENS.flatMap((a) => a.words), 'penicillin', ...supplementWords.slice(0, 20)), { maxLength: 2 })
      .map((l) => l.join(', '))
  ),
  additionalNotes: fc.option(fc.constantFrom(...CONDITIONS.flatMap((c) => c.words), 'I feel tired in the afternoons')),
})
const records: fc.Arbitrary<EnginePersonalRecords> = fc.record({
  prescriptions: fc.array(fc.record({ medicationName: typedMedication, isActive: fc.option(fc.boolean(), { nil: undefined }) }), {
    maxLength: 3,
  }),
  labResults: fc.array(
    fc.record({
      testName: fc.constantFrom(...labTests),
      value: fc.integer({ min: 1, max: 400 }).map(String),
      unit: fc.constant('ng/mL'),
      referenceRange: fc.constantFrom('30-100', '15-150', '<5', null),
      testedAt: fc.constantFrom('2026-10-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'),
    }),
    { maxLength: 3 }
  ),
})

const medicinesOf = (a: EngineAssessment, r: EnginePersonalRecords) =>
  [...(a.currentMedications ?? '').split(','), ...r.prescriptions.filter((p) => p.isActive !== false).map((p) => p.medicationName)]
    .map((m) => m.trim())
    .filter(Boolean)

describe('recommendation engine — properties', () => {
  it('is deterministic and its plans are well formed', () => {
    fc.assert(
      fc.property(answers, records, (a, r) => {
        const plan = recommend(a, prepared, r, { now: NOW })
        expect(JSON.stringify(recommend(a, prepared, r, { now: NOW }))).toBe(JSON.stringify(plan))
        planSchema.parse(plan)
      }),
      { numRuns: 150 }
    )
  }, 60_000)

  it('never recommends a supplement with a major interaction with anything the person takes', () => {
    fc.assert(
      fc.property(answers, records, (a, r) => {
        const plan = recommend(a, prepared, r, { now: NOW })
        for (const medication of medicinesOf(a, r)) {
          for (const item of plan.items) {
            // The checker's own search, as a person would run it: strength words and all.
            const found = searchInteractionCatalogue(checker, {
              medication: medication.replace(/\b\d+\s*mg\b|tablets/gi, ' '),
              supplement: item.name,
            })
            expect(
              found.filter((row) => row.interactionType === 'major' && normalizeName(row.supplementName) === normalizeName(item.name))
            ).toEqual([])
          }
        }
      }),
      { numRuns: 300 }
    )
  }, 60_000)

  it('never goes over budget, never over the plan size, and is sorted high → medium → low', () => {
    fc.assert(
      fc.property(answers, records, (a, r) => {
        const plan = recommend(a, prepared, r, { now: NOW })
        const ceiling = budgetCeilingCents(a.budgetRange)
        expect(plan.monthlyCostCents).toBe(plan.items.reduce((sum, i) => sum + i.priceCents, 0))
        if (ceiling !== null) expect(plan.monthlyCostCents).toBeLessThanOrEqual(ceiling)
        expect(plan.items.length).toBeLessThanOrEqual(MAX_PLAN_ITEMS)
        const ranks = plan.items.map((i) => priorityRank(i.priority))
        expect(ranks).toEqual([...ranks].sort((x, y) => x - y))
      }),
      { numRuns: 300 }
    )
  }, 60_000)

  it('every item has reasoning, dosage and timing, is placed once in the timetable, and is not already taken, allergenic or ruled out', () => {
    fc.assert(
      fc.property(answers, records, (a, r) => {
        const plan = recommend(a, prepared, r, { now: NOW })
        const taken = new Set(
          (a.currentSupplements ?? '')
            .split(',')
            .flatMap((t) => [...resolveSupplements(checker.index, t)])
            .map(normalizeName)
        )
        const ids = plan.items.map((i) => i.supplementId)
        expect(new Set(ids).size).toBe(ids.length)
        for (const item of plan.items) {
          expect(item.reasoning.length).toBeGreaterThan(30)
          expect(item.dosage.trim()).not.toBe('')
          expect(item.timing.trim()).not.toBe('')
          const placed = plan.timetable.flatMap((slot) =>
            slot.entries.filter((e) => e.kind === 'plan' && e.supplementId === item.supplementId).map(() => slot.slot)
          )
          expect(placed).toEqual([item.slot])
          expect(taken.has(normalizeName(item.name))).toBe(false)
          const supplement = prepared.byId.get(item.supplementId)!
          expect(supplement.recommendable).toBe(true)
          expect(supplement.notForDiets).not.toContain(a.dietType)
          expect(plan.excluded.map((n) => n.supplementId)).not.toContain(item.supplementId)
          const allergens = findVocabulary([a.allergies, a.additionalNotes].join(' '), ALLERGENS).map((x) => x.slug)
          for (const allergen of supplement.allergens) expect(allergens).not.toContain(allergen)
          const conditions = findVocabulary([a.additionalNotes, a.currentMedications, a.allergies].join(' '), CONDITIONS).map((x) => x.slug)
          for (const condition of supplement.avoidIf) expect(conditions).not.toContain(condition)
        }
      }),
      { numRuns: 300 }
    )
  }, 60_000)

  it('leaves unweighed only the supplements no answer speaks for', () => {
    // The engine skips a supplement when `hasReason` says no answer speaks for it (ADR 0049): a
    // reason `hasReason` missed would silently drop that supplement from people's plans.
    const withHealthAnswers = fc
      .tuple(answers, fc.option(fc.constantFrom(...REPRODUCTIVE_STATUSES)), fc.subarray([...HEALTH_CONDITIONS]))
      .map(([a, reproductiveStatus, healthConditions]): EngineAssessment => ({ ...a, reproductiveStatus, healthConditions }))
    fc.assert(
      fc.property(withHealthAnswers, records, (a, r) => {
        const profile = buildProfile(prepared, a, r, NOW)
        for (const supplement of prepared.supplements) {
          const labs = profile.labs.get(supplement.id) ?? []
          const needs = conditionNeedsFor(supplement, profile)
          expect(hasReason(supplement, a, labs, needs), supplement.name).toBe(factorsFor(supplement, a, labs, needs).some(isReason))
        }
      }),
      { numRuns: 300 }
    )
  }, 60_000)
})
