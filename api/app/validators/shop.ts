import { z } from 'zod'
import { SUBSCRIPTION_FREQUENCY_DEFAULT, subscriptionInputSchema, supplementOrderInputSchema } from '@dosewise/sync-protocol'
import { validator } from '#validators/validator'

export const orderValidator = validator(supplementOrderInputSchema)

/** The shop offers monthly deliveries only (spec §9); the contract's schema allows any text. */
export const subscriptionValidator = validator(
  subscriptionInputSchema.extend({
    frequency: z.enum([SUBSCRIPTION_FREQUENCY_DEFAULT]).default(SUBSCRIPTION_FREQUENCY_DEFAULT),
  })
)
export type OrderInput = ReturnType<typeof orderValidator.validate>
export type SubscriptionInput = ReturnType<typeof subscriptionValidator.validate>
