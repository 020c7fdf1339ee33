import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { noteActivity } from '#http/session_device'

/**
 * Requires a signed-in user. A signed-out request gets 401 JSON (the exception handler renders
 * E_UNAUTHORIZED_ACCESS), never a redirect: the PWA decides what to show. A signed-in request
 * moves the session's last-active time on (at most every few minutes; http/session_device.ts).
 */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.authenticateUsing(['web'])
    noteActivity(ctx)
    return next()
  }
}
