/**
 * First on every request (ADR 0036): gives it an id — a proxy's `X-Request-Id` if it is a
 * short token of safe characters, else a new UUID — which the response answers in
 * `X-Request-Id` and every log line written while handling it carries as `request_id` (the
 * logger's mixin reads it from services/observability/request_context.ts). When the response
 * is done it writes the access-log line and records the request's metrics: method, route
 * pattern (never the URL: ids and query strings may carry tokens), status, duration, and the
 * signed-in user's id.
 */
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import logger from '@adonisjs/core/services/logger'
import { isValidRequestId, newRequestId, runInRequest } from '#services/observability/request_context'
import { recordHttpRequest, routeLabel } from '#services/observability/metrics'

function signedInUserId(ctx: HttpContext): number | undefined {
  // `auth.user` is only set when a route's middleware checked the session (auth, silentAuth).
  const user = (ctx as { auth?: { user?: { id?: number } } }).auth?.user
  return typeof user?.id === 'number' ? user.id : undefined
}

export default class RequestContextMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const started = process.hrtime.bigint()
    const incoming = ctx.request.header('x-request-id')
    const requestId = isValidRequestId(incoming) ? incoming : newRequestId()
    // request.id() and the response's X-Request-Id both read this header.
    ctx.request.request.headers['x-request-id'] = requestId
    // The framework's ctx.logger is bound to the raw incoming id; the root logger's mixin stamps
    // the checked one instead (the same way as for services' global logger).
    ctx.logger = logger

    ctx.response.response.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const route = routeLabel(ctx.route?.pattern)
      const method = ctx.request.method()
      const status = ctx.response.response.statusCode
      recordHttpRequest(method, route, status, seconds)
      logger.info(
        {
          request_id: requestId,
          method,
          route,
          status,
          duration_ms: Math.round(seconds * 100_000) / 100,
          user_id: signedInUserId(ctx),
          ...(ctx.response.response.writableFinished ? {} : { aborted: true }),
        },
        'request'
      )
    })
    return runInRequest(requestId, next)
  }
}
