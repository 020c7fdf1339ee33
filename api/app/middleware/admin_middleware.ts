import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { noteActivity } from '#http/session_device'
import { ForbiddenException } from '#exceptions/app_exceptions'

/**
 * Requires a signed-in administrator (users.role = 'admin', ADR 0034). Signed out: 401 (as the
 * auth middleware); signed in without the role: 403 E_NOT_ADMIN. Every /api/admin/* route uses it
 * on its own, without `middleware.auth()` in front.
 */
export default class AdminMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = await ctx.auth.authenticateUsing(['web'])
    noteActivity(ctx)
    if (user.role !== 'admin') {
      throw new ForbiddenException('Only administrators can use the administration area.', 'E_NOT_ADMIN')
    }
    return next()
  }
}
