/**
 * Redis is optional: when REDIS_URL is set, sessions and rate limits live there (several API
 * processes can then share them). Connections are lazy, so nothing connects when it is unset.
 */
import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'

const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      ...(env.get('REDIS_URL') ? parseRedisUrl(env.get('REDIS_URL')!) : { host: '127.0.0.1', port: 6379 }),
      lazyConnect: true,
      // Sessions and rate limits of every process sharing this Redis meet under one prefix.
      ...(env.get('REDIS_KEY_PREFIX') ? { keyPrefix: env.get('REDIS_KEY_PREFIX') } : {}),
      retryStrategy(times) {
        return times > 10 ? null : times * 50
      },
    },
  },
})

function parseRedisUrl(url: string) {
  const parsed = new URL(url)
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
  }
}

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
