import { test } from '@japa/runner'
import env from '#start/env'
import { socialProvidersAnswerSchema } from '@dosewise/sync-protocol'
import { Browser } from '#tests/helpers/browser'

const PROVIDERS = ['google', 'facebook', 'microsoft', 'github'] as const

test.group('GET /api/auth/providers', () => {
  test('answers, without signing in, which providers have a client id (all four in the test environment)', async ({ assert }) => {
    const answer = await new Browser().get('/api/auth/providers')
    assert.equal(answer.status, 200)
    assert.include(answer.headers.get('content-type')!, 'application/json')
    assert.equal(answer.headers.get('cache-control'), 'no-store')
    assert.deepEqual(socialProvidersAnswerSchema.parse(answer.body), { google: true, facebook: true, microsoft: true, github: true })
  })

  test('{$self} without a client id is reported false, and true again once configured')
    .with([...PROVIDERS])
    .run(async ({ assert, cleanup }, provider) => {
      const key = `${provider.toUpperCase()}_CLIENT_ID` as 'GOOGLE_CLIENT_ID'
      const original = env.get(key)!
      env.set(key, '')
      cleanup(() => env.set(key, original))

      const browser = new Browser()
      const off = await browser.get('/api/auth/providers')
      assert.equal(off.status, 200)
      for (const other of PROVIDERS) assert.equal(off.body[other], other !== provider, other)
      // The same answer the button's navigation would get: the server's "not configured" page.
      assert.equal((await browser.get(`/auth/${provider}`, { accept: 'text/html' })).status, 404)

      env.set(key, original)
      assert.isTrue((await browser.get('/api/auth/providers')).body[provider])
    })
})
