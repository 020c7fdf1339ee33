/**
 * Field building blocks shared by the entity schemas. Messages are zod 3's defaults (the
 * product's generic messages, spec §5) unless a field has its own message in the spec.
 *
 * Conventions: inputs accept `null` for optional fields (a patch clears a field with null);
 * read schemas require every key and use `null` for absent values, never a missing key.
 */
import { z } from 'zod'
import { LIST_MAX, LIST_PAGE_DEFAULT, LIST_PAGE_MAX, SHORT_TEXT_MAX, TEXT_MAX, TIMESTAMP_TEXT_MAX, URL_MAX } from '../limits.js'
import { UUID_PATTERN } from '../ids.js'

/** Integer ids: reference data and server-derived records. */
export const intIdSchema = z.number().int().min(1)

/** UUID ids: records a client can create offline. Same text as zod's own uuid message. */
export const uuidSchema = z.string().regex(UUID_PATTERN, 'Invalid uuid')

/** ISO 8601 timestamp with `Z` or an offset, as `Date.prototype.toISOString` and Luxon emit. */
export const isoTimestampSchema = z
  .string()
  .max(TIMESTAMP_TEXT_MAX)
  .datetime({ offset: true })
  // Years 1–9999: what both SQLite text dates and PostgreSQL timestamps can hold.
  .refine((value) => {
    const time = Date.parse(value)
    // Unparseable: `.datetime()` has already reported it; don't report it twice.
    if (Number.isNaN(time)) return true
    return time >= Date.parse('0001-01-01T00:00:00Z') && time <= Date.parse('9999-12-31T23:59:59.999Z')
  }, 'Date is out of range')

/** Non-empty text up to `max` characters (generic messages). */
export const requiredText = (max: number = SHORT_TEXT_MAX) => z.string().min(1).max(max)

/**
 * Required text with the spec's own message for "missing" and "empty" (e.g. 'Provider name
 * is required'). Trimmed first, so a value of only spaces counts as empty.
 */
export const requiredTextWithMessage = (message: string, max: number) =>
  z.string({ required_error: message }).trim().min(1, message).max(max)

/** Optional text on input: may be omitted, `null` (cleared) or any string up to `max`. */
export const optionalText = (max: number = TEXT_MAX) => z.string().max(max).nullish()

/** Optional text on read: always present, `null` when absent. */
export const nullableText = (max: number = TEXT_MAX) => z.string().max(max).nullable()

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    // Unparseable: `.url()` has already reported it; don't report it twice.
    return true
  }
}

/**
 * An http(s) URL. Other schemes (javascript:, data:) are refused because these URLs end up in
 * links and image sources; the message is zod's own 'Invalid url'.
 */
export const httpUrl = (max: number = URL_MAX) => z.string().max(max).url().refine(isHttpUrl, { message: 'Invalid url' })

/** A list of short, non-empty strings. */
export const textList = (itemMax: number = SHORT_TEXT_MAX) => z.array(requiredText(itemMax)).max(LIST_MAX)

/** A list of enum values; at most as many entries as there are options. */
export const enumList = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values as unknown as [T[number], ...T[number][]])).max(values.length)

/**
 * An optional ISO timestamp on input where an empty string means "no date" (spec §5: "an empty
 * prescription date is sent as null"). A transform rather than `z.preprocess` keeps the input
 * type `string | null | undefined` instead of `unknown`.
 */
export const optionalTimestampOrEmpty = z
  .string()
  .max(TIMESTAMP_TEXT_MAX)
  .nullish()
  .transform((value, ctx) => {
    if (value === '') return null
    if (value == null) return value
    const result = isoTimestampSchema.safeParse(value)
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue(issue as z.IssueData)
      return z.NEVER
    }
    return result.data
  })

/** Non-negative whole number (counts, cents). */
export const countSchema = z.number().int().min(0)

/**
 * Query of a REST list: `limit` records (newest first) after the opaque `cursor` a previous
 * page's `Link: <…>; rel="next"` header named.
 */
export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).default(LIST_PAGE_DEFAULT),
  cursor: z.string().max(500).optional(),
})
export type ListQuery = z.input<typeof listQuerySchema>

/** A time of day on the person's own clock, 24-hour 'HH:MM' (00:00–23:59). */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

/** A calendar day on the person's own clock, 'YYYY-MM-DD', that exists (no February 30th). */
export const localDateSchema = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD')
  .refine((value) => {
    const [year, month, day] = value.split('-').map(Number)
    const date = new Date(Date.UTC(year, month - 1, day))
    return year >= 2000 && year <= 2149 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  }, 'Invalid date')
