/**
 * Reference data (docs/architecture.md): the knowledge-base files the API seeds from
 * (api/database/data/*.json, shapes in its README) and the versioned snapshot the PWA pulls
 * for offline use. The API validates the files with these schemas before seeding; the PWA
 * validates a snapshot before storing it.
 */
import { z } from 'zod'
import { AGE_RANGES, DIET_TYPES, HEALTH_GOALS, HOBBIES, INTERACTION_TYPES, JOB_CATEGORIES } from '../enums.js'
import { ALLERGEN_SLUGS, CONDITION_SLUGS } from '../vocabulary.js'
import { EFFECTIVENESS_RATING_MAX, POPULARITY_SCORE_MAX, SHORT_TEXT_MAX, TEXT_MAX, URL_MAX } from '../limits.js'
import { countSchema, httpUrl, intIdSchema, requiredText } from './fields.js'
import { supplementSchema } from './supplements.js'
import { drugInteractionSchema } from './interactions.js'

export const SUPPLEMENT_CATEGORIES = [
  'Vitamins',
  'Minerals',
  'Omega-3 & Fatty Acids',
  'Herbs & Botanicals',
  'Amino Acids & Proteins',
  'Sleep & Relaxation',
  'Digestive Health',
  'Joint Health',
  'Performance',
  'Antioxidants',
  'Other',
] as const
/** Job categories plus shift patterns with their own needs. */
export const PROFESSION_TAGS = [...JOB_CATEGORIES, 'night', 'rotating'] as const
export const TIMES_OF_DAY = ['morning', 'midday', 'evening', 'bedtime', 'any'] as const
export const EVIDENCE_GRADES = ['A', 'B', 'C', 'D'] as const
export const INTERACTION_EVIDENCE_LEVELS = ['established', 'probable', 'theoretical'] as const

const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Must be a lowercase slug (a-z, 0-9, -)')
const shortText = requiredText(SHORT_TEXT_MAX)
const longText = z.string().min(1).max(TEXT_MAX)

/** Every fact carries at least one source. */
export const sourceSchema = z.object({ title: shortText, publisher: shortText, url: httpUrl(URL_MAX) })
export type Source = z.output<typeof sourceSchema>
const sources = z.array(sourceSchema).min(1, 'At least one source is required')

export const upperLimitSchema = z.object({
  amount: z.number().positive(),
  unit: shortText,
  nutrient: shortText.optional(),
  note: z.string().max(TEXT_MAX).optional(),
})
export const timingRulesSchema = z.object({
  withFood: z.boolean().nullish(),
  timeOfDay: z.enum(TIMES_OF_DAY).nullish(),
  separateFrom: z
    .array(
      z.object({
        what: shortText,
        hours: z.number().positive(),
        why: z.string().max(TEXT_MAX).optional(),
        /** Catalogue supplement names this rule is about (for the daily timetable). */
        supplements: z.array(shortText).default([]),
        /** Medication or medication-class names this rule is about. */
        medications: z.array(shortText).default([]),
      })
    )
    .default([]),
})
/** `goal`: the stated goal this benefit serves directly; a grade-A one makes the goal a measured need. */
export const evidenceItemSchema = z.object({ benefit: shortText, grade: z.enum(EVIDENCE_GRADES), goal: z.enum(HEALTH_GOALS).optional() })
/** How much of a nutrient one day's dose (the upper end of `dosage`) gives, counted towards upper limits. */
export const nutrientAmountSchema = z.object({ nutrient: slugSchema, amount: z.number().positive(), unit: shortText })
/**
 * A lab test that says something about this supplement: a low result makes it a priority
 * (`raiseWhenLow`), a high one rules it out (`avoidWhenHigh`). `names` are what people call the test.
 */
export const labMarkerSchema = z.object({
  test: shortText,
  names: z.array(shortText).min(1),
  raiseWhenLow: z.boolean(),
  avoidWhenHigh: z.boolean(),
})
export type LabMarker = z.output<typeof labMarkerSchema>

