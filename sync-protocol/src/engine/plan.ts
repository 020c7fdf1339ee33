/**
 * What the recommendation engine produces: a plan. It is stored with its assessment (the PWA
 * computes one offline at once, the API recomputes the authoritative one), so it has a schema
 * of its own and a format version.
 */
import { z } from 'zod'
import { PRIORITIES } from '../enums.js'
import { TIMETABLE_SLOTS } from '../schemas/reference.js'

export const PLAN_FORMAT = 1

export const planItemSchema = z.object({
  supplementId: z.number().int(),
  name: z.string(),
  priority: z.enum(PRIORITIES),
  /** Higher means a stronger case; orders items within a priority. */
  score: z.number(),
  dosage: z.string(),
  /** 'Best time', fitted to the person's hours (e.g. 'With your first meal after waking (about 16:30)'). */
  timing: z.string(),
  /** The catalogue's own timing advice. */
  timingAdvice: z.string(),
  slot: z.enum(TIMETABLE_SLOTS),
  /** Why, for a person, naming the answers that led to it. */
  reasoning: z.string(),
  /** Interaction cautions, spacing advice and lab notes for this item. */
  warnings: z.array(z.string()),
  priceCents: z.number().int(),
})
export type PlanItem = z.output<typeof planItemSchema>

export const NOTE_KINDS = [
  // left out for budget or plan size
  'budget',
  'plan-size',
  'overlap',
  // excluded for safety
  'interaction',
  'allergy',
  'condition',
  'lab',
  'diet',
  // not added because it is already taken
  'already-taking',
] as const

export const planNoteSchema = z.object({
  supplementId: z.number().int(),
  name: z.string(),
  kind: z.enum(NOTE_KINDS),
  reason: z.string(),
})
export type PlanNote = z.output<typeof planNoteSchema>

export const WARNING_KINDS = ['interaction', 'upper-limit', 'timing', 'unrecognised', 'lab'] as const
export const planWarningSchema = z.object({
  kind: z.enum(WARNING_KINDS),
  severity: z.enum(['major', 'moderate', 'minor', 'caution']),
  message: z.string(),
  supplementIds: z.array(z.number().int()),
})
export type PlanWarning = z.output<typeof planWarningSchema>

export const timetableEntrySchema = z.object({
  kind: z.enum(['plan', 'current', 'medication']),
  name: z.string(),
  supplementId: z.number().int().nullable(),
  note: z.string().nullable(),
})
export const timetableSlotSchema = z.object({
  slot: z.enum(TIMETABLE_SLOTS),
  /** 'HH:MM', 24-hour, on the person's own clock. */
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  label: z.string(),
  entries: z.array(timetableEntrySchema),
})
export type TimetableSlot = z.output<typeof timetableSlotSchema>
export type TimetableEntry = z.output<typeof timetableEntrySchema>

export const planSchema = z.object({
  format: z.literal(PLAN_FORMAT),
  referenceVersion: z.string(),
  /** High → medium → low, then by score. */
  items: z.array(planItemSchema),
  /** Only the slots that hold something, in the order of the day. */
  timetable: z.array(timetableSlotSchema),
  /** How the timetable's clock was chosen (e.g. night shifts: your 'morning' is after you wake). */
  scheduleNote: z.string(),
  warnings: z.array(planWarningSchema),
  leftOut: z.array(planNoteSchema),
  excluded: z.array(planNoteSchema),
  covered: z.array(planNoteSchema),
  monthlyCostCents: z.number().int(),
  /** null: no upper bound ('over-200'). */
  budgetCents: z.number().int().nullable(),
})
export type Plan = z.output<typeof planSchema>
