/**
 * Social sign-in (Google, Facebook, Microsoft, GitHub): turns a provider's answer into one of
 * our users, or into the title and message of a page that says what went wrong (these are
 * browser navigations, not API calls, so errors are pages, not JSON; app/http/social_auth_page.ts
 * renders it).
 *
 * Which user an identity signs in (first rule that applies):
 *  0. someone is already signed in → the identity is connected to that account
 *     (unless another account already owns it → 409);
 *  1. a user_providers row (provider, providerId) exists → its user;
 *  2. the provider vouches for the email (see `providerVerifiedEmail`) and a user has it →
 *     connect the identity to that user. If the provider does not vouch for it → 409 and
 *     nothing is linked: anyone can type someone else's address into a Microsoft tenant or a
 *     GitHub/Facebook profile, and linking on it would hand them the account;
 *  3. otherwise a new user (no password) is created with the identity.
 * Steps 2 and 3 write the user and the link in one transaction; the unique indexes
 * (users.email, users.username, user_providers (provider, provider_id)) settle races between
 * concurrent callbacks, and the loser simply runs the rules again and finds the winner's rows.
 */
import { forgetStoredSessions, moveSessionEpoch } from '#services/auth/sessions_service'
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { AllyDriverContract, AllyUserContract } from '@adonisjs/ally/types'
import User from '#models/user'
import { isUniqueViolation } from '#services/db_errors'
import UserProvider from '#models/user_provider'
import { uniqueUsername } from '#services/username'

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'microsoft', 'github'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

const DISPLAY_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  microsoft: 'Microsoft',
  github: 'GitHub',
}

const CLIENT_ID_ENV = {
  google: 'GOOGLE_CLIENT_ID',
  facebook: 'FACEBOOK_CLIENT_ID',
  microsoft: 'MICROSOFT_CLIENT_ID',
  github: 'GITHUB_CLIENT_ID',
} as const

export const RETURN_TO_SESSION_KEY = 'social_auth_return_to'
export const DEFAULT_RETURN_TO = '/dashboard'

export type SocialAuthPage = { status: number; title: string; message: string }
export type CallbackOutcome = { kind: 'page'; page: SocialAuthPage } | { kind: 'user'; user: User }

/** What we keep from a provider's profile, the same shape for every provider. */
export type SocialProfile = {
  providerId: string
  email: string | null
  emailVerified: boolean
  name: string | null
  firstName: string | null
  lastName: string | null
  usernameSource: string | null
  avatarUrl: string | null
  token: { type: string | null; expiresAt: string | null; scope: string | null }
}

/**
 * A place inside this app to go after sign-in: a path starting with exactly one '/'.
 * Anything else ('https://…', '//host', '/\host', which browsers treat as '//host') is ignored.
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 500) return null
  if (!/^\/(?![/\\])[^\s\\]*$/.test(value)) return null
  return new URL(value, 'http://app.invalid').origin === 'http://app.invalid' ? value : null
}

/**
 * Whether the provider says the person proved they own the address.
 * - Google: `email_verified` (OpenID userinfo) or `verified_email` (v2 userinfo).
 * - GitHub: Ally reports 'verified' for the public profile email (GitHub only lets verified
 *   addresses be public) or for the verified address it picks from /user/emails.
 * - Facebook: the Graph API only returns `email` when the account has a confirmed address, and
 *   has not sent the old `verified` flag since v3.0, so Ally reports 'unsupported'. We trust
 *   the address unless Facebook explicitly says `verified: false`.
 * - Microsoft: says nothing (tenant admins can set `mail` to anything) → never trusted.
 */
export function providerVerifiedEmail(provider: SocialProvider, user: AllyUserContract<any>): boolean {
  switch (provider) {
    case 'google':
      return user.emailVerificationState === 'verified' || user.original?.verified_email === true
    case 'github':
      return user.emailVerificationState === 'verified'
    case 'facebook':
      return user.emailVerificationState !== 'unverified'
    case 'microsoft':
      return false
  }
}

