/**
 * HTTP middleware stacks. Server middleware run on every request (static PWA files included);
 * router middleware only on matched routes (the API and /auth).
 */
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

server.use([
  // First: the request id, its log lines' `request_id`, the access log and request metrics.
  () => import('#middleware/request_context_middleware'),
  // Then compression (ADR 0041): after everything below has set the answer, before it is written.
  () => import('#middleware/compression_middleware'),
  () => import('#middleware/request_guard_middleware'),
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/spa_static_middleware'),
])

// No body parser here: each route that takes a body reads it with `jsonBody` (start/body_limits.ts),
// after CSRF and sign-in checks, up to that route's limit.
router.use([
  () => import('@adonisjs/session/session_middleware'),
  () => import('@adonisjs/shield/shield_middleware'),
  // CSRF (shield's token check, plus an Origin check; sessions only for those who need one).
  () => import('#middleware/csrf_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
])

export const middleware = router.named({
  auth: () => import('#middleware/auth_middleware'),
  admin: () => import('#middleware/admin_middleware'),
  feature: () => import('#middleware/feature_middleware'),
  silentAuth: () => import('#middleware/silent_auth_middleware'),
  operator: () => import('#middleware/operator_middleware'),
  jsonBody: () => import('#middleware/json_body_middleware'),
})
