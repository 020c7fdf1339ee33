/** Affiliate partner programmes (reference data) and the clicks recorded towards them (spec §3). */
import { z } from 'zod'
import { ORDER_STATUSES, type OrderStatus } from '../enums.js'
import { AFFILIATE_ID_MAX, AFFILIATE_NAME_MAX, IP_ADDRESS_MAX, TEXT_MAX, TRACKING_PARAM_MAX, URL_MAX } from '../limits.js'
import { countSchema, httpUrl, intIdSchema, isoTimestampSchema, nullableText, optionalText, requiredText, uuidSchema } from './fields.js'

export const affiliateProgramInputSchema = z.object({
  name: requiredText(AFFILIATE_NAME_MAX),
  description: optionalText(TEXT_MAX),
  baseUrl: httpUrl(URL_MAX),
  commissionRate: countSchema,
  trackingParam: requiredText(TRACKING_PARAM_MAX),
  affiliateId: requiredText(AFFILIATE_ID_MAX),
  isActive: z.boolean().default(true),
})
export type AffiliateProgramInput = z.input<typeof affiliateProgramInputSchema>

export const affiliateProgramSchema = z.object({
  id: intIdSchema,
  name: z.string().max(AFFILIATE_NAME_MAX),
  description: nullableText(TEXT_MAX),
  baseUrl: z.string().max(URL_MAX),
  commissionRate: countSchema,
  trackingParam: z.string().max(TRACKING_PARAM_MAX),
  affiliateId: z.string().max(AFFILIATE_ID_MAX),
  isActive: z.boolean(),
  createdAt: isoTimestampSchema,
  updatedAt: isoTimestampSchema,
})
export type AffiliateProgram = z.output<typeof affiliateProgramSchema>

/** GET /api/affiliate/{supplementId}: the partner link the shop opens. */
export const affiliateLinkSchema = z.object({ affiliateUrl: z.string().max(URL_MAX) })
export type AffiliateLink = z.output<typeof affiliateLinkSchema>

/**
 * A click as the API records it. The request supplies ipAddress, userAgent and referrer; the
 * server truncates browser-supplied values to these limits rather than refusing the click.
 */
export const affiliateClickInputSchema = z.object({
  supplementId: intIdSchema,
  affiliateProgramId: intIdSchema.nullish(),
  clickedUrl: httpUrl(URL_MAX),
  ipAddress: z.string().max(IP_ADDRESS_MAX).nullish(),
  userAgent: optionalText(TEXT_MAX),
  referrer: optionalText(URL_MAX),
  converted: z.boolean().default(false),
  /** Cents. */
  conversionValue: countSchema.nullish(),
})
export type AffiliateClickInput = z.input<typeof affiliateClickInputSchema>

export const affiliateClickSchema = z.object({
  id: intIdSchema,
  userId: intIdSchema.nullable(),
  supplementId: intIdSchema,
  affiliateProgramId: intIdSchema.nullable(),
  clickedUrl: z.string().max(URL_MAX),
  ipAddress: nullableText(IP_ADDRESS_MAX),
  userAgent: nullableText(TEXT_MAX),
  referrer: nullableText(URL_MAX),
  converted: z.boolean(),
  conversionValue: countSchema.nullable(),
  createdAt: isoTimestampSchema,
})
export type AffiliateClick = z.output<typeof affiliateClickSchema>

/**
 * The query parameter of a partner link that names its click (a UUID the server makes for every
 * GET /api/affiliate/{supplementId}). The order placed with the link keeps it, so the partner's
 * postback, which names the click, finds the order (ADR 0033).
 */
export const AFFILIATE_CLICK_PARAM = 'dw_click'

/** The statuses a partner reports; 'pending' is where every order starts, never reported. */
export const CONVERSION_STATUSES = ORDER_STATUSES.filter((status) => status !== 'pending') as [
  Exclude<OrderStatus, 'pending'>,
  ...Exclude<OrderStatus, 'pending'>[],
]

/** An event id: the partner's own, unique per postback (a replay carries the same one). */
export const CONVERSION_EVENT_ID_MAX = 100

/**
 * POST /api/affiliate/conversions: a partner's signed report about the order of a click
 * (`X-Dosewise-Timestamp` and `X-Dosewise-Signature` headers, ADR 0033).
 */
export const affiliateConversionSchema = z.object({
  eventId: z
    .string()
    .min(1)
    .max(CONVERSION_EVENT_ID_MAX)
    .regex(/^[A-Za-z0-9._:-]+$/, 'Use letters, digits and . _ : - only'),
  clickId: uuidSchema,
  status: z.enum(CONVERSION_STATUSES),
  /** Cents: what the sale earned (the order's price when left out). */
  conversionValue: countSchema.max(2_147_483_647).optional(),
})
export type AffiliateConversion = z.output<typeof affiliateConversionSchema>

/** The answer to a postback: the order as it now stands, and whether this event was one already received. */
export const affiliateConversionResultSchema = z.object({
  orderId: intIdSchema,
  status: z.string(),
  duplicate: z.boolean(),
})
export type AffiliateConversionResult = z.output<typeof affiliateConversionResultSchema>
