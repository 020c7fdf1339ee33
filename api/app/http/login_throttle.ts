/**
 * Sign-in throttling that stops guessing without locking owners out (ADR 0013):
 * - only failures count; a success clears that client's failures for the account;
 * - a client (IP address) is refused (429) after 5 failures for one account in 15 minutes, or
 *   after 50 failures across accounts (× RATE_LIMIT_IP_SCALE) — its own failures, no one else's;
 * - an account with 50 failures from all clients together is not refused (the owner's correct
 *   password must still work) but slowed down: every attempt on it waits a second first, so a
 *   botnet's guesses cost time while the owner only waits a moment.
 * Counts live in the limiter store (database, or Redis with REDIS_URL), shared by processes.
 */
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { emailKey, perIpAllowance } from '#services/auth/rate_keys'

const WINDOW = '15 minutes'
/** What a wrong email or password answers (InvalidCredentialsException); nothing else on sign-in does. */
const INVALID_CREDENTIALS_STATUS = 401
export const LOGIN_FAILURES_PER_CLIENT = 5
export const LOGIN_FAILURES_PER_IP = 50
export const LOGIN_FAILURES_PER_ACCOUNT = 50
export const LOGIN_SLOWDOWN_MS = 1000

const perClient = () => limiter.use({ requests: LOGIN_FAILURES_PER_CLIENT, duration: WINDOW })
const perIp = () => limiter.use({ requests: perIpAllowance(LOGIN_FAILURES_PER_IP), duration: WINDOW })
const perAccount = () => limiter.use({ requests: LOGIN_FAILURES_PER_ACCOUNT, duration: WINDOW })

async function refuseIfSpent(store: ReturnType<typeof perClient>, key: string) {
  const state = await store.get(key)
  if (state && state.remaining <= 0) throw new limiterErrors.E_TOO_MANY_REQUESTS(state)
}

export async function loginGuard(ctx: HttpContext, next: NextFn) {
  const account = emailKey(ctx.request.input('email'))
  // No email: the body is invalid and the controller answers 422; nothing to count.
  if (!account) return next()
  const ip = ctx.request.ip()
  const keys = { client: `login_fail_${account}_${ip}`, ip: `login_fail_ip_${ip}`, account: `login_fail_acct_${account}` }

  await refuseIfSpent(perClient(), keys.client)
  await refuseIfSpent(perIp(), keys.ip)
  const accountState = await perAccount().get(keys.account)
  if (accountState && accountState.remaining <= 0) await new Promise((resolve) => setTimeout(resolve, LOGIN_SLOWDOWN_MS))

  // A route's errors reach here already rendered as its answer (the router's error responder).
  await next()
  const status = ctx.response.getStatus()
  if (status === INVALID_CREDENTIALS_STATUS) {
    await Promise.all([perClient().increment(keys.client), perIp().increment(keys.ip), perAccount().increment(keys.account)])
  } else if (status >= 200 && status < 300) {
    await perClient().delete(keys.client)
  }
}
