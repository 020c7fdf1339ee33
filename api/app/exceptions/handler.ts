/**
 * The one place errors become HTTP answers. Every answer for the API is JSON
 * `{ code, message, errors? }`; a person gets a message they can act on, and an unexpected error
 * is logged and answered with a generic 500 that leaks nothing.
 */
import app from '@adonisjs/core/services/app'
import { HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import { DetailedException, ValidationFailedException } from '#exceptions/app_exceptions'
import { clearAuthHint } from '#http/auth_hint'
import { stripSqlValues } from '#services/observability/log_safety'
import { isDatabaseUnavailable, isStorageFull } from '#services/db_errors'

type KnownError = {
  status?: number
  code?: string
  message?: string
  errors?: unknown
  headers?: Record<string, string | number>
  getDefaultHeaders?: () => Record<string, string | number>
}

const FRIENDLY: Record<string, { status: number; message: string }> = {
  E_BAD_CSRF_TOKEN: {
    status: 403,
    message: 'Your session token is missing or expired. Reload the page and try again.',
  },
  E_UNAUTHORIZED_ACCESS: { status: 401, message: 'You need to sign in first.' },
  E_ROUTE_NOT_FOUND: { status: 404, message: 'Not found' },
  E_ROW_NOT_FOUND: { status: 404, message: 'Not found' },
  E_TOO_MANY_REQUESTS: { status: 429, message: 'Too many attempts. Please wait and try again.' },
  E_HTTP_REQUEST_ABORTED: { status: 400, message: 'The request could not be read.' },
}

export const STORAGE_FULL = {
  code: 'E_STORAGE_FULL',
  message: 'The server is out of storage space; your change is kept on your device and will be sent later.',
}
export const DATABASE_UNAVAILABLE = {
  code: 'E_DATABASE_UNAVAILABLE',
  message: 'The server cannot reach its database just now; your change is kept on your device and will be sent later.',
}

export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction && !app.inTest

  async handle(error: unknown, ctx: HttpContext) {
    const err = (error ?? {}) as KnownError
    const code = typeof err.code === 'string' ? err.code : undefined

    if (error instanceof ValidationFailedException) {
      return ctx.response.status(422).send({ code: error.code, message: error.message, errors: error.errors })
    }

    if (code === 'E_TOO_MANY_REQUESTS') {
      const headers = err.headers ?? err.getDefaultHeaders?.() ?? {}
      for (const [name, value] of Object.entries(headers)) ctx.response.header(name, value)
    }

    // Malformed JSON bodies surface as SyntaxError with status 400 from the body parser.
    if (error instanceof SyntaxError || (err.status === 400 && !code)) {
      return ctx.response.status(400).send({ code: 'E_BAD_REQUEST', message: 'The request body is not valid JSON.' })
    }

    // The session is gone: the PWA's "has signed in" hint goes with it.
    if (code === 'E_UNAUTHORIZED_ACCESS') clearAuthHint(ctx.response)

    if (code && FRIENDLY[code]) {
      const { status, message } = FRIENDLY[code]
      return ctx.response.status(status).send({ code, message })
    }

    const status = typeof err.status === 'number' ? err.status : 500
    if (status >= 400 && status < 500) {
      const details = error instanceof DetailedException ? error.details : {}
      return ctx.response.status(status).send({ ...details, code: code ?? 'E_BAD_REQUEST', message: err.message ?? 'Bad request' })
    }

    // The database is full or unreachable (ADR 0039): nothing of the request was kept, and the
    // same request will work later, so the client is told to retry rather than given a 500.
    if (isStorageFull(error)) {
      return ctx.response.status(503).header('Retry-After', '60').send(STORAGE_FULL)
    }
    if (isDatabaseUnavailable(error)) {
      return ctx.response.status(503).header('Retry-After', '5').send(DATABASE_UNAVAILABLE)
    }

    return ctx.response.status(500).send({ code: 'E_INTERNAL', message: 'Something went wrong on our side. Please try again.' })
  }

  /**
   * Logs what went wrong without what was in it (ADR 0036): the framework's report puts the
   * error's message in the line, and a database error's message is its SQL with the values
   * written in — a person's note, a lab value, an email. The line has the status, the code,
   * and (for a 5xx) the error as `safeError` serialises it; the request id comes from the
   * logger's mixin.
   */
  async report(error: unknown, ctx: HttpContext) {
    const err = (error ?? {}) as KnownError
    const status = typeof err.status === 'number' ? err.status : 500
    const code = typeof err.code === 'string' ? err.code : undefined
    if (code && this.ignoreCodes.includes(code)) return
    if (this.ignoreStatuses.includes(status)) return
    if (status >= 500) {
      ctx.logger.error({ err: error, status, code }, stripSqlValues(err.message ?? 'Internal error'))
    } else if (status >= 400) {
      ctx.logger.warn({ status, code }, stripSqlValues(err.message ?? 'Bad request'))
    }
  }
}
