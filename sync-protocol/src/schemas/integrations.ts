/**
 * Calendar and health-app connections (spec §3; no screen yet). Written by the API's OAuth
 * callbacks. Their access and refresh tokens are accepted on input and never part of a read.
 */
import { z } from 'zod'
import { SHORT_TEXT_MAX, TOKEN_MAX } from '../limits.js'
import { intIdSchema, isoTimestampSchema, nullableText, optionalText, requiredText } from './fields.js'

export const calendarIntegrationInputSchema = z.object({
  provider: requiredText(SHORT_TEXT_MAX),
  accessToken: optionalText(TOKEN_MAX),
  refreshToken: optionalText(TOKEN_MAX),
  calendarId: optionalText(SHORT_TEXT_MAX),
  isActive: z.boolean().default(true),
})
export type CalendarIntegrationInput = z.input<typeof calendarIntegrationInputSchema>

export const calendarIntegrationSchema = z.object({
  id: intIdSchema,
  userId: intIdSchema,
  provider: z.string().max(SHORT_TEXT_MAX),
  calendarId: nullableText(SHORT_TEXT_MAX),
  isActive: z.boolean(),
  createdAt: isoTimestampSchema,
  updatedAt: isoTimestampSchema,
})
export type CalendarIntegration = z.output<typeof calendarIntegrationSchema>

/** lastSyncAt is the server's record of its last successful sync, so it is not input. */
export const healthAppIntegrationInputSchema = z.object({
  provider: requiredText(SHORT_TEXT_MAX),
  accessToken: optionalText(TOKEN_MAX),
  refreshToken: optionalText(TOKEN_MAX),
  isActive: z.boolean().default(true),
})
export type HealthAppIntegrationInput = z.input<typeof healthAppIntegrationInputSchema>

export const healthAppIntegrationSchema = z.object({
  id: intIdSchema,
  userId: intIdSchema,
  provider: z.string().max(SHORT_TEXT_MAX),
  isActive: z.boolean(),
  lastSyncAt: isoTimestampSchema.nullable(),
  createdAt: isoTimestampSchema,
})
export type HealthAppIntegration = z.output<typeof healthAppIntegrationSchema>
