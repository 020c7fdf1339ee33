/**
 * Signing a user in on this request: a new session id (no fixation), the session tagged with
 * its user so it can be ended later (services/auth/sessions_service.ts ends them), the device
 * and time of sign-in for the devices list (session_device.ts), and the auth hint.
 */
import type { HttpContext } from '@adonisjs/core/http'
import { SESSION_STORE } from '#config/session'
import type User from '#models/user'
import { setAuthHint } from '#http/auth_hint'
import { recordSignIn } from '#http/session_device'
import { AccountSuspendedException } from '#exceptions/app_exceptions'

export async function signIn(ctx: HttpContext, user: User) {
  // A suspended account (ADR 0034) is refused whichever way it signs in.
  if (user.suspendedAt) throw new AccountSuspendedException()
  await ctx.auth.use('web').login(user)
  recordSignIn(ctx)
  // The cookie store keeps nothing on the server to tag (or delete); the epoch still ends its sessions.
  if (SESSION_STORE !== 'cookie') await ctx.session.tag(String(user.id))
  setAuthHint(ctx.response)
}
