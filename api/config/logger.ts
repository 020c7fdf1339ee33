/**
 * Logs (ADR 0036): JSON lines on stdout — in production, and wherever stdout is not a terminal
 * (a container, a pipe, a test's child process) — and pretty lines in a development terminal.
 * Every line written while a request is handled carries its `request_id` (the mixin; see
 * services/observability/request_context.ts). Nothing a person typed or a credential may
 * reach a log: errors are logged through `safeError` (no SQL values, no driver details), and
 * the keys below are censored wherever a caller puts them.
 */
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, targets } from '@adonisjs/core/logger'
import { currentRequestId } from '#services/observability/request_context'
import { safeError } from '#services/observability/log_safety'

const pretty = !app.inProduction && process.stdout.isTTY === true

/** Keys that are never logged, at the top level and one level down (pino's redact paths). */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'authorization',
  'cookie',
  'cookies',
  'email',
  'body',
  'note',
  'notes',
  'headers',
]

const loggerConfig = defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: 'dosewise',
      level: env.get('LOG_LEVEL') ?? (app.inTest ? 'silent' : 'info'),
      ...(pretty ? { transport: { targets: targets().push(targets.pretty()).toArray() } } : {}),
      mixin() {
        const requestId = currentRequestId()
        return requestId ? { request_id: requestId } : {}
      },
      serializers: { err: safeError, error: safeError },
      redact: { paths: [...SECRET_KEYS, ...SECRET_KEYS.map((key) => `*.${key}`)], censor: '[redacted]' },
    },
  },
})

export default loggerConfig

declare module '@adonisjs/core/types' {
  export interface LoggersList extends InferLoggers<typeof loggerConfig> {}
}
