import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AccountService from '#services/account_service'
import { forgotPasswordValidator, resetPasswordValidator } from '#validators/auth'

@inject()
export default class PasswordResetController {
  constructor(private accounts: AccountService) {}

  async request({ request }: HttpContext) {
    const { email } = forgotPasswordValidator.validate(request.body())
    this.accounts.requestPasswordResetInBackground(email)
    // The same answer whether or not the address has an account.
    return {
      message: 'If an account exists for that email, we have sent a link to reset the password. It is valid for one hour.',
    }
  }

  async reset({ request }: HttpContext) {
    const { token, password } = resetPasswordValidator.validate(request.body())
    await this.accounts.resetPassword(token, password)
    return { message: 'Your password has been reset. You can now sign in with the new password.' }
  }
}
