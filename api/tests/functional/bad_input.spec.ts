import { test } from '@japa/runner'
import fc from 'fast-check'
import { Browser, resetRateLimits, signedInBrowser } from '#tests/helpers/browser'

/**
 * Whatever a client sends, the API answers with a 4xx and a message — never a 500.
 * Bodies are generated: arbitrary JSON values, wrong types, huge strings, nested objects.
 */
const ENDPOINTS = ['/api/auth/signup', '/api/auth/login', '/api/auth/forgot-password', '/api/auth/reset-password']

const field = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 250, maxLength: 400 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 })
)
const body = fc.oneof(
  fc.record(
    { email: field, password: field, confirmPassword: field, firstName: field, lastName: field, token: field },
    { requiredKeys: [] }
  ),
  fc.jsonValue({ maxDepth: 2 })
)

test.group('Bad input never produces a 500', (group) => {
  group.each.setup(() => resetRateLimits())

  test('generated bodies to {endpoint}')
    .with(ENDPOINTS.map((endpoint) => ({ endpoint })))
    .run(async ({ assert }, { endpoint }) => {
      const browser = new Browser()
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          await resetRateLimits()
          const answer = await browser.request('POST', endpoint, { raw: JSON.stringify(payload) })
          assert.isBelow(answer.status, 500, `${endpoint} ${JSON.stringify(payload).slice(0, 200)} → ${answer.text}`)
          assert.isString(answer.body?.message ?? answer.body?.status)
        }),
        { numRuns: 40 }
      )
    })
    .timeout(60000)

  test('malformed JSON is a 400 with a message', async ({ assert }) => {
    const browser = new Browser()
    const answer = await browser.request('POST', '/api/auth/login', { raw: '{"email": ' })
    assert.equal(answer.status, 400)
    assert.equal(answer.body.message, 'The request body is not valid JSON.')
  })

  test('unknown API paths answer 404 JSON, not the app shell', async ({ assert }) => {
    const answer = await new Browser().get('/api/does-not-exist')
    assert.equal(answer.status, 404)
    assert.equal(answer.body.code, 'E_ROUTE_NOT_FOUND')
  })

  test('a verification token path with odd characters is a 400', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const answer = await browser.get(`/api/auth/verify-email/${encodeURIComponent("'; drop table users; --")}`)
    assert.equal(answer.status, 400)
  })
})
