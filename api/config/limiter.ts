/**
 * Rate limits live in the database by default (table rate_limits) and in Redis when REDIS_URL
 * is set, so limits hold across restarts and across API processes.
 */
import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'

const limiterConfig = defineConfig({
  default: env.get('REDIS_URL') ? 'redis' : 'database',
  stores: {
    redis: stores.redis({ connectionName: 'main' }),
    database: stores.database({ tableName: 'rate_limits' }),
    memory: stores.memory({}),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
