/**
 * Accounts: sign-up with a derived unique username, credential checks that never reveal whether
 * an email is registered, email verification and password reset with single-use hashed tokens.
 * Their mails are jobs (ADR 0037) carrying only the user's id: the job makes the token when it
 * runs, so no token ever waits in the queue or lands in a dead letter, and a retry mails a fresh
 * link that replaces the one before.
 */
import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import User from '#models/user'
import { isUniqueViolation } from '#services/db_errors'
import { newToken, hashToken } from '#services/tokens'
import { uniqueUsername } from '#services/username'
import VerifyEmailNotification from '#mails/verify_email_notification'
import ResetPasswordNotification from '#mails/reset_password_notification'
import { BadRequestException, ConflictException, InvalidCredentialsException, ValidationFailedException } from '#exceptions/app_exceptions'
import { CURRENT_PASSWORD_WRONG_MESSAGE } from '@dosewise/sync-protocol'
import { runInBackground } from '#services/background'
import { queue } from '#services/queue/queue'
import { endAllSessions } from '#services/auth/sessions_service'

export const RESET_TOKEN_TTL_MINUTES = 60

export function appUrl() {
  return (env.get('APP_URL') ?? `http://localhost:${env.get('PORT') ?? 3333}`).replace(/\/$/, '')
}

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase()
}

export default class AccountService {
  async signup(input: { email: string; password: string; firstName?: string | null; lastName?: string | null }) {
    const email = normalizeEmail(input.email)
    if (await User.findBy('email', email)) throw this.#duplicate()

    const user = await this.#createWithUniqueUsername(email, input)
    await queue.enqueue('mail.verify-email', { userId: user.id })
    return user
  }

  async verifyCredentials(emailInput: string, password: string) {
    const user = await User.findBy('email', normalizeEmail(emailInput))
    if (!user || !user.password) {
      // Same work as a real check, so response time does not tell whether the email exists.
      await hash.make(password)
      throw new InvalidCredentialsException()
    }
    if (!(await hash.verify(user.password, password))) throw new InvalidCredentialsException()
    return user
  }

  async verifyEmail(token: string) {
    const user = await User.findBy('verificationToken', hashToken(token))
    if (!user) {
      throw new BadRequestException('This verification link is invalid or has already been used.', 'E_INVALID_VERIFICATION_TOKEN')
    }
    user.emailVerified = true
    user.verificationToken = null
    await user.save()
    return user
  }

  async resendVerification(user: User) {
    if (user.emailVerified) return
    await queue.enqueue('mail.verify-email', { userId: user.id })
  }

  /** The job 'mail.verify-email': a new link (the previous one stops working) mailed to the user. */
  async sendVerificationMail(userId: number) {
    const user = await User.find(userId)
    if (!user || user.emailVerified) return
    const verification = newToken()
    user.verificationToken = verification.hash
    await user.save()
    await mail.send(new VerifyEmailNotification(user.email, user.firstName, `${appUrl()}/verify-email/${verification.token}`))
  }

  /**
   * Starts a reset in the background and returns at once: the answer, and how long it takes, is
   * the same whether or not the email has an account (no enumeration, by content or by timing).
   */
  requestPasswordResetInBackground(emailInput: string) {
    runInBackground('password reset mail', () => this.requestPasswordReset(emailInput))
  }

  async requestPasswordReset(emailInput: string) {
    const user = await User.findBy('email', normalizeEmail(emailInput))
    if (!user) return
    await queue.enqueue('mail.password-reset', { userId: user.id })
  }

  /** The job 'mail.password-reset': a reset link valid for an hour, replacing any before it. */
  async sendPasswordResetMail(userId: number) {
    const user = await User.find(userId)
    if (!user) return
    const reset = newToken()
    user.resetToken = reset.hash
    user.resetTokenExpiry = DateTime.now().plus({ minutes: RESET_TOKEN_TTL_MINUTES })
    await user.save()
    await mail.send(new ResetPasswordNotification(user.email, user.firstName, `${appUrl()}/reset-password/${reset.token}`))
  }

  async resetPassword(token: string, password: string) {
    const user = await User.findBy('resetToken', hashToken(token))
    if (!user || !user.resetTokenExpiry || user.resetTokenExpiry < DateTime.now()) {
      throw new BadRequestException('This reset link is invalid or has expired. Please request a new one.', 'E_INVALID_RESET_TOKEN')
    }
    user.password = password
    user.resetToken = null
    user.resetTokenExpiry = null
    // Following the mailed link proves the address is theirs.
    user.emailVerified = true
    user.verificationToken = null
    // Whoever was signed in with the old password is signed out everywhere.
    await endAllSessions(user)
    return user
  }

  /**
   * A signed-in person's new password. Every other session ends (in the same save as the new
   * password); the caller signs this one in again.
   */
  async changePassword(user: User, currentPassword: string | undefined, password: string) {
    if (!user.password) {
      throw new BadRequestException(
        "This account has no password yet (you sign in with a social account). Use 'Forgot password' to set one.",
        'E_NO_PASSWORD'
      )
    }
    if (!currentPassword || !(await hash.verify(user.password, currentPassword))) {
      throw new ValidationFailedException([{ field: 'currentPassword', message: CURRENT_PASSWORD_WRONG_MESSAGE }])
    }
    user.password = password
    user.resetToken = null
    user.resetTokenExpiry = null
    await endAllSessions(user)
    return user
  }

  async #createWithUniqueUsername(email: string, input: { password: string; firstName?: string | null; lastName?: string | null }) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await User.create({
          email,
          password: input.password,
          username: await uniqueUsername(email),
          firstName: input.firstName?.trim() || null,
          lastName: input.lastName?.trim() || null,
          emailVerified: false,
          verificationToken: null,
          role: 'user',
        })
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        // Two sign-ups at the same moment: the unique indexes decide. Same email → 409;
        // same derived username → derive again.
        if (await User.findBy('email', email)) throw this.#duplicate()
        if (attempt >= 3) throw error
      }
    }
  }

  #duplicate() {
    return new ConflictException(
      'An account with this email already exists. Sign in instead, or reset your password if you forgot it.',
      'E_EMAIL_TAKEN'
    )
  }
}