export const supplementRecordSchema = z.object({
  slug: slugSchema,
  name: shortText,
  aliases: z.array(shortText).default([]),
  category: z.enum(SUPPLEMENT_CATEGORIES),
  description: longText,
  benefits: z.array(shortText).min(1),
  dosage: shortText,
  timing: shortText,
  timingRules: timingRulesSchema,
  priceCents: z.number().int().positive('Price must be more than 0'),
  upperLimit: upperLimitSchema.nullable(),
  contraindications: z.array(z.string().min(1).max(TEXT_MAX)).default([]),
  interactions: z.array(shortText).default([]),
  research: longText,
  evidence: z.array(evidenceItemSchema).default([]),
  goals: z.array(z.enum(HEALTH_GOALS)).default([]),
  diets: z.array(z.enum(DIET_TYPES)).default([]),
  professions: z.array(z.enum(PROFESSION_TAGS)).default([]),
  /** Age ranges with a specific need it covers (e.g. B12 from 56). */
  ages: z.array(z.enum(AGE_RANGES)).default([]),
  /** Hobbies it is relevant to (e.g. screen-heavy Gaming for lutein). */
  hobbies: z.array(z.enum(HOBBIES)).default([]),
  /** Diets it does not suit (fish oil for vegans). */
  notForDiets: z.array(z.enum(DIET_TYPES)).default([]),
  /** Allergens it contains or is commonly made from. */
  allergens: z.array(z.enum(ALLERGEN_SLUGS)).default([]),
  /** Conditions in which it must not be recommended (from its contraindications). */
  avoidIf: z.array(z.enum(CONDITION_SLUGS)).default([]),
  nutrients: z.array(nutrientAmountSchema).default([]),
  labMarkers: z.array(labMarkerSchema).default([]),
  /** Suggested only when a lab result shows a low level (e.g. iron: never just in case). */
  requiresLowLab: z.boolean().default(false),
  recommendable: z.boolean().default(true),
  affiliateProgram: slugSchema.nullish(),
  productUrl: httpUrl(URL_MAX).nullish(),
  sources,
})
export type SupplementRecord = z.output<typeof supplementRecordSchema>

/** The moments of a day the daily timetable is built from (in this order). */
export const TIMETABLE_SLOTS = ['waking', 'breakfast', 'midday', 'evening', 'bedtime'] as const
export type TimetableSlotKey = (typeof TIMETABLE_SLOTS)[number]

/** When a medicine must be taken, where its label fixes it (e.g. thyroid medicine on waking). */
export const medicationTimingSchema = z.object({ slot: z.enum(TIMETABLE_SLOTS), note: longText, sources })
export type MedicationTiming = z.output<typeof medicationTimingSchema>

export const medicationRecordSchema = z.object({
  name: shortText,
  aliases: z.array(shortText).default([]),
  classes: z.array(shortText).default([]),
  timing: medicationTimingSchema.nullish(),
})
export type MedicationRecord = z.output<typeof medicationRecordSchema>

export const medicationClassRecordSchema = z.object({
  name: shortText,
  slug: slugSchema,
  aliases: z.array(shortText).default([]),
})
export type MedicationClassRecord = z.output<typeof medicationClassRecordSchema>

export const interactionRecordSchema = z.object({
  medication: shortText,
  supplement: shortText,
  severity: z.enum(INTERACTION_TYPES, {
    errorMap: () => ({ message: `Severity must be one of ${INTERACTION_TYPES.join(', ')}` }),
  }),
  description: longText,
  recommendation: longText,
  evidence: z.enum(INTERACTION_EVIDENCE_LEVELS),
  sources,
})
export type InteractionRecord = z.output<typeof interactionRecordSchema>

/** profession_stats rows; the supplement is named by its canonical name. */
export const professionStatRecordSchema = z.object({
  jobCategory: z.enum(JOB_CATEGORIES),
  supplement: shortText,
  popularityScore: z.number().min(0).max(POPULARITY_SCORE_MAX),
  effectivenessRating: z.number().min(0).max(EFFECTIVENESS_RATING_MAX),
  userCount: countSchema,
})
export type ProfessionStatRecord = z.output<typeof professionStatRecordSchema>

export const affiliateProgramRecordSchema = z.object({
  slug: slugSchema,
  name: requiredText(100),
  description: z.string().max(TEXT_MAX).nullish(),
  baseUrl: httpUrl(URL_MAX),
  commissionRate: countSchema,
  trackingParam: requiredText(50),
  affiliateId: requiredText(100),
  isActive: z.boolean().default(true),
})
export type AffiliateProgramRecord = z.output<typeof affiliateProgramRecordSchema>

export const forumRecordSchema = z.object({
  slug: slugSchema.optional(),
  name: requiredText(200),
  description: z.string().max(TEXT_MAX).nullish(),
  jobCategory: z.string().max(100).nullish(),
  isActive: z.boolean().default(true),
})
export type ForumRecord = z.output<typeof forumRecordSchema>

