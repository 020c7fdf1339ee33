/**
 * CSRF protection for every state-changing request, without a session for anyone who does not
 * need one (ADR 0013):
 * - a state-changing request must come from this site: an `Origin` (or, failing that,
 *   `Sec-Fetch-Site`) naming another site is refused outright (403 E_BAD_ORIGIN), before the
 *   token is even looked at;
 * - it must carry the XSRF token of its session (shield's double-submit check), and a request
 *   with no session cannot have one (403 E_BAD_CSRF_TOKEN, and no session is made for it);
 * - a token is handed out (which stores a secret in the session) only by GET /api/auth/csrf and
 *   to requests that already have a session: a health check or any other cookie-less request
 *   leaves nothing behind in the session store.
 */
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import encryption from '@adonisjs/core/services/encryption'
import { csrfFactory } from '@adonisjs/shield/guards'
import { errors as shieldErrors } from '@adonisjs/shield'
import { ForbiddenException } from '#exceptions/app_exceptions'
import env from '#start/env'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** Where shield keeps the per-session CSRF secret. */
const SECRET_KEY = 'csrf-secret'
export const CSRF_TOKEN_ROUTE = '/api/auth/csrf'
/**
 * Authorised by a token in its body (or, for a partner's postback, a signature of it), never by
 * cookies: a forged request cannot carry one.
 */
const TOKEN_ROUTES = new Set(['/api/push/dose-actions', '/api/affiliate/conversions'])
/**
 * Forms of this site's own server-rendered pages that act on no session (the partner stand-in's
 * postback buttons, keyed by the click id in their address): the Origin check only.
 */
const ORIGIN_ONLY_ROUTES = new Set(['/partner/:program/clicks/:clickId/:status'])

const guard = csrfFactory({ enabled: true, exceptRoutes: [], enableXsrfCookie: true, methods: [...STATE_CHANGING] }, encryption)

/** The origins this app is served from: APP_URL's, and the one the request itself names. */
function isSameSite(ctx: HttpContext): boolean {
  const origin = ctx.request.header('origin')
  if (origin !== undefined) {
    if (origin === 'null') return false
    let host: string
    try {
      host = new URL(origin).host
    } catch {
      return false
    }
    const appUrl = env.get('APP_URL')
    if (appUrl && new URL(appUrl).host === host) return true
    return host === ctx.request.header('host')
  }
  // No Origin (a non-browser client, or an old browser): the fetch metadata, if any, decides.
  const site = ctx.request.header('sec-fetch-site')
  return site === undefined || site === 'same-origin' || site === 'none'
}

export default class CsrfMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (TOKEN_ROUTES.has(ctx.route?.pattern ?? '')) return next()
    if (ORIGIN_ONLY_ROUTES.has(ctx.route?.pattern ?? '')) {
      if (!isSameSite(ctx)) throw new ForbiddenException('Requests from other sites are not accepted.', 'E_BAD_ORIGIN')
      return next()
    }
    if (STATE_CHANGING.has(ctx.request.method())) {
      if (!isSameSite(ctx)) throw new ForbiddenException('Requests from other sites are not accepted.', 'E_BAD_ORIGIN')
      if (!ctx.session.has(SECRET_KEY)) throw new shieldErrors.E_BAD_CSRF_TOKEN()
      await guard(ctx)
    } else if (ctx.session.has(SECRET_KEY) || ctx.route?.pattern === CSRF_TOKEN_ROUTE) {
      await guard(ctx)
    }
    return next()
  }
}
