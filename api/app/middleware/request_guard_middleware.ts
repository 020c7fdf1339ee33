/**
 * Refuses, before anything else reads it, an address no route can mean: one with a NUL
 * character (`%00`) in its path or query. PostgreSQL refuses NUL in text, so such a value
 * would otherwise fail a lookup with a 500 (every body field is checked by the contract; this
 * covers route parameters and query strings, whatever the route).
 */
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { BadRequestException } from '#exceptions/app_exceptions'

export default class RequestGuardMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const url = ctx.request.request.url ?? ''
    if (/%00/i.test(url) || url.includes(String.fromCharCode(0)))
      throw new BadRequestException('The address contains a character that is not allowed (NUL).', 'E_BAD_URL')
    return next()
  }
}
