import { affiliateConversionSchema, subscriptionInputSchema, supplementOrderInputSchema } from '@dosewise/sync-protocol'
import { validator } from '#validators/validator'

export const orderValidator = validator(supplementOrderInputSchema)
export const subscriptionValidator = validator(subscriptionInputSchema)
export const conversionValidator = validator(affiliateConversionSchema)
export type OrderInput = ReturnType<typeof orderValidator.validate>
export type SubscriptionInput = ReturnType<typeof subscriptionValidator.validate>
