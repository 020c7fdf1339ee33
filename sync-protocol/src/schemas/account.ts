/**
 * The person's own account at /settings (issue 14): profile edits, signed-in devices, account
 * deletion and the data export. The API and the PWA show the same words, so they live here.
 * Changing the password reuses changePasswordSchema (auth.ts); the time zone is a reminder
 * setting and goes through sync like the other reminder settings.
 */
import { z } from 'zod'
import { SOCIAL_PROVIDERS } from '../enums.js'
import { NAME_MAX, PASSWORD_MAX } from '../limits.js'
import { isoTimestampSchema } from './fields.js'

/** A sign-in older than this cannot delete an account that has no password. */
export const REAUTH_WINDOW_MINUTES = 10

export const ACCOUNT_MESSAGES = {
  nameTooLong: `Keep a name to ${NAME_MAX} characters`,
  profileSaved: 'Your profile has been saved.',
  deviceSignedOut: 'That device has been signed out.',
  deviceNotFound: 'That device is already signed out.',
  deviceIsCurrent: 'This is the device you are using. To sign out here, use Sign out.',
  passwordRequired: 'Enter your password to delete your account.',
  reauthenticate: 'Sign in again to delete your account.',
  deleted: 'Your account has been deleted',
  unsentLost: 'Changes on this device that have not reached the server yet will be lost.',
  exportFailed: 'Your data could not be exported. Please try again.',
} as const

/** Trimmed; an empty name is no name (null). */
const name = z
  .string({ invalid_type_error: 'Enter a name as text' })
  .max(NAME_MAX + 64)
  .transform((value) => value.trim())
  .pipe(z.string().max(NAME_MAX, ACCOUNT_MESSAGES.nameTooLong))
  .transform((value) => (value === '' ? null : value))
  .nullish()

/** PATCH /api/account/profile: a field left out stays as it is. */
export const accountProfileInputSchema = z.object({
  firstName: name,
  lastName: name,
})
export type AccountProfileInput = z.input<typeof accountProfileInputSchema>

/**
 * DELETE /api/account: the password, for an account that has one. An account made by social
 * sign-in has none and proves itself by a recent sign-in instead.
 */
export const deleteAccountInputSchema = z.object({
  password: z.string().max(PASSWORD_MAX).optional(),
})
export type DeleteAccountInput = z.input<typeof deleteAccountInputSchema>

/**
 * One signed-in device (GET /api/account/sessions). `id` is opaque: derived from the session,
 * never the session id itself (which would let anyone who sees it use the session).
 */
export const accountSessionSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/),
  device: z.string().max(200),
  signedInAt: isoTimestampSchema.nullable(),
  lastActiveAt: isoTimestampSchema.nullable(),
  current: z.boolean(),
})
export type AccountSession = z.output<typeof accountSessionSchema>
export const accountSessionsSchema = z.array(accountSessionSchema)

/**
 * GET /api/account: what /settings needs beyond the current user — whether the account has a
 * password (one made by social sign-in has none), the social sign-ins linked to it, and when
 * this session signed in (deleting an account without a password needs a recent sign-in).
 */
export const accountOverviewSchema = z.object({
  hasPassword: z.boolean(),
  providers: z.array(z.enum(SOCIAL_PROVIDERS)),
  signedInAt: isoTimestampSchema.nullable(),
})
export type AccountOverview = z.output<typeof accountOverviewSchema>

/** The 403 a social-only account gets when its sign-in is too old to delete the account. */
export const reauthenticateAnswerSchema = z.object({
  code: z.literal('E_REAUTHENTICATE'),
  message: z.string(),
  /** The social providers linked to the account, each a way to sign in again. */
  providers: z.array(z.enum(SOCIAL_PROVIDERS)),
})

/** dosewise-export-YYYY-MM-DD.zip, the date in UTC. */
export function exportFileName(now: Date = new Date()): string {
  return `dosewise-export-${now.toISOString().slice(0, 10)}.zip`
}
