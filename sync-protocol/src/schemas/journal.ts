/**
 * The user's own tracking: wellness journal entries and weekly progress check-ins (offline-
 * creatable, UUID ids), progress photos and achievements (server-side, integer ids).
 */
import { z } from 'zod'
import { JOURNAL_ENERGY_LEVELS, JOURNAL_MOODS, JOURNAL_SLEEP_QUALITIES, JOURNAL_STRESS_LEVELS } from '../enums.js'
import {
  ACHIEVEMENT_TITLE_MAX,
  BADGE_ICON_MAX,
  COMPLIANCE_MAX,
  PHOTO_TYPE_MAX,
  PHOTO_URL_MAX,
  PROGRESS_SCORE_MAX,
  SHORT_TEXT_MAX,
  TEXT_MAX,
} from '../limits.js'
import { httpUrl, intIdSchema, isoTimestampSchema, nullableText, optionalText, requiredText, textList, uuidSchema } from './fields.js'

const journalFields = {
  mood: z.enum(JOURNAL_MOODS),
  energy: z.enum(JOURNAL_ENERGY_LEVELS),
  sleep: z.enum(JOURNAL_SLEEP_QUALITIES),
  stress: z.enum(JOURNAL_STRESS_LEVELS),
}

/** How far ahead of the server's clock a device's clock may be and its "now" still count as now. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000

/**
 * The moment an entry is about. Left out, it is the moment the entry was made (spec §5: the
 * server stamps it, from the mutation's clientTime); given, it dates an entry written later for a
 * past day (issue 13, ADR 0022). Never in the future.
 */
export const journalDateSchema = isoTimestampSchema.refine(
  (value) => !(Date.parse(value) > Date.now() + CLOCK_SKEW_MS),
  'The date cannot be in the future'
)

/** `userId` always comes from the session. */
export const journalEntryInputSchema = z.object({
  id: uuidSchema.optional(),
  date: journalDateSchema.optional(),
  ...journalFields,
  notes: optionalText(TEXT_MAX),
  supplementsTaken: textList().default([]),
})
export type JournalEntryInput = z.input<typeof journalEntryInputSchema>

export const journalEntrySchema = z.object({
  id: uuidSchema,
  userId: intIdSchema,
  date: isoTimestampSchema,
  ...journalFields,
  notes: nullableText(TEXT_MAX),
  supplementsTaken: z.array(z.string()),
  /** Set on a conflict copy: the entry whose concurrent edit it preserves (sync protocol). */
  conflictOf: uuidSchema.nullable().optional(),
})
export type JournalEntry = z.output<typeof journalEntrySchema>

const score = z.number().int().min(0).max(PROGRESS_SCORE_MAX)

export const progressTrackingInputSchema = z.object({
  id: uuidSchema.optional(),
  assessmentId: uuidSchema.nullish(),
  weekNumber: z.number().int().min(1),
  overallWellbeing: score,
  energyLevels: score,
  sleepQuality: score,
  stressLevels: score,
  /** Percentage of planned doses taken that week. */
  supplementCompliance: z.number().int().min(0).max(COMPLIANCE_MAX),
  notes: optionalText(TEXT_MAX),
})
export type ProgressTrackingInput = z.input<typeof progressTrackingInputSchema>

export const progressTrackingSchema = progressTrackingInputSchema.extend({
  id: uuidSchema,
  userId: intIdSchema,
  assessmentId: uuidSchema.nullable(),
  notes: nullableText(TEXT_MAX),
  createdAt: isoTimestampSchema,
})
export type ProgressTracking = z.output<typeof progressTrackingSchema>

/** takenAt is set by the server when the photo is stored (spec §5). */
export const progressPhotoInputSchema = z.object({
  assessmentId: uuidSchema.nullish(),
  photoUrl: httpUrl(PHOTO_URL_MAX),
  photoType: optionalText(PHOTO_TYPE_MAX),
  notes: optionalText(TEXT_MAX),
})
export type ProgressPhotoInput = z.input<typeof progressPhotoInputSchema>

export const progressPhotoSchema = z.object({
  id: intIdSchema,
  userId: intIdSchema,
  assessmentId: uuidSchema.nullable(),
  photoUrl: z.string().max(PHOTO_URL_MAX),
  photoType: nullableText(PHOTO_TYPE_MAX),
  notes: nullableText(TEXT_MAX),
  takenAt: isoTimestampSchema,
})
export type ProgressPhoto = z.output<typeof progressPhotoSchema>

/** Awarded by the server; unlockedAt is the moment it did so. */
export const achievementInputSchema = z.object({
  type: requiredText(SHORT_TEXT_MAX),
  title: requiredText(ACHIEVEMENT_TITLE_MAX),
  description: optionalText(TEXT_MAX),
  badgeIcon: optionalText(BADGE_ICON_MAX),
})
export type AchievementInput = z.input<typeof achievementInputSchema>

export const achievementSchema = z.object({
  id: intIdSchema,
  userId: intIdSchema,
  type: z.string().max(SHORT_TEXT_MAX),
  title: z.string().max(ACHIEVEMENT_TITLE_MAX),
  description: nullableText(TEXT_MAX),
  badgeIcon: nullableText(BADGE_ICON_MAX),
  unlockedAt: isoTimestampSchema,
})
export type Achievement = z.output<typeof achievementSchema>
