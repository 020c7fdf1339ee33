/**
 * Rate limits on the account endpoints, keyed per client IP and per email address, so neither
 * one address nor a botnet against one account can guess passwords or flood mail.
 * 429 answers carry Retry-After (rendered by the exception handler).
 */
import { createHash } from 'node:crypto'
import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'

/**
 * Per-IP allowances are multiplied by RATE_LIMIT_IP_SCALE (default 1): a deployment behind a
 * shared address, or the e2e suite whose every browser is 127.0.0.1, can raise them without
 * touching the per-email limits that protect each account.
 */
const IP_SCALE = Math.max(1, env.get('RATE_LIMIT_IP_SCALE') ?? 1)
const perIpAllowance = (allowance: number) => Math.round(allowance * IP_SCALE)

const LIMITS = {
  login: { perIp: 20, perEmail: 5, window: '15 minutes' },
  signup: { perIp: 10, perEmail: 5, window: '1 hour' },
  reset: { perIp: 10, perEmail: 3, window: '1 hour' },
  verify: { perIp: 10, perEmail: 3, window: '1 hour' },
} as const

/**
 * The email part of a key is hashed: keys stay short (the store's key column is 255 characters)
 * whatever is typed, and the rate-limit table holds no addresses.
 */
function emailKey(ctx: HttpContext) {
  const email = ctx.request.input('email')
  if (typeof email !== 'string' || !email.trim()) return ''
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)
}

const defined = new Map<string, ReturnType<typeof limiter.define>[]>()

export function authThrottle(action: keyof typeof LIMITS) {
  const cached = defined.get(action)
  if (cached) return cached
  const { perIp, perEmail, window } = LIMITS[action]
  const perIpLimiter = limiter.define(`${action}_ip`, (ctx) =>
    limiter
      .allowRequests(perIpAllowance(perIp))
      .every(window)
      .usingKey(`${action}_ip_${ctx.request.ip()}`)
  )
  const perEmailLimiter = limiter.define(`${action}_email`, (ctx) => {
    const key = emailKey(ctx)
    return key
      ? limiter.allowRequests(perEmail).every(window).usingKey(`${action}_email_${key}`)
      : limiter.noLimit()
  })
  const middleware = [perIpLimiter, perEmailLimiter]
  defined.set(action, middleware)
  return middleware
}

/**
 * Anyone may post an assessment, signed in or not: per client IP, enough for a person (and a
 * household behind one address) but not for a script filling the database.
 */
export const assessmentThrottle = limiter.define('assessment_ip', (ctx) =>
  limiter.allowRequests(perIpAllowance(60)).every('1 hour').usingKey(`assessment_ip_${ctx.request.ip()}`)
)