export const successStoryRecordSchema = z.object({
  slug: slugSchema.optional(),
  title: requiredText(300),
  story: longText,
  /** Shown unless the story is anonymous. */
  authorFirstName: z.string().max(100).nullish(),
  supplementsUsed: z.array(shortText).default([]),
  duration: countSchema.nullish(),
  isPublic: z.boolean().default(true),
  isAnonymous: z.boolean().default(false),
  likesCount: countSchema.default(0),
})
export type SuccessStoryRecord = z.output<typeof successStoryRecordSchema>

export const educationArticleRecordSchema = z.object({
  slug: slugSchema,
  title: requiredText(300),
  summary: longText,
  body: z.string().min(1).max(100_000),
  tags: z.array(shortText).default([]),
  readingMinutes: z.number().int().positive(),
  sources,
})
export type EducationArticleRecord = z.output<typeof educationArticleRecordSchema>

/** The files as parsed, one key per file. */
export const referenceFilesSchema = z.object({
  supplements: z.object({ supplements: z.array(supplementRecordSchema) }),
  medications: z.object({ medications: z.array(medicationRecordSchema), classes: z.array(medicationClassRecordSchema) }),
  interactions: z.object({ interactions: z.array(interactionRecordSchema) }),
  professions: z.object({ stats: z.array(professionStatRecordSchema) }),
  affiliatePrograms: z.object({ programs: z.array(affiliateProgramRecordSchema) }),
  forums: z.object({ forums: z.array(forumRecordSchema) }),
  successStories: z.object({ stories: z.array(successStoryRecordSchema) }),
  education: z.object({ articles: z.array(educationArticleRecordSchema) }),
})
export type ReferenceFiles = z.output<typeof referenceFilesSchema>

// ---- Read shapes (API responses and the offline snapshot) ----

export const referenceSupplementSchema = supplementSchema.extend({
  slug: z.string(),
  aliases: z.array(z.string()),
  upperLimit: upperLimitSchema.nullable(),
  timingRules: timingRulesSchema.nullable(),
  evidence: z.array(evidenceItemSchema),
  sources: z.array(sourceSchema),
  goals: z.array(z.string()),
  diets: z.array(z.string()),
  professions: z.array(z.string()),
  ages: z.array(z.string()),
  hobbies: z.array(z.string()),
  notForDiets: z.array(z.string()),
  allergens: z.array(z.string()),
  avoidIf: z.array(z.string()),
  nutrients: z.array(nutrientAmountSchema),
  labMarkers: z.array(labMarkerSchema),
  requiresLowLab: z.boolean(),
  recommendable: z.boolean(),
})
export type ReferenceSupplement = z.output<typeof referenceSupplementSchema>

export const referenceInteractionSchema = drugInteractionSchema.extend({
  evidence: z.enum(INTERACTION_EVIDENCE_LEVELS).nullable(),
  sources: z.array(sourceSchema),
})
export type ReferenceInteraction = z.output<typeof referenceInteractionSchema>

export const referenceMedicationSchema = z.object({
  id: intIdSchema,
  name: z.string(),
  aliases: z.array(z.string()),
  classes: z.array(z.string()),
  timing: medicationTimingSchema.nullable(),
})
export const referenceMedicationClassSchema = z.object({
  id: intIdSchema,
  slug: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
})
export const referenceProfessionStatSchema = z.object({
  id: intIdSchema,
  jobCategory: z.enum(JOB_CATEGORIES),
  supplementId: intIdSchema,
  popularityScore: z.number(),
  effectivenessRating: z.number(),
  userCount: countSchema,
})

/** GET /api/reference/snapshot; `version` is also its ETag. */
export const referenceSnapshotSchema = z.object({
  version: z.string().regex(/^[0-9a-f]{16}$/),
  supplements: z.array(referenceSupplementSchema),
  interactions: z.array(referenceInteractionSchema),
  medications: z.array(referenceMedicationSchema),
  classes: z.array(referenceMedicationClassSchema),
  professionStats: z.array(referenceProfessionStatSchema),
})
export type ReferenceSnapshot = z.output<typeof referenceSnapshotSchema>

/** A matched interaction with the explanation the checker shows ('Coumadin → Warfarin'). */
export const interactionSearchResultSchema = referenceInteractionSchema.extend({
  matchedVia: z.object({ medication: z.string().nullable(), supplement: z.string().nullable() }),
})
