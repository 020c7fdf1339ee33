/**
 * A readable, non-secret cookie that says "this browser has signed in". The PWA asks
 * GET /api/auth/user only when it is present (or when it remembers a user), so a first-time
 * visitor of the landing page makes no request that can only answer 401. The session itself
 * stays in the httpOnly session cookie; this flag grants nothing.
 */
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'

export const AUTH_HINT_COOKIE = 'dosewise_auth'

const options = {
  httpOnly: false,
  sameSite: 'lax' as const,
  secure: app.inProduction,
  path: '/',
  maxAge: '30d',
  encode: false,
}

export function setAuthHint(response: HttpContext['response']) {
  response.plainCookie(AUTH_HINT_COOKIE, '1', options)
}

export function clearAuthHint(response: HttpContext['response']) {
  response.clearCookie(AUTH_HINT_COOKIE, { path: '/' })
}
