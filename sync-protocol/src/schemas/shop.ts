/**
 * One-time orders and subscriptions through affiliate partners (spec §3, §7; ADR 0033). Placing
 * either needs a connection; both are synced records the server makes, with its integer ids, so
 * they can be read offline. The price is always the server's: a client never sends one. An
 * order's status is the partner's to report (postbacks); a subscription's state, quantity,
 * frequency and next delivery are its owner's to change, offline too.
 */
import { z } from 'zod'
import { ORDER_STATUSES, SUBSCRIPTION_FREQUENCIES, SUBSCRIPTION_FREQUENCY_DEFAULT } from '../enums.js'
import { ORDER_STATUS_MAX, ORDER_URL_MAX, QUANTITY_MAX, SUBSCRIPTION_FREQUENCY_MAX } from '../limits.js'
import { countSchema, httpUrl, intIdSchema, isoTimestampSchema, nullableText } from './fields.js'

export const quantitySchema = z.number().int().min(1).max(QUANTITY_MAX)

export const supplementOrderInputSchema = z.object({
  supplementId: intIdSchema,
  quantity: quantitySchema,
  /** The partner link GET /api/affiliate/{supplementId} gave (it names the click the order belongs to). */
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
  // Free text on read: a status a later version adds must not break an older app.
  status: z.string().max(ORDER_STATUS_MAX),
  orderUrl: nullableText(ORDER_URL_MAX),
  affiliateProgramId: intIdSchema.nullable(),
  orderedAt: isoTimestampSchema,
})
export type SupplementOrder = z.output<typeof supplementOrderSchema>

/** The one change an order takes, and only from the server (a partner's postback). */
export const orderStatusPatchSchema = z.object({ status: z.enum(ORDER_STATUSES) })

const frequencySchema = z.enum(SUBSCRIPTION_FREQUENCIES)

export const subscriptionInputSchema = z.object({
  supplementId: intIdSchema,
  frequency: frequencySchema.default(SUBSCRIPTION_FREQUENCY_DEFAULT),
  quantity: quantitySchema,
})
export type SubscriptionInput = z.input<typeof subscriptionInputSchema>

export const subscriptionSchema = z.object({
  id: intIdSchema,
  userId: intIdSchema,
  supplementId: intIdSchema,
  // Free text on read, as an order's status.
  frequency: z.string().max(SUBSCRIPTION_FREQUENCY_MAX),
  quantity: countSchema,
  isActive: z.boolean(),
  nextDelivery: isoTimestampSchema.nullable(),
  createdAt: isoTimestampSchema,
})
export type Subscription = z.output<typeof subscriptionSchema>

/** What the owner changes on a subscription (Pause/Resume, Modify), offline too; per field, the last change wins. */
export const subscriptionPatchSchema = z.object({
  isActive: z.boolean(),
  quantity: quantitySchema,
  frequency: frequencySchema,
  nextDelivery: isoTimestampSchema.nullable(),
})
export type SubscriptionPatch = z.input<typeof subscriptionPatchSchema>

/** A supplement's stars from the people who reviewed it (GET /api/supplement-ratings); only rated ones are listed. */
export const supplementRatingSchema = z.object({
  supplementId: intIdSchema,
  /** The mean of the reviews' 1–5 stars, to one decimal. */
  averageRating: z.number().min(1).max(5),
  count: z.number().int().min(1),
})
export type SupplementRating = z.output<typeof supplementRatingSchema>
export const supplementRatingsSchema = z.array(supplementRatingSchema)
