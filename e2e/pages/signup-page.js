/**
 * /signup (spec §2): social buttons, then first name, last name, email, password, confirm.
 */
import { expectVisible } from '../support/expect.js'

export class SignupPage {
  constructor(page) {
    this.page = page
    this.heading = page.getByRole('heading', { level: 1, name: 'Create Your Account' })
    this.firstName = page.getByLabel('First name', { exact: true })
    this.lastName = page.getByLabel('Last name', { exact: true })
    this.email = page.getByLabel('Email', { exact: true })
    this.password = page.getByLabel('Password', { exact: true })
    this.confirmPassword = page.getByLabel('Confirm password', { exact: true })
    this.submit = page.getByRole('button', { name: 'Create Account', exact: true })
    this.pendingSubmit = page.getByRole('button', { name: 'Creating account...', exact: true })
    this.signIn = page.getByRole('link', { name: 'Sign in', exact: true })
  }

  async goto() {
    await this.page.goto('/signup')
    await this.expectShown()
  }

  async expectShown() {
    await expectVisible(this.heading, 'the sign-up screen heading')
  }

  socialButton(label) {
    return this.page.getByRole('button', { name: `Continue with ${label}`, exact: true })
  }

  async fill({ firstName = 'Erin', lastName = 'Tester', email, password, confirmPassword = password }) {
    await this.firstName.fill(firstName)
    await this.lastName.fill(lastName)
    await this.email.fill(email)
    await this.password.fill(password)
    await this.confirmPassword.fill(confirmPassword)
  }

  async signUp(account) {
    await this.fill(account)
    await this.submit.click()
  }
}
