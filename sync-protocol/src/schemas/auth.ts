/**
 * Accounts: sign-in, sign-up and password reset payloads (spec §3, §5, §7), the current user
 * the API returns, a user's own profile edits, and linked social sign-in accounts.
 */
import { z } from 'zod'
import { SOCIAL_PROVIDERS, USER_ROLES, type SocialProvider } from '../enums.js'
import { AUTH_PROVIDER_ID_MAX, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN_LENGTH, URL_MAX, USERNAME_MAX } from '../limits.js'
import { httpUrl, intIdSchema, isoTimestampSchema, optionalText } from './fields.js'
import { timeZoneSchema } from './notifications.js'

export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match.'

/** Trimmed first so an autofilled trailing space is not an 'Invalid email'. */
export const emailSchema = z.string().trim().max(EMAIL_MAX).email()
const newPassword = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX)

/** The confirmation error belongs under the confirm field, where the user retypes. */
function passwordsMatch(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['confirmPassword'], message: PASSWORD_MISMATCH_MESSAGE })
  }
}

export const loginSchema = z.object({
  email: emailSchema,
  // No minimum beyond non-empty: accounts may predate a policy change.
  password: z.string().min(1).max(PASSWORD_MAX),
})
export type LoginInput = z.input<typeof loginSchema>

export const signupSchema = z
  .object({
    email: emailSchema,
    password: newPassword,
    confirmPassword: z.string().max(PASSWORD_MAX),
    firstName: optionalText(NAME_MAX),
    lastName: optionalText(NAME_MAX),
  })
  .superRefine(passwordsMatch)
export type SignupInput = z.input<typeof signupSchema>

export const forgotPasswordSchema = z.object({ email: emailSchema })
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1).max(PASSWORD_MAX),
    password: newPassword,
    confirmPassword: z.string().max(PASSWORD_MAX),
  })
  .superRefine(passwordsMatch)
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>

/**
 * A signed-in person changing their password. The current one is asked for whenever the
 * account has one (an account made by social sign-in has none: it sets one by reset link).
 */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().max(PASSWORD_MAX).optional(),
    password: newPassword,
    confirmPassword: z.string().max(PASSWORD_MAX),
  })
  .superRefine(passwordsMatch)
export type ChangePasswordInput = z.input<typeof changePasswordSchema>
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is not correct.'

/**
 * What GET /api/auth/user returns. Unknown keys are stripped, so a password hash or token the
 * API leaked by mistake never reaches the PWA's store.
 */
export const currentUserSchema = z.object({
  id: intIdSchema,
  email: z.string().max(EMAIL_MAX),
  username: z.string().max(USERNAME_MAX),
  firstName: z.string().max(NAME_MAX).nullable(),
  lastName: z.string().max(NAME_MAX).nullable(),
  profileImage: z.string().max(URL_MAX).nullable(),
  emailVerified: z.boolean(),
  role: z.enum(USER_ROLES),
  /** A visitor's demo account ('View Demo', deleted within 24 hours); absent in older answers. */
  isDemo: z.boolean().default(false),
  createdAt: isoTimestampSchema,
})
export type CurrentUser = z.output<typeof currentUserSchema>

/** A user as listed elsewhere (admin, export): the current-user fields plus updatedAt. */
export const userSchema = currentUserSchema.extend({ updatedAt: isoTimestampSchema })
export type User = z.output<typeof userSchema>

/**
 * What a signed-in user may change on their own account. Email, password, role and
 * verification go through their own flows, never a profile patch.
 */
export const userProfileInputSchema = z.object({
  username: z.string().trim().min(1).max(USERNAME_MAX).optional(),
  firstName: optionalText(NAME_MAX),
  lastName: optionalText(NAME_MAX),
  profileImage: httpUrl(URL_MAX).nullish(),
})
export type UserProfileInput = z.input<typeof userProfileInputSchema>

/** A social sign-in account linked to a user; written by the API's OAuth callback. */
export const userProviderInputSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  providerId: z.string().min(1).max(AUTH_PROVIDER_ID_MAX),
  // Raw profile from the provider; the API encrypts it at rest.
  providerData: z.record(z.unknown()).nullish(),
})
export type UserProviderInput = z.input<typeof userProviderInputSchema>

/** A linked account as shown to its owner; providerData may hold tokens and is never sent. */
export const userProviderSchema = z.object({
  id: intIdSchema,
  userId: intIdSchema,
  provider: z.enum(SOCIAL_PROVIDERS),
  providerId: z.string().max(AUTH_PROVIDER_ID_MAX),
  createdAt: isoTimestampSchema,
})
export type UserProvider = z.output<typeof userProviderSchema>

/**
 * GET /api/auth/providers: whether each social sign-in provider is configured on this server
 * (has a client id). The sign-in screens keep all four buttons (spec §2) and use this to say
 * "not set up" instead of navigating to the server's 404 page.
 */
export const socialProvidersAnswerSchema = z.object({
  google: z.boolean(),
  facebook: z.boolean(),
  microsoft: z.boolean(),
  github: z.boolean(),
} satisfies Record<SocialProvider, z.ZodBoolean>)
export type SocialProvidersAnswer = z.output<typeof socialProvidersAnswerSchema>

/**
 * 'View Demo' (issue 14): GET /api/auth/demo says whether this server makes demo accounts;
 * POST /api/auth/demo makes one (a person with four weeks of records) and signs it in. The
 * visitor's time zone, when given, is the demo person's, so their days are the visitor's days.
 */
export const demoStatusSchema = z.object({ enabled: z.boolean() })
export type DemoStatus = z.output<typeof demoStatusSchema>
export const demoStartInputSchema = z.object({ timeZone: timeZoneSchema.nullish() })
export type DemoStartInput = z.input<typeof demoStartInputSchema>
