import { z } from 'zod'
import { timeZoneSchema } from '@dosewise/sync-protocol'
import { validator } from '#validators/validator'

const base64url = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+=*$/, 'Invalid key')

/** A browser's PushSubscription as JSON, plus the device's time zone. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(1000)
    .url()
    .refine((url) => url.startsWith('https://'), 'A push endpoint is an https:// URL'),
  keys: z.object({ p256dh: base64url, auth: base64url }),
  timeZone: timeZoneSchema.nullish(),
})
export const pushSubscriptionValidator = validator(pushSubscriptionSchema)
export type PushSubscriptionInput = ReturnType<typeof pushSubscriptionValidator.validate>

export const pushEndpointSchema = z.object({ endpoint: z.string().max(1000) })
export const pushEndpointValidator = validator(pushEndpointSchema)

/** A notification button pressed: the token the notification carried, and which button. */
export const doseActionSchema = z.object({ token: z.string().min(1).max(2000), action: z.enum(['taken', 'snooze']) })
export const doseActionValidator = validator(doseActionSchema)
