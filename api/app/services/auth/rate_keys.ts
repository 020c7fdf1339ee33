/**
 * Keys and allowances shared by the rate limits (start/limiter.ts, login_throttle.ts).
 */
import { createHash } from 'node:crypto'
import env from '#start/env'

/**
 * Per-IP allowances are multiplied by RATE_LIMIT_IP_SCALE (default 1): a deployment behind a
 * shared address, or the e2e suite whose every browser is 127.0.0.1, can raise them without
 * touching the per-account limits that protect each account.
 */
export function perIpAllowance(allowance: number) {
  return Math.round(allowance * Math.max(1, env.get('RATE_LIMIT_IP_SCALE') ?? 1))
}

/**
 * An email as part of a key, hashed: keys stay short (the store's key column is 255
 * characters) whatever is typed, and the rate-limit store holds no addresses.
 */
export function emailKey(email: unknown) {
  if (typeof email !== 'string' || !email.trim()) return ''
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)
}
