/**
 * Every length limit of the spec is enforced where it applies: a value of exactly the limit
 * passes, one character more fails on that field with zod's message.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { z } from 'zod'
import { NOTIFICATION_TYPES, SOCIAL_PROVIDERS } from './enums.js'
import * as L from './limits.js'
import { affiliateClickInputSchema, affiliateProgramInputSchema } from './schemas/affiliate.js'
import { signupSchema, userProfileInputSchema, userProviderInputSchema } from './schemas/auth.js'
import { forumInputSchema, forumPostInputSchema } from './schemas/community.js'
import { successStoryInputSchema } from './schemas/success-stories.js'
import { healthcareProviderInputSchema, labResultInputSchema, prescriptionInputSchema } from './schemas/healthcare.js'
import { achievementInputSchema, journalEntryInputSchema, progressPhotoInputSchema } from './schemas/journal.js'
import { aiInsightInputSchema, notificationInputSchema } from './schemas/notifications.js'
import { supplementOrderInputSchema, supplementOrderSchema } from './schemas/shop.js'

type Make = (length: number, char: string) => string
const plain: Make = (length, char) => char.repeat(length)
const email: Make = (length, char) => `${char.repeat(length - '@example.com'.length)}@example.com`
const url: Make = (length, char) => `https://example.com/${char.repeat(length - 'https://example.com/'.length)}`

interface Row {
  limit: keyof typeof L
  schema: z.ZodTypeAny
  base: Record<string, unknown>
  field: string
  make?: Make
  /** Extra fields that must equal the generated value (confirmPassword). */
  mirror?: string
  /** Emails and URLs only take ASCII letters; other text takes any non-space character. */
  ascii?: boolean
}

const lab = { testName: 'Ferritin', value: '40', testedAt: '2025-01-01T00:00:00.000Z' }
const signup = { email: 'ada@example.com', password: 'long enough', confirmPassword: 'long enough' }
const affiliate = { name: 'Partner', baseUrl: 'https://p.example', commissionRate: 8, trackingParam: 'ref', affiliateId: 'dw' }
const journal = { mood: 'good', energy: 'high', sleep: 'good', stress: 'low' }

const rows: Row[] = [
  { limit: 'EMAIL_MAX', schema: signupSchema, base: signup, field: 'email', make: email, ascii: true },
  { limit: 'PASSWORD_MAX', schema: signupSchema, base: signup, field: 'password', mirror: 'confirmPassword' },
  { limit: 'NAME_MAX', schema: signupSchema, base: signup, field: 'firstName' },
  { limit: 'USERNAME_MAX', schema: userProfileInputSchema, base: {}, field: 'username' },
  { limit: 'AUTH_PROVIDER_ID_MAX', schema: userProviderInputSchema, base: { provider: 'google' }, field: 'providerId' },
  { limit: 'AFFILIATE_NAME_MAX', schema: affiliateProgramInputSchema, base: affiliate, field: 'name' },
  { limit: 'TRACKING_PARAM_MAX', schema: affiliateProgramInputSchema, base: affiliate, field: 'trackingParam' },
  { limit: 'AFFILIATE_ID_MAX', schema: affiliateProgramInputSchema, base: affiliate, field: 'affiliateId' },
  {
    limit: 'IP_ADDRESS_MAX',
    schema: affiliateClickInputSchema,
    base: { supplementId: 1, clickedUrl: 'https://p.example' },
    field: 'ipAddress',
  },
  { limit: 'NOTIFICATION_TITLE_MAX', schema: notificationInputSchema, base: { type: 'other', message: 'm' }, field: 'title' },
  { limit: 'PHOTO_URL_MAX', schema: progressPhotoInputSchema, base: {}, field: 'photoUrl', make: url, ascii: true },
  { limit: 'PHOTO_TYPE_MAX', schema: progressPhotoInputSchema, base: { photoUrl: 'https://p.example/a.jpg' }, field: 'photoType' },
  { limit: 'ACHIEVEMENT_TITLE_MAX', schema: achievementInputSchema, base: { type: 'streak' }, field: 'title' },
  { limit: 'BADGE_ICON_MAX', schema: achievementInputSchema, base: { type: 'streak', title: 't' }, field: 'badgeIcon' },
  { limit: 'FORUM_NAME_MAX', schema: forumInputSchema, base: {}, field: 'name' },
  { limit: 'FORUM_JOB_CATEGORY_MAX', schema: forumInputSchema, base: { name: 'n' }, field: 'jobCategory' },
  { limit: 'POST_TITLE_MAX', schema: forumPostInputSchema, base: { forumId: 1, content: 'c' }, field: 'title' },
  { limit: 'STORY_TITLE_MAX', schema: successStoryInputSchema, base: { story: 's' }, field: 'title' },
  { limit: 'STORY_MAX', schema: successStoryInputSchema, base: { title: 't' }, field: 'story' },
  {
    limit: 'PHOTO_URL_MAX',
    schema: successStoryInputSchema,
    base: { title: 't', story: 's' },
    field: 'afterPhotoUrl',
    make: url,
    ascii: true,
  },
  { limit: 'HEALTHCARE_PROVIDER_NAME_MAX', schema: healthcareProviderInputSchema, base: {}, field: 'providerName' },
  { limit: 'EMAIL_MAX', schema: healthcareProviderInputSchema, base: { providerName: 'p' }, field: 'email', make: email, ascii: true },
  { limit: 'LAB_TEST_NAME_MAX', schema: labResultInputSchema, base: lab, field: 'testName' },
  { limit: 'LAB_VALUE_MAX', schema: labResultInputSchema, base: lab, field: 'value' },
  { limit: 'SHORT_TEXT_MAX', schema: labResultInputSchema, base: lab, field: 'unit' },
  { limit: 'MEDICATION_NAME_MAX', schema: prescriptionInputSchema, base: {}, field: 'medicationName' },
  { limit: 'TEXT_MAX', schema: prescriptionInputSchema, base: { medicationName: 'm' }, field: 'notes' },
  { limit: 'TEXT_MAX', schema: journalEntryInputSchema, base: journal, field: 'notes' },
  {
    limit: 'INSIGHT_TITLE_MAX',
    schema: aiInsightInputSchema,
    base: { key: 'trend:sleep', type: 'trend', insight: 'i', confidence: 50 },
    field: 'title',
  },
  {
    limit: 'ORDER_URL_MAX',
    schema: supplementOrderInputSchema,
    base: { supplementId: 1, quantity: 1 },
    field: 'orderUrl',
    make: url,
    ascii: true,
  },
  {
    limit: 'ORDER_STATUS_MAX',
    schema: supplementOrderSchema,
    base: {
      id: 1,
      userId: 1,
      supplementId: 1,
      quantity: 1,
      price: 100,
      orderUrl: null,
      affiliateProgramId: null,
      orderedAt: '2025-01-01T00:00:00Z',
    },
    field: 'status',
  },
]

