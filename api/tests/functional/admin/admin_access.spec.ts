/**
 * Who may use the administration API (ADR 0034): every /api/admin route — taken from the
 * router, so a route added later is covered without editing this file — answers 401 signed out
 * and 403 to a signed-in person without the admin role. `node ace user:promote` makes an admin.
 */
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import { Browser, resetRateLimits } from '#tests/helpers/browser'
import { signedInPerson } from '#tests/functional/admin/admin_helpers'

/**
 * A value for a route parameter that its matcher (if any) accepts: '1', else the first
 * alternative of a `^(a|b)$` pattern, so the request reaches the route rather than the 404.
 */
function valueFor(name: string, matcher: { match?: RegExp } | undefined): string {
  const candidates = [name === 'key' ? 'aiInsights' : '1']
  const first = matcher?.match ? /^\^\(?([\w-]+)/.exec(matcher.match.source)?.[1] : undefined
  if (first) candidates.push(first)
  return candidates.find((value) => !matcher?.match || matcher.match.test(value)) ?? '1'
}

/** Every admin route as [method, path], its parameters filled with harmless values. */
function adminRoutes(): [string, string][] {
  const routes: [string, string][] = []
  for (const list of Object.values(router.toJSON())) {
    for (const route of list as any[]) {
      if (!route.pattern.startsWith('/api/admin')) continue
      const path = route.pattern
        .replace(/:([a-zA-Z_]+)\??/g, (_m: string, name: string) => valueFor(name, route.matchers?.[name]))
        .replace('*', 'x')
      for (const method of route.methods) if (method !== 'HEAD') routes.push([method, path])
    }
  }
  return routes
}

test.group('Administration: access', (group) => {
  group.each.setup(() => resetRateLimits())

  test('the router has admin routes to check', ({ assert }) => {
    const paths = adminRoutes().map(([method, path]) => `${method} ${path}`)
    for (const expected of [
      'GET /api/admin/dashboard',
      'GET /api/admin/users',
      'PATCH /api/admin/users/1/suspension',
      'POST /api/admin/backup',
    ]) {
      assert.include(paths, expected)
    }
  })

  test('signed out, every admin route answers 401', async ({ assert }) => {
    const browser = new Browser()
    for (const [method, path] of adminRoutes()) {
      const answer = await browser.request(method, path, { json: method === 'GET' ? undefined : {} })
      assert.equal(answer.status, 401, `${method} ${path}`)
    }
  })

  test('a signed-in person without the admin role gets 403 with a clear message everywhere', async ({ assert }) => {
    const { browser, id } = await signedInPerson()
    const before = await db.from('admin_audit_log').count('* as n').first()
    for (const [method, path] of adminRoutes()) {
      const answer = await browser.request(method, path, {
        json: method === 'GET' ? undefined : { role: 'admin', suspended: true, enabled: false },
      })
      assert.equal(answer.status, 403, `${method} ${path}`)
      assert.equal(answer.body.code, 'E_NOT_ADMIN', `${method} ${path}`)
      assert.equal(answer.body.message, 'Only administrators can use the administration area.')
    }
    // Nothing changed: still not an admin, no audit rows, no flags.
    assert.equal((await db.from('users').where('id', id).first()).role, 'user')
    assert.equal(Number((await db.from('admin_audit_log').count('* as n').first())?.n), Number(before?.n))
  })

  test('node ace user:promote makes an admin, --demote takes it away', async ({ assert }) => {
    const { browser, email, id } = await signedInPerson()
    assert.equal((await browser.get('/api/admin/dashboard')).status, 403)

    const ace = await app.container.make('ace')
    const promote = await ace.exec('user:promote', [email.toUpperCase()])
    assert.equal(promote.exitCode, 0)
    assert.equal((await db.from('users').where('id', id).first()).role, 'admin')
    assert.equal((await browser.get('/api/auth/user')).body.role, 'admin')
    assert.equal((await browser.get('/api/admin/dashboard')).status, 200)

    const demote = await ace.exec('user:promote', [email, '--demote'])
    assert.equal(demote.exitCode, 0)
    assert.equal((await browser.get('/api/admin/dashboard')).status, 403)

    const unknown = await ace.exec('user:promote', ['nobody@example.test'])
    assert.equal(unknown.exitCode, 1)
  })
})
