import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, targets } from '@adonisjs/core/logger'

const loggerConfig = defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: 'dosewise',
      level: env.get('LOG_LEVEL') ?? (app.inTest ? 'silent' : 'info'),
      transport: {
        targets: targets().push(targets.pretty()).toArray(),
      },
      redact: { paths: ['password', '*.password', 'req.headers.cookie'], censor: '[redacted]' },
    },
  },
})

export default loggerConfig

declare module '@adonisjs/core/types' {
  export interface LoggersList extends InferLoggers<typeof loggerConfig> {}
}
