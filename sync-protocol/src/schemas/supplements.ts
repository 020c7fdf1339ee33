/**
 * The supplement catalogue and what is said about it: supplements, per-profession statistics
 * and user reviews (spec §3). Supplements and stats are reference data with integer ids.
 */
import { z } from 'zod'
import { JOB_CATEGORIES } from '../enums.js'
import { EFFECTIVENESS_RATING_MAX, POPULARITY_SCORE_MAX, RATING_MAX, RATING_MIN, SHORT_TEXT_MAX, TEXT_MAX } from '../limits.js'
import { countSchema, httpUrl, intIdSchema, isoTimestampSchema, nullableText, optionalText, requiredText, textList } from './fields.js'

/** Admin edits and seed data. Prices are whole cents per month. */
export const supplementInputSchema = z.object({
  name: requiredText(SHORT_TEXT_MAX),
  description: z.string().max(TEXT_MAX),
  benefits: textList().default([]),
  dosage: requiredText(SHORT_TEXT_MAX),
  timing: requiredText(SHORT_TEXT_MAX),
  category: requiredText(SHORT_TEXT_MAX),
  price: countSchema,
  // Optional lists in the data model; stored as [] when absent so reads are always lists.
  interactions: textList().default([]),
  contraindications: textList().default([]),
  research: optionalText(TEXT_MAX),
  affiliateProgramId: intIdSchema.nullish(),
  productUrl: httpUrl().nullish(),
})
export type SupplementInput = z.input<typeof supplementInputSchema>

export const supplementSchema = z.object({
  id: intIdSchema,
  name: z.string().max(SHORT_TEXT_MAX),
  category: z.string().max(SHORT_TEXT_MAX),
  description: z.string().max(TEXT_MAX),
  price: countSchema,
  dosage: z.string().max(SHORT_TEXT_MAX),
  timing: z.string().max(SHORT_TEXT_MAX),
  benefits: z.array(z.string()),
  research: nullableText(TEXT_MAX),
  contraindications: z.array(z.string()),
  interactions: z.array(z.string()),
  affiliateProgramId: intIdSchema.nullable(),
  productUrl: z.string().nullable(),
})
export type Supplement = z.output<typeof supplementSchema>

/** GET /api/supplements/profession/{jobCategory}: a supplement with its peer figures. */
export const professionSupplementSchema = z.object({
  id: intIdSchema,
  name: z.string().max(SHORT_TEXT_MAX),
  effectivenessRating: z.number().min(0).max(EFFECTIVENESS_RATING_MAX),
  userCount: countSchema,
  popularityScore: z.number().min(0).max(POPULARITY_SCORE_MAX),
})
export type ProfessionSupplement = z.output<typeof professionSupplementSchema>

/** lastUpdated is set by the server whenever it recomputes the figures. */
export const professionStatInputSchema = z.object({
  jobCategory: z.enum(JOB_CATEGORIES),
  supplementId: intIdSchema,
  popularityScore: z.number().min(0).max(POPULARITY_SCORE_MAX),
  effectivenessRating: z.number().min(0).max(EFFECTIVENESS_RATING_MAX),
  userCount: countSchema,
})
export type ProfessionStatInput = z.input<typeof professionStatInputSchema>

export const professionStatSchema = professionStatInputSchema.extend({
  id: intIdSchema,
  lastUpdated: isoTimestampSchema,
})
export type ProfessionStat = z.output<typeof professionStatSchema>

const rating = z.number().int().min(RATING_MIN).max(RATING_MAX)

export const supplementReviewInputSchema = z.object({
  supplementId: intIdSchema,
  rating,
  effectiveness: rating.nullish(),
  sideEffects: optionalText(TEXT_MAX),
  benefits: optionalText(TEXT_MAX),
  /** Days the reviewer took the supplement. */
  duration: countSchema.nullish(),
  wouldRecommend: z.boolean().nullish(),
  isAnonymous: z.boolean().default(true),
})
export type SupplementReviewInput = z.input<typeof supplementReviewInputSchema>

export const supplementReviewSchema = z.object({
  id: intIdSchema,
  // null for anonymous reviews, so the author cannot be looked up.
  userId: intIdSchema.nullable(),
  supplementId: intIdSchema,
  rating,
  effectiveness: rating.nullable(),
  sideEffects: nullableText(TEXT_MAX),
  benefits: nullableText(TEXT_MAX),
  duration: countSchema.nullable(),
  wouldRecommend: z.boolean().nullable(),
  isAnonymous: z.boolean(),
  createdAt: isoTimestampSchema,
})
export type SupplementReview = z.output<typeof supplementReviewSchema>
