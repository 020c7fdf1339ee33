/**
 * Appointments with a healthcare provider (issue 14): scheduled from the provider's card, on the
 * device first (offline too), synced like the person's other records. An appointment is a
 * moment (`startsAt`, UTC) and a length; the person picks the date and time on their own clock
 * and the form turns it into that moment. Its reminder is a lead time before the start: the
 * app's in-app reminder, the server's Web Push and the calendar file's alarm all count it the
 * same way (`appointmentReminderAt`).
 *
 * "Not in the past" is a rule of creation, not of the record: an appointment made offline at
 * 09:00 for 09:30 and synced at 10:00 is still valid. The registry's `notBeforeMade` rule checks
 * it against the moment the record was made (sync/registry.ts).
 */
import { z } from 'zod'
import { SHORT_TEXT_MAX } from '../limits.js'
import { intIdSchema, isoTimestampSchema, nullableText, optionalText, uuidSchema } from './fields.js'

export const APPOINTMENT_DURATION_MIN = 5
export const APPOINTMENT_DURATION_MAX = 480
export const APPOINTMENT_DURATION_DEFAULT = 30
/** A week: the longest lead a reminder may have. */
export const APPOINTMENT_REMINDER_MAX = 10_080
export const APPOINTMENT_REMINDER_DEFAULT = 60
export const APPOINTMENT_REASON_MAX = 1_000

/** The reminder choices the Schedule form offers (null: no reminder). */
export const APPOINTMENT_REMINDER_CHOICES = [
  { minutes: null, label: 'None' },
  { minutes: 15, label: '15 min before' },
  { minutes: 60, label: '1 hour before' },
  { minutes: 1_440, label: '1 day before' },
] as const

export const APPOINTMENT_MESSAGES = {
  providerRequired: 'Choose a provider',
  startsAtRequired: 'Date and time are required',
  inThePast: 'Choose a time that has not passed yet',
  duration: `Duration must be between ${APPOINTMENT_DURATION_MIN} and ${APPOINTMENT_DURATION_MAX} minutes`,
  reminder: 'The reminder must be between 0 minutes and 7 days before the appointment',
  providerMissing: 'There is no healthcare provider with this id.',
} as const

const whole = (message: string, min: number, max: number) =>
  z.number({ invalid_type_error: message, required_error: message }).int(message).min(min, message).max(max, message)

/** The moment it starts: required, with the form's message for missing or empty. */
const startsAt = z
  .string({ required_error: APPOINTMENT_MESSAGES.startsAtRequired })
  .min(1, APPOINTMENT_MESSAGES.startsAtRequired)
  .pipe(isoTimestampSchema)

export const appointmentInputSchema = z.object({
  id: uuidSchema.optional(),
  providerId: z.string({ required_error: APPOINTMENT_MESSAGES.providerRequired }).pipe(uuidSchema),
  startsAt,
  durationMinutes: whole(APPOINTMENT_MESSAGES.duration, APPOINTMENT_DURATION_MIN, APPOINTMENT_DURATION_MAX).default(
    APPOINTMENT_DURATION_DEFAULT
  ),
  reason: optionalText(APPOINTMENT_REASON_MAX),
  location: optionalText(SHORT_TEXT_MAX),
  /** Minutes before the start; null: no reminder. Left out: an hour. */
  reminderMinutesBefore: whole(APPOINTMENT_MESSAGES.reminder, 0, APPOINTMENT_REMINDER_MAX).nullable().default(APPOINTMENT_REMINDER_DEFAULT),
})
export type AppointmentInput = z.input<typeof appointmentInputSchema>

export const appointmentSchema = z.object({
  id: uuidSchema,
  userId: intIdSchema,
  providerId: uuidSchema,
  startsAt: isoTimestampSchema,
  durationMinutes: z.number().int(),
  reason: nullableText(APPOINTMENT_REASON_MAX),
  location: nullableText(SHORT_TEXT_MAX),
  reminderMinutesBefore: z.number().int().nullable(),
  createdAt: isoTimestampSchema,
  updatedAt: isoTimestampSchema,
})
export type Appointment = z.output<typeof appointmentSchema>

/** When its reminder is due (ms since epoch), or null when it has none. */
export function appointmentReminderAt(appointment: Pick<Appointment, 'startsAt' | 'reminderMinutesBefore'>): number | null {
  if (appointment.reminderMinutesBefore === null) return null
  return Date.parse(appointment.startsAt) - appointment.reminderMinutesBefore * 60_000
}

/** When it ends (ms since epoch). */
export function appointmentEndsAt(appointment: Pick<Appointment, 'startsAt' | 'durationMinutes'>): number {
  return Date.parse(appointment.startsAt) + appointment.durationMinutes * 60_000
}

/**
 * How late a reminder may still be given: the server's push and the app's own reminder alike
 * (a reminder the server was down for, or the app was closed for, is not given hours late).
 */
export const APPOINTMENT_REMINDER_WINDOW_MS = 15 * 60_000

/** Whether its reminder is due at `now`: its moment has come, less than the window ago. */
export function appointmentReminderDue(appointment: Pick<Appointment, 'startsAt' | 'reminderMinutesBefore'>, now: number): boolean {
  const at = appointmentReminderAt(appointment)
  return at !== null && at <= now && now - at <= APPOINTMENT_REMINDER_WINDOW_MS
}
