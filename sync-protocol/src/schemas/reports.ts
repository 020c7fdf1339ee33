/**
 * 'Share Report' on a provider's card (issue 14): what the PWA may ask for and what it gets back.
 * The request names a provider of the person's own and one of the four reports — nothing else.
 * The server builds the report from the person's synced records and sends it only to the
 * provider's stored email, so the API never relays a file or an address a client chose; any
 * other field is refused. The refusals' words live here so the PWA shows the server's own.
 */
import { z } from 'zod'
import { REPORT_KINDS } from '../reports/types.js'
import { EMAIL_MAX, SHORT_TEXT_MAX } from '../limits.js'
import { isoTimestampSchema, uuidSchema } from './fields.js'

export const REPORT_SHARE_MESSAGE_MAX = 1_000

export const REPORT_SHARE_MESSAGES = {
  providerRequired: 'Choose a provider',
  kind: 'Choose one of the four reports',
  messageTooLong: `Keep the message to ${REPORT_SHARE_MESSAGE_MAX.toLocaleString('en-US')} characters or fewer`,
  onlyTheseFields: 'Only a provider, a report and a message can be sent: the report and its recipient come from your saved records',
  unverified: 'Verify your email address before sharing reports',
  providerNotFound: 'Provider not found',
  providerWithoutEmail: 'Add an email address for this provider first',
  offline: 'Sharing a report needs a connection',
} as const

/** The `code` of each refusal (the API's `{ code, message }`), so the PWA can offer the way out. */
export const REPORT_SHARE_CODES = {
  unverified: 'E_EMAIL_UNVERIFIED',
  providerNotFound: 'E_PROVIDER_NOT_FOUND',
  providerWithoutEmail: 'E_PROVIDER_WITHOUT_EMAIL',
} as const

/** POST /api/reports/share/preview and POST /api/reports/share. */
export const reportShareInputSchema = z
  .object({
    providerId: z.string({ required_error: REPORT_SHARE_MESSAGES.providerRequired }).pipe(uuidSchema),
    kind: z.enum(REPORT_KINDS, { errorMap: () => ({ message: REPORT_SHARE_MESSAGES.kind }) }),
    /** A personal note to the provider, put in the mail's text; blank means none. */
    message: z.string().trim().max(REPORT_SHARE_MESSAGE_MAX, REPORT_SHARE_MESSAGES.messageTooLong).nullish(),
  })
  .strict(REPORT_SHARE_MESSAGES.onlyTheseFields)
export type ReportShareInput = z.input<typeof reportShareInputSchema>

/** Exactly what 'Send' would send: nothing is sent to produce it. */
export const reportSharePreviewSchema = z.object({
  to: z.string().max(EMAIL_MAX),
  subject: z.string().max(SHORT_TEXT_MAX * 2),
  text: z.string(),
  attachment: z.object({ filename: z.string(), bytes: z.number().int().min(0) }),
  report: z.object({ title: z.string(), sections: z.array(z.string()) }),
})
export type ReportSharePreview = z.output<typeof reportSharePreviewSchema>

export const reportShareReceiptSchema = z.object({
  sentTo: z.string().max(EMAIL_MAX),
  sentAt: isoTimestampSchema,
  filename: z.string(),
})
export type ReportShareReceipt = z.output<typeof reportShareReceiptSchema>
