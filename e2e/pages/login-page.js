/**
 * /login (spec §2): social buttons, email and password, 'Forgot password?', 'Sign up'.
 */
import { expectVisible } from '../support/expect.js'

export const SOCIAL_PROVIDERS = [
  { id: 'google', label: 'Google' },
  { id: 'facebook', label: 'Facebook' },
  { id: 'microsoft', label: 'Microsoft' },
  { id: 'github', label: 'GitHub' },
]

export class LoginPage {
  constructor(page) {
    this.page = page
    this.heading = page.getByRole('heading', { level: 1, name: 'Welcome Back' })
    this.email = page.getByLabel('Email', { exact: true })
    this.password = page.getByLabel('Password', { exact: true })
    this.submit = page.getByRole('button', { name: 'Sign In', exact: true })
    this.pendingSubmit = page.getByRole('button', { name: 'Signing in...', exact: true })
    this.forgotPassword = page.getByRole('link', { name: 'Forgot password?', exact: true })
    this.signUp = page.getByRole('link', { name: 'Sign up', exact: true })
  }

  async goto() {
    await this.page.goto('/login')
    await this.expectShown()
  }

  async expectShown() {
    await expectVisible(this.heading, 'the login screen heading')
  }

  socialButton(label) {
    return this.page.getByRole('button', { name: `Continue with ${label}`, exact: true })
  }

  async fill({ email, password }) {
    await this.email.fill(email)
    await this.password.fill(password)
  }

  async signIn(credentials) {
    await this.fill(credentials)
    await this.submit.click()
  }
}