export function socialProfile(provider: SocialProvider, user: AllyUserContract<any>): SocialProfile {
  const original = (user.original ?? {}) as Record<string, any>
  const email = cleanEmail(user.email)
  const name = text(user.name) ?? text(original.name)
  const [firstName, lastName] = {
    google: [original.given_name, original.family_name],
    facebook: [original.first_name, original.last_name],
    microsoft: [original.givenName, original.surname],
    // GitHub has one free-form name: kept whole rather than guessing where to split it.
    github: [name, null],
  }[provider].map((part) => text(part)?.slice(0, 100) ?? null)
  const expiresAt = user.token?.expiresAt
  return {
    providerId: String(user.id ?? original.id ?? '').slice(0, 255),
    email,
    emailVerified: email !== null && providerVerifiedEmail(provider, user),
    name,
    firstName,
    lastName,
    usernameSource: text(provider === 'github' ? original.login : user.nickName) ?? name ?? email,
    avatarUrl: avatarUrl(user.avatarUrl),
    token: {
      type: text(user.token?.type),
      expiresAt: expiresAt instanceof Date ? expiresAt.toISOString() : null,
      scope: text(user.token?.scope),
    },
  }
}

export default class SocialAuthService {
  displayName(provider: SocialProvider) {
    return DISPLAY_NAMES[provider]
  }

  /** Read per request (not from the config loaded at boot) so it can be switched off live. */
  isConfigured(provider: SocialProvider) {
    return Boolean(env.get(CLIENT_ID_ENV[provider]))
  }

  /** Which providers have a client id, so the PWA can say so instead of navigating to a 404 page. */
  configuredProviders(): Record<SocialProvider, boolean> {
    return Object.fromEntries(SOCIAL_PROVIDERS.map((provider) => [provider, this.isConfigured(provider)])) as Record<
      SocialProvider,
      boolean
    >
  }

  notConfigured(provider: SocialProvider): SocialAuthPage {
    const title = `${this.displayName(provider)} sign-in is not configured on this server`
    return { status: 404, title, message: `${title}. Sign in with your email and password instead.` }
  }

  async handleCallback(provider: SocialProvider, driver: AllyDriverContract<any, any>, currentUser?: User): Promise<CallbackOutcome> {
    const name = this.displayName(provider)
    const problem = this.#redirectProblem(name, driver)
    if (problem) return { kind: 'page', page: problem }

    let allyUser: AllyUserContract<any>
    try {
      allyUser = await driver.user()
    } catch (error) {
      return { kind: 'page', page: this.#exchangeFailed(provider, error) }
    }
    const profile = socialProfile(provider, allyUser)
    if (!profile.providerId) {
      logger.warn({ provider }, 'social sign-in: the provider sent no account id')
      return page(502, `${name} sign-in failed`, `${name} did not tell us which account you used. Please try again.`)
    }

    for (let attempt = 0; ; attempt++) {
      try {
        return await this.#resolve(provider, profile, currentUser)
      } catch (error) {
        // Another callback for the same identity, email or username committed first.
        if (!isUniqueViolation(error) || attempt >= 3) throw error
      }
    }
  }

  #redirectProblem(name: string, driver: AllyDriverContract<any, any>): SocialAuthPage | null {
    if (driver.accessDenied()) {
      return {
        status: 400,
        title: `${name} sign-in was cancelled`,
        message: `You cancelled signing in with ${name}, or ${name} did not allow it. You have not been signed in.`,
      }
    }
    if (driver.stateMisMatch()) {
      return {
        status: 400,
        title: 'This sign-in could not be verified',
        message: `This ${name} sign-in expired or was not started from this browser, so we stopped it to protect your account. Please start again from the sign-in page.`,
      }
    }
    if (driver.hasError()) {
      return {
        status: 400,
        title: `${name} sign-in failed`,
        message: `${name} reported a problem (${driver.getError()}). You have not been signed in. Please try again.`,
      }
    }
    return null
  }

