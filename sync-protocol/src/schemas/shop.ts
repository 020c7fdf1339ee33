/**
 * One-time orders and subscriptions through affiliate partners (spec §3, §7). Placing either
 * needs a connection; ids are the server's integers. The price is always the server's: a
 * client never sends one.
 */
import { z } from 'zod'
import { SUBSCRIPTION_FREQUENCY_DEFAULT } from '../enums.js'
import { ORDER_STATUS_MAX, ORDER_URL_MAX, QUANTITY_MAX, SUBSCRIPTION_FREQUENCY_MAX } from '../limits.js'
import { countSchema, httpUrl, intIdSchema, isoTimestampSchema, nullableText } from './fields.js'

const quantity = z.number().int().min(1).max(QUANTITY_MAX)

export const supplementOrderInputSchema = z.object({
  supplementId: intIdSchema,
  quantity,
  orderUrl: httpUrl(ORDER_URL_MAX).optional(),
})
export type SupplementOrderInput = z.input<typeof supplementOrderInputSchema>

export const supplementOrderSchema = z.object({
  id: intIdSchema,
  userId: intIdSchema,
  supplementId: intIdSchema,
  quantity: countSchema,
  /** Cents, set by the server from the catalogue when the order was placed. */
  price: countSchema,
  // Free text: only 'pending' is specified; other partner statuses must not break old clients.
  status: z.string().max(ORDER_STATUS_MAX),
  orderUrl: nullableText(ORDER_URL_MAX),
  affiliateProgramId: intIdSchema.nullable(),
  orderedAt: isoTimestampSchema,
})
export type SupplementOrder = z.output<typeof supplementOrderSchema>

export const subscriptionInputSchema = z.object({
  supplementId: intIdSchema,
  frequency: z.string().trim().min(1).max(SUBSCRIPTION_FREQUENCY_MAX).default(SUBSCRIPTION_FREQUENCY_DEFAULT),
  quantity,
})
export type SubscriptionInput = z.input<typeof subscriptionInputSchema>

export const subscriptionSchema = z.object({
  id: intIdSchema,
  userId: intIdSchema,
  supplementId: intIdSchema,
  frequency: z.string().max(SUBSCRIPTION_FREQUENCY_MAX),
  quantity: countSchema,
  isActive: z.boolean(),
  nextDelivery: isoTimestampSchema.nullable(),
  createdAt: isoTimestampSchema,
})
export type Subscription = z.output<typeof subscriptionSchema>
