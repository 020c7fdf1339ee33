import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { loginSchema, signupSchema } from '@dosewise/sync-protocol'
import AccountService from '#services/account_service'
import { validate } from '#services/validate'
import { serializeCurrentUser } from '#services/user_serializer'
import { clearAuthHint, setAuthHint } from '#services/auth_hint'

const VERIFY_REMINDER = 'Please verify your email address: check your inbox for the link we sent you.'

@inject()
export default class AuthController {
  constructor(private accounts: AccountService) {}

  async signup({ request, response }: HttpContext) {
    const input = validate(signupSchema, request.body())
    const user = await this.accounts.signup(input)
    return response.status(201).send({
      message: 'Account created. Please check your email to verify your account.',
      user: serializeCurrentUser(user),
    })
  }

  async login({ request, response, auth }: HttpContext) {
    const { email, password } = validate(loginSchema, request.body())
    const user = await this.accounts.verifyCredentials(email, password)
    // The guard regenerates the session id at login (no session fixation).
    await auth.use('web').login(user)
    setAuthHint(response)
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

  async current({ auth }: HttpContext) {
    const user = auth.getUserOrFail()
    return {
      ...serializeCurrentUser(user),
      ...(user.emailVerified ? {} : { reminder: VERIFY_REMINDER }),
    }
  }
}
