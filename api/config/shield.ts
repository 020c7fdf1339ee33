import { defineConfig } from '@adonisjs/shield'

/**
 * Security headers for API answers. CSRF is shield's token check run by our own middleware
 * (app/middleware/csrf_middleware.ts: an Origin check too, and no session for cookie-less
 * requests), so it is off here. The SPA reads the XSRF-TOKEN cookie and sends it back as
 * X-XSRF-TOKEN. A failed check is answered as 403 JSON by the exception handler.
 */
const shieldConfig = defineConfig({
  csp: {
    enabled: true,
    directives: {
      defaultSrc: [`'self'`],
      // WebAssembly only (the report PDF's layout engine), never eval() of JavaScript; as DOCUMENT_CSP.
      scriptSrc: [`'self'`, `'wasm-unsafe-eval'`],
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
    enabled: false,
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
