import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { z } from 'zod'
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
import { parseOrErrors } from '../errors.js'
import { uuidv7 } from '../ids.js'
import { assessmentCreatedSchema, assessmentInputSchema, recommendationSchema } from './assessment.js'

const errorsOf = (schema: z.ZodTypeAny, data: unknown) => {
  const result = parseOrErrors(schema, data)
  return result.success ? [] : result.errors
}

const form = {
  jobCategory: 'office',
  stressLevel: 'moderate',
  workHours: 'day',
  ageRange: '26-35',
  exerciseFrequency: 'light',
  sleepQuality: 'fair',
  dietType: 'vegetarian',
  budgetRange: '25-50',
}

describe('assessmentInputSchema', () => {
  it('defaults the lists to empty and leaves optional text out', () => {
    expect(assessmentInputSchema.parse(form)).toEqual({ ...form, hobbies: [], healthGoals: [], healthConditions: [] })
  })

  it("says 'Required' for every missing choice", () => {
    expect(errorsOf(assessmentInputSchema, {}).map((e) => [e.field, e.message])).toEqual(
      Object.keys(form).map((field) => [field, 'Required'])
    )
  })

  it('names the expected options of a bad enum value, also inside lists', () => {
    expect(errorsOf(assessmentInputSchema, { ...form, ageRange: '17', hobbies: ['Reading', 'Knitting'] })).toEqual([
      {
        field: 'ageRange',
        message: "Invalid enum value. Expected '18-25' | '26-35' | '36-45' | '46-55' | '56-65' | '65+', received '17'",
      },
      {
        field: 'hobbies.1',
        message: "Invalid enum value. Expected 'Reading' | 'Gaming' | 'Sports' | 'Cooking' | 'Travel' | 'Music', received 'Knitting'",
      },
    ])
  })

  it('property: every combination of the spec’s options is accepted', () => {
    const pick = <T extends readonly string[]>(values: T) => fc.constantFrom(...values)
    fc.assert(
      fc.property(
        fc.record({
          jobCategory: pick(JOB_CATEGORIES),
          stressLevel: pick(STRESS_LEVELS),
          workHours: pick(WORK_HOURS),
          ageRange: pick(AGE_RANGES),
          exerciseFrequency: pick(EXERCISE_FREQUENCIES),
          sleepQuality: pick(SLEEP_QUALITIES),
          dietType: pick(DIET_TYPES),
          budgetRange: pick(BUDGET_RANGES),
          hobbies: fc.subarray([...HOBBIES]),
          healthGoals: fc.subarray([...HEALTH_GOALS]),
          currentMedications: fc.option(fc.string({ maxLength: 50 }), { nil: undefined }),
        }),
        (data) => {
          expect(assessmentInputSchema.safeParse(data).success).toBe(true)
        }
      )
    )
  })

  it('limits free text so no assessment is unbounded', () => {
    expect(errorsOf(assessmentInputSchema, { ...form, additionalNotes: 'x'.repeat(10_001) })).toEqual([
      { field: 'additionalNotes', message: 'String must contain at most 10000 character(s)' },
    ])
  })

  it('never takes a userId from the body (assessments may be anonymous; the session decides)', () => {
    expect(assessmentInputSchema.parse({ ...form, userId: 5 })).not.toHaveProperty('userId')
  })
})

describe('assessment and recommendation reads', () => {
  it('the create answer carries assessment.id for the recommendations route', () => {
    const id = uuidv7()
    const answer = {
      assessment: {
        id,
        userId: null,
        ...form,
        hobbies: ['Music'],
        healthGoals: ['sleep'],
        currentMedications: null,
        currentSupplements: null,
        allergies: null,
        additionalNotes: null,
        createdAt: '2025-05-01T12:00:00.000Z',
        plan: null,
      },
    }
    expect(assessmentCreatedSchema.parse(answer).assessment.id).toBe(id)
  })

  it('a recommendation nests its supplement with price in cents and benefits', () => {
    const rec = {
      id: uuidv7(),
      priority: 'high',
      reasoning: 'Office workers get little sunlight.',
      supplement: { id: 1, name: 'Vitamin D3', dosage: '2000 IU', timing: 'Morning', price: 1299, benefits: ['Bones'] },
      bestTime: 'With breakfast (about 07:30)',
      warnings: [],
    }
    expect(recommendationSchema.parse(rec)).toEqual(rec)
    expect(errorsOf(recommendationSchema, { ...rec, priority: 'urgent' })).toEqual([
      { field: 'priority', message: "Invalid enum value. Expected 'high' | 'medium' | 'low', received 'urgent'" },
    ])
    expect(errorsOf(recommendationSchema, { ...rec, supplement: { ...rec.supplement, price: '12.99' } })).toEqual([
      { field: 'supplement.price', message: 'Expected number, received string' },
    ])
  })
})
