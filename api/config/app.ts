import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'
import { trustProxyFrom } from '#start/trust_proxy'

/**
 * The app key signs cookies and encrypts tokens at rest (see start/runtime_paths.ts).
 */
export const appKey = new Secret(env.get('APP_KEY'))

export const http = defineConfig({
  // Off: middleware/request_context_middleware.ts keeps a proxy's well-formed X-Request-Id or makes one.
  generateRequestId: false,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  // Which proxies may name the client's address (X-Forwarded-For): TRUST_PROXY, none by default.
  trustProxy: trustProxyFrom(env.get('TRUST_PROXY')),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
