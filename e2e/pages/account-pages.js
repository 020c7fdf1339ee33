/**
 * The other public account screens: /forgot-password, /reset-password/:token, /verify-email/:token.
 */
import { expectVisible } from '../support/expect.js'

export class ForgotPasswordPage {
  constructor(page) {
    this.page = page
    this.heading = page.getByRole('heading', { level: 1, name: 'Reset Your Password' })
    this.email = page.getByLabel('Email', { exact: true })
    this.submit = page.getByRole('button', { name: 'Send Reset Link', exact: true })
    this.confirmation = page.getByRole('status').filter({ hasText: 'If an account exists for that email' })
  }

  async goto() {
    await this.page.goto('/forgot-password')
    await expectVisible(this.heading, 'the forgot-password heading')
  }

  async request(email) {
    await this.email.fill(email)
    await this.submit.click()
    await expectVisible(this.confirmation, 'the forgot-password confirmation')
    return (await this.confirmation.first().innerText()).trim()
  }
}

export class ResetPasswordPage {
  constructor(page) {
    this.page = page
    this.heading = page.getByRole('heading', { level: 1, name: 'Choose a New Password' })
    this.password = page.getByLabel('New password', { exact: true })
    this.confirmPassword = page.getByLabel('Confirm new password', { exact: true })
    this.submit = page.getByRole('button', { name: 'Reset Password', exact: true })
    this.signIn = page.getByRole('link', { name: 'Sign in', exact: true })
  }

  async expectShown() {
    await expectVisible(this.heading, 'the reset-password heading')
  }

  async reset(password) {
    await this.password.fill(password)
    await this.confirmPassword.fill(password)
    await this.submit.click()
  }
}

export class VerifyEmailPage {
  constructor(page) {
    this.page = page
    this.heading = page.getByRole('heading', { level: 1, name: 'Email Verification' })
  }

  async expectShown() {
    await expectVisible(this.heading, 'the email verification heading')
  }
}
