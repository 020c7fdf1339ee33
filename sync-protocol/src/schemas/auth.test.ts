import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { parseOrErrors } from '../errors.js'
import {
  currentUserSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  userProfileInputSchema,
  userProviderSchema,
} from './auth.js'

const errorsOf = (schema: z.ZodTypeAny, data: unknown) => {
  const result = parseOrErrors(schema, data)
  return result.success ? [] : result.errors
}

const signup = { email: 'ada@example.com', password: 'correct horse', confirmPassword: 'correct horse' }

describe('loginSchema', () => {
  it('requires email and password', () => {
    expect(errorsOf(loginSchema, {})).toEqual([
      { field: 'email', message: 'Required' },
      { field: 'password', message: 'Required' },
    ])
  })

  it("says 'Invalid email' and names wrong types", () => {
    expect(errorsOf(loginSchema, { email: 'ada', password: 12345678 })).toEqual([
      { field: 'email', message: 'Invalid email' },
      { field: 'password', message: 'Expected string, received number' },
    ])
  })

  it('trims the email', () => {
    expect(loginSchema.parse({ email: ' ada@example.com ', password: 'x' }).email).toBe('ada@example.com')
  })
})

describe('signupSchema', () => {
  it('accepts a valid sign-up with optional names', () => {
    expect(signupSchema.parse({ ...signup, firstName: 'Ada' })).toEqual({ ...signup, firstName: 'Ada' })
  })

  it('requires email, password and confirmation', () => {
    expect(errorsOf(signupSchema, {})).toEqual([
      { field: 'email', message: 'Required' },
      { field: 'password', message: 'Required' },
      { field: 'confirmPassword', message: 'Required' },
    ])
  })

  it('needs a password of at least 8 characters', () => {
    expect(errorsOf(signupSchema, { ...signup, password: 'short', confirmPassword: 'short' })).toEqual([
      { field: 'password', message: 'String must contain at least 8 character(s)' },
    ])
    expect(errorsOf(signupSchema, { ...signup, password: '12345678', confirmPassword: '12345678' })).toEqual([])
  })

  it("puts a mismatch under confirmPassword with the spec's text", () => {
    expect(errorsOf(signupSchema, { ...signup, confirmPassword: 'correct horsf' })).toEqual([
      { field: 'confirmPassword', message: 'Passwords do not match.' },
    ])
  })

  it('limits names to 100 characters', () => {
    expect(errorsOf(signupSchema, { ...signup, lastName: 'x'.repeat(101) })).toEqual([
      { field: 'lastName', message: 'String must contain at most 100 character(s)' },
    ])
  })
})

describe('password reset', () => {
  it('forgot-password needs a valid email', () => {
    expect(errorsOf(forgotPasswordSchema, { email: '' })).toEqual([{ field: 'email', message: 'Invalid email' }])
  })

  it('reset needs a token, a long enough password and a matching confirmation', () => {
    expect(errorsOf(resetPasswordSchema, { password: 'abcdefgh', confirmPassword: 'abcdefgx' })).toEqual([
      { field: 'token', message: 'Required' },
    ])
    expect(errorsOf(resetPasswordSchema, { token: 't', password: 'abcdefgh', confirmPassword: 'abcdefgx' })).toEqual([
      { field: 'confirmPassword', message: 'Passwords do not match.' },
    ])
  })
})

describe('currentUserSchema', () => {
  const user = {
    id: 1,
    email: 'ada@example.com',
    username: 'ada',
    firstName: 'Ada',
    lastName: null,
    profileImage: null,
    emailVerified: false,
    role: 'user',
    isDemo: false,
    createdAt: '2025-01-02T03:04:05.000+00:00',
  }

  it('never lets a password hash or token through', () => {
    const parsed = currentUserSchema.parse({
      ...user,
      password: '$scrypt$…',
      verificationToken: 'abc',
      resetToken: 'def',
      resetTokenExpiry: '2025-01-02T03:04:05.000Z',
    })
    expect(parsed).toEqual(user)
    expect(Object.keys(parsed)).not.toContain('password')
  })

  it('reads a user remembered before demo accounts existed as no demo', () => {
    const { isDemo: _isDemo, ...older } = user
    expect(currentUserSchema.parse(older).isDemo).toBe(false)
    expect(currentUserSchema.parse({ ...user, isDemo: true }).isDemo).toBe(true)
  })

  it('refuses an unknown role and a non-ISO date', () => {
    expect(errorsOf(currentUserSchema, { ...user, role: 'root', createdAt: '2025-01-02' })).toEqual([
      { field: 'role', message: "Invalid enum value. Expected 'user' | 'admin', received 'root'" },
      { field: 'createdAt', message: 'Invalid datetime' },
    ])
  })
})

describe('profile and linked accounts', () => {
  it('profile edits cannot change email, password or role', () => {
    const parsed = userProfileInputSchema.parse({ firstName: 'Ada', email: 'x@y.z', password: 'p', role: 'admin' })
    expect(parsed).toEqual({ firstName: 'Ada' })
  })

  it('refuses a profile image that is not an http(s) URL', () => {
    expect(errorsOf(userProfileInputSchema, { profileImage: 'javascript:alert(1)' })).toEqual([
      { field: 'profileImage', message: 'Invalid url' },
    ])
  })

  it('a linked account never carries the provider data (it may hold tokens)', () => {
    const parsed = userProviderSchema.parse({
      id: 1,
      userId: 2,
      provider: 'github',
      providerId: '42',
      providerData: { accessToken: 'secret' },
      createdAt: '2025-01-02T03:04:05Z',
    })
    expect(parsed).not.toHaveProperty('providerData')
  })
})
