import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AccountService from '#services/account_service'

@inject()
export default class EmailVerificationController {
  constructor(private accounts: AccountService) {}

  async verify({ params }: HttpContext) {
    await this.accounts.verifyEmail(String(params.token ?? ''))
    return { message: 'Your email address has been verified. Thank you!' }
  }

  async resend({ auth }: HttpContext) {
    await this.accounts.resendVerification(auth.getUserOrFail())
    return { message: 'If your address still needs verifying, a new link is on its way.' }
  }
}
