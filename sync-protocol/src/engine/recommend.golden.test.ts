/**
 * The engine's output pinned over a few hundred generated people (ADR 0046): the plans of the
 * engine as it was before its speed work, digested, must come out byte for byte the same —
 * speed work must not change a single word of a plan. Also: the same person gives the same plan
 * whatever was computed before (the engine keeps per-snapshot caches), and in any order.
 *
 * When a deliberate change to the engine or the knowledge base changes plans, the digest is
 * updated with it, in the same change, after reading what changed in the plans.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  AGE_RANGES,
  BUDGET_RANGES,
  DIET_TYPES,
  EXERCISE_FREQUENCIES,
  HEALTH_GOALS,
  HOBBIES,
  JOB_CATEGORIES,
  SLEEP_QUALITIES,
  STRESS_LEVELS,
  WORK_HOURS,
} from '../enums.js'
import { prepareReference } from './prepare.js'
import type { EngineAssessment, EnginePersonalRecords } from './profile.js'
import { recommend } from './recommend.js'
import { knowledgeBase } from './testing/knowledge-base.js'

const PLANS_DIGEST = 'c8ca05ad4d941b913c141cbcd97941a2771fadd787a34459bc14cece51e9f663'

const reference = knowledgeBase()
const NOW = Date.parse('2026-11-23T12:00:00Z')

// A fixed generator (not fast-check): the same people on every run, so the digest means something.
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

function people(count: number): { assessment: EngineAssessment; records: EnginePersonalRecords }[] {
  const rand = random(7)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!
  const some = <T>(list: readonly T[], p: number): T[] => list.filter(() => rand() < p)
  const medicines = [
    ...reference.medications.flatMap((m) => [m.name, ...m.aliases.slice(0, 2)]),
    'blood thinner',
    'the pill',
    'SSRI',
    'coumadn',
    'levothyroxine and calcium',
  ]
  const supplements = [...reference.supplements.flatMap((s) => [s.name, ...s.aliases.slice(0, 2)]), 'mystery herb']
  const labs = ['Vitamin D, 25-OH', 'Ferritin', 'Vitamin B12', 'Magnesium', 'Calcium', 'Serum ferritin level', 'Iron binding capacity']
  return Array.from({ length: count }, () => ({
    assessment: {
      jobCategory: pick(JOB_CATEGORIES),
      stressLevel: pick(STRESS_LEVELS),
      workHours: pick(WORK_HOURS),
      ageRange: pick(AGE_RANGES),
      exerciseFrequency: pick(EXERCISE_FREQUENCIES),
      sleepQuality: pick(SLEEP_QUALITIES),
      dietType: pick(DIET_TYPES),
      budgetRange: pick(BUDGET_RANGES),
      hobbies: some(HOBBIES, 0.3),
      healthGoals: some(HEALTH_GOALS, 0.35),
      currentMedications: Array.from({ length: Math.floor(rand() * 6) }, () => `${pick(medicines)} 10 mg`).join(', ') || null,
      currentSupplements: Array.from({ length: Math.floor(rand() * 4) }, () => pick(supplements)).join(', ') || null,
      allergies: rand() < 0.3 ? pick(['fish', 'shellfish, dairy', 'ragweed', 'penicillin', 'fish oil', 'milk', 'soy, gluten']) : null,
      additionalNotes:
        rand() < 0.3
          ? pick([
              'pregnant',
              'kidney disease',
              'surgery next month',
              'bipolar',
              'osteoporosis',
              'iron deficiency anemia',
              'lactose intolerant',
            ])
          : null,
      sex: rand() < 0.5 ? pick(['female', 'male'] as const) : null,
      reproductiveStatus: rand() < 0.2 ? pick(['pregnant', 'trying-to-conceive', 'breastfeeding'] as const) : null,
      healthConditions: rand() < 0.2 ? some(['osteoporosis', 'iron-deficiency', 'kidney-disease'] as const, 0.5) : [],
    },
    records: {
      prescriptions: Array.from({ length: Math.floor(rand() * 4) }, () => ({
        medicationName: `${pick(medicines)} 5 mg`,
        isActive: rand() < 0.9,
        endDate: rand() < 0.2 ? '2026-01-01' : null,
      })),
      labResults: Array.from({ length: Math.floor(rand() * 4) }, () => ({
        testName: pick(labs),
        value: String(Math.floor(rand() * 150)),
        unit: 'ng/mL',
        referenceRange: '30-100',
        testedAt: `2026-${String(1 + Math.floor(rand() * 11)).padStart(2, '0')}-01T00:00:00.000Z`,
      })),
    },
  }))
}

describe('recommend over 400 generated people', () => {
  const everyone = people(400)

  it('gives the plans the engine gave before its speed work, word for word', () => {
    const prepared = prepareReference(reference)
    const hash = createHash('sha256')
    for (const { assessment, records } of everyone) hash.update(JSON.stringify(recommend(assessment, prepared, records, { now: NOW })))
    expect(hash.digest('hex')).toBe(PLANS_DIGEST)
  })

  it('gives each person the same plan whatever came before, and from a fresh preparation', () => {
    const prepared = prepareReference(reference)
    const forward = everyone.map(({ assessment, records }) => JSON.stringify(recommend(assessment, prepared, records, { now: NOW })))
    const fresh = prepareReference(knowledgeBase())
    const backward = [...everyone]
      .reverse()
      .map(({ assessment, records }) => JSON.stringify(recommend(assessment, fresh, records, { now: NOW })))
      .reverse()
    expect(backward).toEqual(forward)
  })
})
