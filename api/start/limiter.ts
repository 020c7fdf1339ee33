/**
 * Rate limits on the account endpoints (ADR 0002, amended by ADR 0013). 429 answers carry
 * Retry-After (rendered by the exception handler).
 *
 * Sign-in counts failures only (services/auth/login_throttle.ts). The others count every
 * request, keyed per client IP and per account (the email in the body, hashed, or the signed-in
 * user), so neither one address nor a botnet against one account can flood mail or guess.
 */
import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { loginGuard } from '#http/login_throttle'
import { emailKey, perIpAllowance } from '#services/auth/rate_keys'

/** perAccount: keyed by the body's email, or by the signed-in user when the action has no email. */
const LIMITS = {
  signup: { perIp: 10, perAccount: 5, window: '1 hour', account: 'email' },
  reset: { perIp: 10, perAccount: 3, window: '1 hour', account: 'email' },
  verify: { perIp: 10, perAccount: 3, window: '1 hour', account: 'user' },
  changePassword: { perIp: 20, perAccount: 5, window: '15 minutes', account: 'user' },
} as const

function accountKey(ctx: HttpContext, kind: 'email' | 'user') {
  if (kind === 'user') return ctx.auth.user ? `user${ctx.auth.user.id}` : ''
  return emailKey(ctx.request.input('email'))
}

const defined = new Map<string, ReturnType<typeof limiter.define>[]>()

export function authThrottle(action: keyof typeof LIMITS) {
  const cached = defined.get(action)
  if (cached) return cached
  const { perIp, perAccount, window, account } = LIMITS[action]
  const perIpLimiter = limiter.define(`${action}_ip`, (ctx) =>
    limiter.allowRequests(perIpAllowance(perIp)).every(window).usingKey(`${action}_ip_${ctx.request.ip()}`)
  )
  const perAccountLimiter = limiter.define(`${action}_account`, (ctx) => {
    const key = accountKey(ctx, account)
    return key ? limiter.allowRequests(perAccount).every(window).usingKey(`${action}_acct_${key}`) : limiter.noLimit()
  })
  const middleware = [perIpLimiter, perAccountLimiter]
  defined.set(action, middleware)
  return middleware
}

/** Sign-in: failures only, by account and client, with a slow-down per account (login_throttle.ts). */
export const loginThrottle = [loginGuard]

/**
 * Anyone may post an assessment, signed in or not: per client IP, enough for a person (and a
 * household behind one address) but not for a script filling the database.
 */
export const assessmentThrottle = limiter.define('assessment_ip', (ctx) =>
  limiter.allowRequests(perIpAllowance(60)).every('1 hour').usingKey(`assessment_ip_${ctx.request.ip()}`)
)

/** 'View Demo' makes an account with four weeks of records: per client IP, as many as sign-ups. */
export const demoThrottle = limiter.define('demo_ip', (ctx) =>
  limiter.allowRequests(perIpAllowance(LIMITS.signup.perIp)).every(LIMITS.signup.window).usingKey(`demo_ip_${ctx.request.ip()}`)
)

/** Per signed-in person: `requests` every `window` (the routes sit behind the auth middleware). */
function perUser(name: string, requests: number, window: '1 hour' | '1 day') {
  return limiter.define(name, (ctx) =>
    ctx.auth.user ? limiter.allowRequests(requests).every(window).usingKey(`${name}_user${ctx.auth.user.id}`) : limiter.noLimit()
  )
}

/**
 * 'Share Report' mails a PDF to an address outside the app (issue 14): a few an hour and a daily
 * cap per person, so an account cannot be made into a mail cannon. The preview renders the same
 * PDF without sending it, so it has a roomier allowance of its own.
 */
export const REPORT_SHARE_LIMITS = { perHour: 5, perDay: 20, previewsPerHour: 30 } as const
export const reportShareThrottle = [
  perUser('report_share_hour', REPORT_SHARE_LIMITS.perHour, '1 hour'),
  perUser('report_share_day', REPORT_SHARE_LIMITS.perDay, '1 day'),
]
export const reportPreviewThrottle = perUser('report_preview_hour', REPORT_SHARE_LIMITS.previewsPerHour, '1 hour')
