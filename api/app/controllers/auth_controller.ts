import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AccountService from '#services/account_service'
import { changePasswordValidator, loginValidator, signupValidator } from '#validators/auth'
import { serializeCurrentUser } from '#services/user_serializer'
import { clearAuthHint } from '#http/auth_hint'
import { endAllSessions } from '#services/auth/sessions_service'
import { signIn } from '#http/sign_in'

const VERIFY_REMINDER = 'Please verify your email address: check your inbox for the link we sent you.'

@inject()
export default class AuthController {
  constructor(private accounts: AccountService) {}

  async signup({ request, response }: HttpContext) {
    const input = signupValidator.validate(request.body())
    const user = await this.accounts.signup(input)
    return response.status(201).send({
      message: 'Account created. Please check your email to verify your account.',
      user: serializeCurrentUser(user),
    })
  }

  async login(ctx: HttpContext) {
    const { email, password } = loginValidator.validate(ctx.request.body())
    const user = await this.accounts.verifyCredentials(email, password)
    // A new session id at sign-in (no session fixation), tagged with its user.
    await signIn(ctx, user)
    return {
      message: 'You have been logged in successfully.',
      user: serializeCurrentUser(user),
      ...(user.emailVerified ? {} : { reminder: VERIFY_REMINDER }),
    }
  }

  async logout({ auth, session, response }: HttpContext) {
    if (await auth.use('web').check()) await auth.use('web').logout()
    session.regenerate()
    clearAuthHint(response)
    return { message: 'You have been signed out.' }
  }

  /** A new password: every other session of the person ends; this one goes on. */
  async changePassword(ctx: HttpContext) {
    const { currentPassword, password } = changePasswordValidator.validate(ctx.request.body())
    const user = await this.accounts.changePassword(ctx.auth.getUserOrFail(), currentPassword, password)
    await signIn(ctx, user)
    return { message: 'Your password has been changed. You have been signed out on every other device.' }
  }

  /** Signs the person out on every device, this one included. */
  async logoutEverywhere(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    await ctx.auth.use('web').logout()
    await endAllSessions(user)
    clearAuthHint(ctx.response)
    return { message: 'You have been signed out on every device.' }
  }

  async current({ auth }: HttpContext) {
    const user = auth.getUserOrFail()
    return {
      ...serializeCurrentUser(user),
      ...(user.emailVerified ? {} : { reminder: VERIFY_REMINDER }),
    }
  }
}
