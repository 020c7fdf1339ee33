/**
 * The person's supplement stack: what they take now, from a saved plan ('Save
 * Recommendations') or one by one ('Track This Supplement'). One record per person and
 * supplement (`stackItemId`), so two devices adding the same supplement offline meet in one
 * record; removing is `active: false`, so adding it again later is an ordinary change.
 */
import { z } from 'zod'
import { SHORT_TEXT_MAX } from '../limits.js'
import { intIdSchema, isoTimestampSchema, nullableText, optionalText, uuidSchema } from './fields.js'
import { reminderTimeSchema } from './notifications.js'

export const STACK_SOURCES = ['plan', 'manual'] as const

export const stackItemInputSchema = z.object({
  id: uuidSchema.optional(),
  supplementId: intIdSchema,
  active: z.boolean().default(true),
  /** The dose the person takes, as the plan or they put it. */
  dosage: optionalText(SHORT_TEXT_MAX),
  /** When in the day, 'HH:MM' on their own clock (from the plan's timetable), or null. */
  time: reminderTimeSchema.nullish(),
  source: z.enum(STACK_SOURCES).default('manual'),
  /** The assessment whose plan added it, if any. */
  assessmentId: uuidSchema.nullish(),
  /** When they started taking it (the week count on the dashboard starts here). */
  startedAt: isoTimestampSchema,
})
export type StackItemInput = z.input<typeof stackItemInputSchema>

export const stackItemSchema = z.object({
  id: uuidSchema,
  userId: intIdSchema,
  supplementId: intIdSchema,
  active: z.boolean(),
  dosage: nullableText(SHORT_TEXT_MAX),
  time: z.string().nullable(),
  source: z.enum(STACK_SOURCES),
  assessmentId: uuidSchema.nullable(),
  startedAt: isoTimestampSchema,
  createdAt: isoTimestampSchema,
  updatedAt: isoTimestampSchema,
})
export type StackItem = z.output<typeof stackItemSchema>

/**
 * The one id of a person's record for a supplement, the same on every device:
 * `{userId:8 hex}-0000-7000-8001-{supplementId:12 hex}`.
 */
export function stackItemId(userId: number, supplementId: number): string {
  return `${userId.toString(16).padStart(8, '0')}-0000-7000-8001-${supplementId.toString(16).padStart(12, '0')}`
}