// Letters, digits and a few non-ASCII BMP characters (one UTF-16 unit each); never spaces,
// which trimmed fields would drop.
const anyChar = fc.constantFrom('a', 'Z', '7', 'é', 'ß', 'ж', '漢', '-', '_', '.')
const asciiChar = fc.constantFrom('a', 'b', 'x', 'Z', '7')

describe('length limits', () => {
  it.each(rows.map((row) => [`${row.limit} (${row.field})`, row] as const))('%s: max passes, max + 1 fails', (_, row) => {
    const max = L[row.limit]
    const make = row.make ?? plain
    fc.assert(
      fc.property(row.ascii ? asciiChar : anyChar, fc.boolean(), (char, over) => {
        const value = make(over ? max + 1 : max, char)
        expect(value.length).toBe(over ? max + 1 : max)
        const data = { ...row.base, [row.field]: value, ...(row.mirror ? { [row.mirror]: value } : {}) }
        const result = row.schema.safeParse(data)
        if (!over) {
          expect(result.error?.issues ?? []).toEqual([])
        } else {
          expect(result.success).toBe(false)
          expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
            row.field,
            `String must contain at most ${max} character(s)`,
          ])
        }
      }),
      { numRuns: 20 }
    )
  })

  it('enumerated columns fit their limits (notification type, social provider)', () => {
    for (const type of NOTIFICATION_TYPES) expect(type.length).toBeLessThanOrEqual(L.NOTIFICATION_TYPE_MAX)
    for (const provider of SOCIAL_PROVIDERS) expect(provider.length).toBeLessThanOrEqual(L.AUTH_PROVIDER_MAX)
  })

  it('the spec’s numbers are the ones exported', () => {
    expect(L).toMatchObject({
      EMAIL_MAX: 255,
      USERNAME_MAX: 50,
      PASSWORD_MAX: 255,
      NAME_MAX: 100,
      AUTH_PROVIDER_MAX: 50,
      AUTH_PROVIDER_ID_MAX: 255,
      AFFILIATE_NAME_MAX: 100,
      TRACKING_PARAM_MAX: 50,
      AFFILIATE_ID_MAX: 100,
      IP_ADDRESS_MAX: 45,
      NOTIFICATION_TYPE_MAX: 50,
      NOTIFICATION_TITLE_MAX: 200,
      PHOTO_URL_MAX: 500,
      PHOTO_TYPE_MAX: 50,
      ACHIEVEMENT_TITLE_MAX: 200,
      BADGE_ICON_MAX: 100,
      FORUM_NAME_MAX: 200,
      FORUM_JOB_CATEGORY_MAX: 100,
      POST_TITLE_MAX: 300,
      STORY_TITLE_MAX: 300,
      HEALTHCARE_PROVIDER_NAME_MAX: 200,
      LAB_TEST_NAME_MAX: 200,
      LAB_VALUE_MAX: 100,
      MEDICATION_NAME_MAX: 200,
      INSIGHT_TITLE_MAX: 200,
      SUBSCRIPTION_FREQUENCY_MAX: 50,
      ORDER_STATUS_MAX: 50,
      ORDER_URL_MAX: 500,
      PASSWORD_MIN_LENGTH: 8,
      ASSESSMENT_STEPS: 4,
    })
  })
})
