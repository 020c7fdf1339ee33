import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Requires a signed-in user. A signed-out request gets 401 JSON (the exception handler renders
 * E_UNAUTHORIZED_ACCESS), never a redirect: the PWA decides what to show.
 */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.authenticateUsing(['web'])
    return next()
  }
}