  #exchangeFailed(provider: SocialProvider, error: unknown): SocialAuthPage {
    const name = this.displayName(provider)
    const status = (error as { response?: { status?: number } })?.response?.status
    logger.warn({ provider, status, err: (error as Error)?.message }, 'social sign-in: provider exchange failed')
    // A 4xx from the provider means this code was refused (expired, reused): starting over helps.
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return {
        status: 400,
        title: `${name} sign-in failed`,
        message: `${name} did not accept this sign-in (it may have expired or been used already). Please start again from the sign-in page.`,
      }
    }
    return {
      status: 502,
      title: `${name} sign-in failed`,
      message: `We could not reach ${name} to finish signing you in. Please try again in a moment.`,
    }
  }

  async #resolve(provider: SocialProvider, profile: SocialProfile, currentUser?: User): Promise<CallbackOutcome> {
    const name = this.displayName(provider)
    const link = await UserProvider.query().where('provider', provider).where('providerId', profile.providerId).preload('user').first()

    if (currentUser) {
      if (link && link.userId !== currentUser.id) {
        return page(
          409,
          `This ${name} account is connected to another account`,
          `Sign out first, then sign in with ${name} to use that account.`
        )
      }
      if (!link) await db.transaction((trx) => this.#link(currentUser, provider, profile, trx))
      return { kind: 'user', user: currentUser }
    }

    if (link) {
      link.providerData = providerData(profile)
      await link.save()
      return { kind: 'user', user: link.user }
    }

    if (!profile.email) {
      return page(
        400,
        `Your ${name} account did not share an email address`,
        `We need an email address to sign you in. Allow access to your email address when ${name} asks, or sign up with your email and a password.`
      )
    }

    const existing = await User.findBy('email', profile.email)
    if (existing) {
      if (!profile.emailVerified) {
        return page(
          409,
          'An account with this email already exists',
          `${name} does not confirm that ${profile.email} belongs to you, so we cannot connect it to the existing account. Sign in with your password first, then sign in with ${name} again to connect it.`
        )
      }
      await db.transaction(async (trx) => {
        if (!existing.emailVerified) {
          // Nobody ever proved they own this address, so the password on this account may
          // have been set by someone else waiting for the real owner to arrive ("account
          // pre-hijacking"). The provider just proved ownership: drop that password; the
          // owner can set one with "forgot password".
          // Whoever signed in with that password is signed out everywhere, too.
          existing.useTransaction(trx)
          existing.merge({ password: null, emailVerified: true, verificationToken: null })
          moveSessionEpoch(existing)
          await existing.save()
        }
        await this.#link(existing, provider, profile, trx)
      })
      await forgetStoredSessions(existing.id)
      return { kind: 'user', user: existing }
    }

    // Derived before the transaction: SQLite has one connection, held by the transaction.
    const username = await uniqueUsername(profile.usernameSource ?? profile.email)
    const user = await db.transaction(async (trx) => {
      const created = await User.create(
        {
          email: profile.email!,
          username,
          password: null,
          firstName: profile.firstName,
          lastName: profile.lastName,
          profileImage: profile.avatarUrl,
          emailVerified: profile.emailVerified,
          role: 'user',
        },
        { client: trx }
      )
      await this.#link(created, provider, profile, trx)
      return created
    })
    return { kind: 'user', user }
  }

  async #link(user: User, provider: SocialProvider, profile: SocialProfile, trx: TransactionClientContract) {
    await UserProvider.create(
      { userId: user.id, provider, providerId: profile.providerId, providerData: providerData(profile) },
      { client: trx }
    )
  }
}

function page(status: number, title: string, message: string): CallbackOutcome {
  return { kind: 'page', page: { status, title, message } }
}

/** Stored encrypted (UserProvider.providerData). The access token itself is not kept: nothing uses it. */
function providerData(profile: SocialProfile): Record<string, unknown> {
  return {
    id: profile.providerId,
    name: profile.name,
    email: profile.email,
    emailVerified: profile.emailVerified,
    avatar: profile.avatarUrl,
    token: profile.token,
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

function cleanEmail(value: unknown): string | null {
  const email = text(value)?.toLowerCase()
  return email && email.length <= 255 && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null
}

function avatarUrl(value: unknown): string | null {
  const url = text(value)
  return url && url.length <= 500 && /^https?:\/\//i.test(url) ? url : null
}
