// Each screen names itself in the browser tab (and so in history and bookmarks), not just 'Dosewise'.
import { cleanup, render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SessionProvider } from '../lib/session'
import LandingPage from '../features/landing/landing-page'
import LoginPage from '../features/auth/login-page'
import SignupPage from '../features/auth/signup-page'
import ForgotPasswordPage from '../features/auth/forgot-password-page'
import NotFoundPage from '../features/not-found/not-found-page'
import PrivacyPage from '../features/pages/privacy-page'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('document titles', () => {
  it.each<[string, ComponentType, string]>([
    ['the landing page', LandingPage, 'Dosewise — personalised supplement guidance for working professionals'],
    ['/login', LoginPage, 'Sign In · Dosewise'],
    ['/signup', SignupPage, 'Sign Up · Dosewise'],
    ['/forgot-password', ForgotPasswordPage, 'Reset Your Password · Dosewise'],
    ['the 404 page', NotFoundPage, '404 Page Not Found · Dosewise'],
    ['a public text page (/privacy)', PrivacyPage, 'Privacy · Dosewise'],
  ])('%s', (_name, Screen, title) => {
    // The sign-in screens ask which social providers are set up; no server here.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    document.title = 'Dosewise'
    render(
      <SessionProvider>
        <MemoryRouter>
          <Screen />
        </MemoryRouter>
      </SessionProvider>
    )
    expect(document.title).toBe(title)
  })
})
