/**
 * Notifications (server-generated, integer ids; only their read state is written by the user),
 * AI insights (computed on the person's device, UUID ids fixed by their subject) and reminder
 * settings (user-owned, offline-editable, UUID id).
 */
import { z } from 'zod'
import { INSIGHT_TYPES, NOTIFICATION_TYPES } from '../enums.js'
import {
  CONFIDENCE_MAX,
  CONFIDENCE_MIN,
  INSIGHT_KEY_MAX,
  INSIGHT_TITLE_MAX,
  LIST_MAX,
  NOTIFICATION_TITLE_MAX,
  TEXT_MAX,
} from '../limits.js'
import { TIME_OF_DAY_PATTERN, intIdSchema, isoTimestampSchema, requiredText, uuidSchema } from './fields.js'
import { rotaSchema } from '../doses/rota.js'

export const notificationInputSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  title: requiredText(NOTIFICATION_TITLE_MAX),
  message: z.string().min(1).max(TEXT_MAX),
  scheduledFor: isoTimestampSchema.nullish(),
  isRead: z.boolean().default(false),
  isActive: z.boolean().default(true),
})
export type NotificationInput = z.input<typeof notificationInputSchema>

export const notificationSchema = z.object({
  id: intIdSchema,
  userId: intIdSchema,
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string().max(NOTIFICATION_TITLE_MAX),
  message: z.string().max(TEXT_MAX),
  isRead: z.boolean(),
  isActive: z.boolean(),
  createdAt: isoTimestampSchema,
  scheduledFor: isoTimestampSchema.nullable(),
})
export type Notification = z.output<typeof notificationSchema>

/** The only change a user makes to a notification or an AI insight (offline too). */
export const readStatePatchSchema = z.object({ isRead: z.boolean() })
export type ReadStatePatch = z.input<typeof readStatePatchSchema>

/**
 * What an insight is about, the same on every device for the same subject: `link:<supplementId>:<outcome>`
 * or `trend:<outcome>` (insights/insights.ts). It fixes the record's id (aiInsightId).
 */
export const insightKeySchema = z
  .string()
  .max(INSIGHT_KEY_MAX)
  .regex(/^[a-z]+(?::[a-z0-9]+)+$/, 'Invalid insight key')

/**
 * An insight the person's device computed from their own entries (issue 13, ADR 0023) and
 * stores through sync so the spec's endpoints can list it; the person marks it read.
 */
export const aiInsightInputSchema = z.object({
  id: uuidSchema.optional(),
  key: insightKeySchema,
  type: z.enum(INSIGHT_TYPES),
  title: requiredText(INSIGHT_TITLE_MAX),
  insight: z.string().min(1).max(TEXT_MAX),
  confidence: z.number().int().min(CONFIDENCE_MIN).max(CONFIDENCE_MAX),
  actionRequired: z.boolean().default(false),
  isRead: z.boolean().default(false),
})
export type AiInsightInput = z.input<typeof aiInsightInputSchema>

export const aiInsightSchema = z.object({
  id: uuidSchema,
  userId: intIdSchema,
  key: insightKeySchema,
  type: z.enum(INSIGHT_TYPES),
  title: z.string().max(INSIGHT_TITLE_MAX),
  insight: z.string().max(TEXT_MAX),
  confidence: z.number().int().min(CONFIDENCE_MIN).max(CONFIDENCE_MAX),
  isRead: z.boolean(),
  actionRequired: z.boolean(),
  createdAt: isoTimestampSchema,
})
export type AiInsight = z.output<typeof aiInsightSchema>

/** A time of day, 24-hour 'HH:MM', in the user's local time. */
export const reminderTimeSchema = z.string().max(5).regex(TIME_OF_DAY_PATTERN)

/** Whether the runtime knows an IANA time zone ('Europe/Berlin', 'UTC'). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** An IANA time zone name; reminders and the calendar follow it (daylight saving included). */
export const timeZoneSchema = z.string().max(64).refine(isTimeZone, 'Unknown time zone')

export const reminderSettingsInputSchema = z.object({
  id: uuidSchema.optional(),
  supplementReminders: z.boolean().default(true),
  progressCheckIns: z.boolean().default(true),
  interactionAlerts: z.boolean().default(true),
  reminderTimes: z.array(reminderTimeSchema).max(LIST_MAX).default([]),
  /** The person's time zone (null: the device's own). */
  timeZone: timeZoneSchema.nullish(),
  /** Their shift rota (null: none); dose times and quiet hours follow it (doses/rota.ts). */
  rota: rotaSchema.nullish(),
})
export type ReminderSettingsInput = z.input<typeof reminderSettingsInputSchema>

export const reminderSettingsSchema = z.object({
  id: uuidSchema,
  userId: intIdSchema,
  supplementReminders: z.boolean(),
  progressCheckIns: z.boolean(),
  interactionAlerts: z.boolean(),
  reminderTimes: z.array(z.string()),
  timeZone: z.string().nullable(),
  rota: rotaSchema.nullable(),
  createdAt: isoTimestampSchema,
  updatedAt: isoTimestampSchema,
})
export type ReminderSettings = z.output<typeof reminderSettingsSchema>

/** 64-bit FNV-1a of a text, as 16 hex digits: a stable, well-spread value for fixed ids. */
function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte)
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn
  }
  return hash.toString(16).padStart(16, '0')
}

/** An insight's id: its owner and subject fix it, so every device writes the same record. */
export function aiInsightId(userId: number, key: string): string {
  const hash = fnv1a64(key)
  return `${userId.toString(16).padStart(8, '0')}-${hash.slice(0, 4)}-7${hash.slice(4, 7)}-8003-${hash.slice(7, 16)}${key.length.toString(16).padStart(3, '0').slice(-3)}`
}
