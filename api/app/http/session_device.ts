/**
 * What the devices list at /settings shows about a session, kept in the session itself (so it
 * works the same in the database store, Redis and memory): the browser's User-Agent and the
 * moment of sign-in, written when the person signs in (sign_in.ts), and when the session was
 * last used, written by the auth middleware at most once every ACTIVITY_GRANULARITY_MS so that
 * an ordinary request does not rewrite its session row.
 *
 * The sign-in moment is also what lets an account without a password be deleted: only within a
 * few minutes of signing in (services/account/account_deletion.ts).
 */
import type { HttpContext } from '@adonisjs/core/http'
import { DEVICE_SESSION_KEY, readSessionDevice, type SessionDevice } from '#services/account/session_device_data'

/** Last-active is kept to within five minutes. */
export const ACTIVITY_GRANULARITY_MS = 5 * 60 * 1000
const USER_AGENT_MAX = 300

/** At sign-in: this browser, now. */
export function recordSignIn(ctx: HttpContext) {
  const now = Date.now()
  const userAgent = ctx.request.header('user-agent')?.slice(0, USER_AGENT_MAX) ?? null
  ctx.session.put(DEVICE_SESSION_KEY, { userAgent, signedInAt: now, lastActiveAt: now } satisfies SessionDevice)
}

/** On a signed-in request: moves last-active on when it is more than the granularity behind. */
export function noteActivity(ctx: HttpContext) {
  const device = readSessionDevice(ctx.session.all())
  if (!device) return
  const now = Date.now()
  if (now - device.lastActiveAt < ACTIVITY_GRANULARITY_MS) return
  ctx.session.put(DEVICE_SESSION_KEY, { ...device, lastActiveAt: now })
}
