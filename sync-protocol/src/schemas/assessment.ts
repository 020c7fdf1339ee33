/**
 * The health assessment (spec §3 "Assessment form") and the recommendations made from it.
 * Both can be created offline, so their ids are client-generated UUIDs.
 */
import { z } from 'zod'
import {
  AGE_RANGES,
  BUDGET_RANGES,
  DIET_TYPES,
  EXERCISE_FREQUENCIES,
  HEALTH_CONDITIONS,
  HEALTH_GOALS,
  HOBBIES,
  JOB_CATEGORIES,
  PRIORITIES,
  REPRODUCTIVE_STATUSES,
  SEXES,
  SLEEP_QUALITIES,
  STRESS_LEVELS,
  WORK_HOURS,
} from '../enums.js'
import { TEXT_MAX } from '../limits.js'
import { enumList, intIdSchema, isoTimestampSchema, nullableText, optionalText, uuidSchema } from './fields.js'
import { supplementSchema } from './supplements.js'
import { planSchema } from '../engine/plan.js'

const assessmentFields = {
  jobCategory: z.enum(JOB_CATEGORIES),
  stressLevel: z.enum(STRESS_LEVELS),
  workHours: z.enum(WORK_HOURS),
  ageRange: z.enum(AGE_RANGES),
  exerciseFrequency: z.enum(EXERCISE_FREQUENCIES),
  sleepQuality: z.enum(SLEEP_QUALITIES),
  dietType: z.enum(DIET_TYPES),
  budgetRange: z.enum(BUDGET_RANGES),
}

export const assessmentInputSchema = z.object({
  id: uuidSchema.optional(),
  ...assessmentFields,
  hobbies: enumList(HOBBIES).default([]),
  healthGoals: enumList(HEALTH_GOALS).default([]),
  currentMedications: optionalText(TEXT_MAX),
  currentSupplements: optionalText(TEXT_MAX),
  allergies: optionalText(TEXT_MAX),
  additionalNotes: optionalText(TEXT_MAX),
  // Optional structured health questions (issue 11): unanswered is null / [].
  sex: z.enum(SEXES).nullable().optional(),
  reproductiveStatus: z.enum(REPRODUCTIVE_STATUSES).nullable().optional(),
  healthConditions: enumList(HEALTH_CONDITIONS).default([]),
})
export type AssessmentInput = z.input<typeof assessmentInputSchema>

export const assessmentSchema = z.object({
  id: uuidSchema,
  // Assessments may be anonymous (spec §6).
  userId: intIdSchema.nullable(),
  ...assessmentFields,
  hobbies: enumList(HOBBIES),
  healthGoals: enumList(HEALTH_GOALS),
  currentMedications: nullableText(TEXT_MAX),
  currentSupplements: nullableText(TEXT_MAX),
  allergies: nullableText(TEXT_MAX),
  additionalNotes: nullableText(TEXT_MAX),
  // Absent in records written before these questions existed: read as unanswered.
  sex: z.enum(SEXES).nullable().default(null),
  reproductiveStatus: z.enum(REPRODUCTIVE_STATUSES).nullable().default(null),
  healthConditions: enumList(HEALTH_CONDITIONS).default([]),
  createdAt: isoTimestampSchema,
  /** The recommendation engine's plan, computed by the server (null until it has). */
  plan: planSchema.nullable(),
})
export type Assessment = z.output<typeof assessmentSchema>

/** POST /api/assessments answer: the PWA navigates to /recommendations/{assessment.id}. */
export const assessmentCreatedSchema = z.object({ assessment: assessmentSchema })
export type AssessmentCreated = z.output<typeof assessmentCreatedSchema>

/** A stored recommendation, as the engine writes it (client offline, or server recompute). */
export const recommendationInputSchema = z.object({
  id: uuidSchema.optional(),
  assessmentId: uuidSchema,
  supplementId: intIdSchema,
  priority: z.enum(PRIORITIES),
  reasoning: z.string().min(1).max(TEXT_MAX),
})
export type RecommendationInput = z.input<typeof recommendationInputSchema>

export const recommendationRecordSchema = recommendationInputSchema.extend({
  id: uuidSchema,
  createdAt: isoTimestampSchema,
})
export type RecommendationRecord = z.output<typeof recommendationRecordSchema>

/**
 * GET /api/assessments/{id}/recommendations: one item, with its supplement nested (spec §3),
 * plus what the plan says of it for this person: the time fitted to their day and its warnings.
 */
export const recommendationSchema = z.object({
  id: uuidSchema,
  priority: z.enum(PRIORITIES),
  reasoning: z.string().max(TEXT_MAX),
  supplement: supplementSchema.pick({ id: true, name: true, dosage: true, timing: true, price: true, benefits: true }),
  bestTime: z.string().nullable(),
  warnings: z.array(z.string()),
})
export type Recommendation = z.output<typeof recommendationSchema>
