/**
 * Doses (issue 13): what the person did about one planned dose — one supplement of their stack
 * at one time of one day — taken, skipped or snoozed. The day's doses themselves are not
 * stored: they follow from the stack (doses/day-doses.ts); a record exists only once the person
 * acts. One record per person, supplement, day and time (`doseId`), so two devices marking the
 * same dose meet in one record; undoing is deleting it.
 */
import { z } from 'zod'
import { intIdSchema, isoTimestampSchema, localDateSchema, uuidSchema } from './fields.js'
import { reminderTimeSchema } from './notifications.js'

export const DOSE_STATUSES = ['taken', 'skipped', 'snoozed'] as const
export type DoseStatus = (typeof DOSE_STATUSES)[number]

export const doseInputSchema = z.object({
  id: uuidSchema.optional(),
  supplementId: intIdSchema,
  date: localDateSchema,
  /** The planned time 'HH:MM', or null for a supplement taken at any time of the day. */
  time: reminderTimeSchema.nullable(),
  status: z.enum(DOSE_STATUSES),
  /** Snoozed: when to remind again. */
  snoozedUntil: isoTimestampSchema.nullish(),
  /** When the person pressed the button (the time a dose was taken). */
  recordedAt: isoTimestampSchema,
})
export type DoseInput = z.input<typeof doseInputSchema>

export const doseSchema = z.object({
  id: uuidSchema,
  userId: intIdSchema,
  supplementId: intIdSchema,
  date: localDateSchema,
  time: z.string().nullable(),
  status: z.enum(DOSE_STATUSES),
  snoozedUntil: isoTimestampSchema.nullable(),
  recordedAt: isoTimestampSchema,
  createdAt: isoTimestampSchema,
  updatedAt: isoTimestampSchema,
})
export type Dose = z.output<typeof doseSchema>

const DAY_MS = 86_400_000

/**
 * The one id of a dose, the same on every device:
 * `{userId:8 hex}-{day since 1970:4 hex}-7{minute of day:3 hex, fff for any time}-8002-{supplementId:12 hex}`.
 */
export function doseId(userId: number, supplementId: number, date: string, time: string | null): string {
  const day = Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS)
  const minute = time === null ? 0xfff : Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
  const hex = (value: number, width: number) => value.toString(16).padStart(width, '0')
  return `${hex(userId, 8)}-${hex(day, 4)}-7${hex(minute, 3)}-8002-${hex(supplementId, 12)}`
}
