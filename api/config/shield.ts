import { defineConfig } from '@adonisjs/shield'

/**
 * CSRF on every state-changing request. The SPA reads the XSRF-TOKEN cookie and sends it back
 * as X-XSRF-TOKEN. A failed check is answered as 403 JSON by the exception handler.
 */
const shieldConfig = defineConfig({
  csp: {
    enabled: true,
    directives: {
      defaultSrc: [`'self'`],
      scriptSrc: [`'self'`],
      styleSrc: [`'self'`, `'unsafe-inline'`],
      imgSrc: [`'self'`, 'data:', 'blob:'],
      connectSrc: [`'self'`],
      fontSrc: [`'self'`, 'data:'],
      objectSrc: [`'none'`],
      frameAncestors: [`'none'`],
      baseUri: [`'self'`],
      formAction: [`'self'`],
      workerSrc: [`'self'`],
      manifestSrc: [`'self'`],
    },
    reportOnly: false,
  },
  csrf: {
    enabled: true,
    exceptRoutes: [],
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: {
    enabled: true,
    action: 'DENY',
  },
  hsts: {
    enabled: true,
    maxAge: '180 days',
  },
  contentTypeSniffing: {
    enabled: true,
  },
})

export default shieldConfig
