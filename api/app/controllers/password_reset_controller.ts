import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { forgotPasswordSchema, resetPasswordSchema } from '@dosewise/sync-protocol'
import AccountService from '#services/account_service'
import { validate } from '#services/validate'

@inject()
export default class PasswordResetController {
  constructor(private accounts: AccountService) {}

  async request({ request }: HttpContext) {
    const { email } = validate(forgotPasswordSchema, request.body())
    this.accounts.requestPasswordResetInBackground(email)
    // The same answer whether or not the address has an account.
    return {
      message: 'If an account exists for that email, we have sent a link to reset the password. It is valid for one hour.',
    }
  }

  async reset({ request }: HttpContext) {
    const { token, password } = validate(resetPasswordSchema, request.body())
    await this.accounts.resetPassword(token, password)
    return { message: 'Your password has been reset. You can now sign in with the new password.' }
  }
}
