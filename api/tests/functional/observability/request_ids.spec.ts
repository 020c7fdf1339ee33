/**
 * Every answer names its request (ADR 0036): a proxy's well-formed X-Request-Id is kept, so one
 * id follows the request through the proxy's logs and ours; a missing or malformed one is
 * replaced by a fresh UUID, so a client cannot put arbitrary text into our log lines.
 */
import { test } from '@japa/runner'
import { Browser } from '#tests/helpers/browser'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

test.group('X-Request-Id', () => {
  test('a request without one gets a fresh id in the answer, a different one each time', async ({ assert }) => {
    const browser = new Browser()
    const first = (await browser.get('/api/health')).headers.get('x-request-id')
    const second = (await browser.get('/api/health')).headers.get('x-request-id')
    assert.match(first ?? '', UUID)
    assert.match(second ?? '', UUID)
    assert.notEqual(first, second)
  })

  test("a proxy's well-formed id is kept and answered, on API routes and 404s alike", async ({ assert }) => {
    const browser = new Browser()
    const health = await browser.get('/api/health', { 'x-request-id': 'lb-7f3a9c.42:edge' })
    assert.equal(health.headers.get('x-request-id'), 'lb-7f3a9c.42:edge')
    const missing = await browser.get('/api/no-such-thing', { 'x-request-id': '0b7e2f8a-3c1d-4e55-9a6b-2d4c8e1f0a93' })
    assert.equal(missing.status, 404)
    assert.equal(missing.headers.get('x-request-id'), '0b7e2f8a-3c1d-4e55-9a6b-2d4c8e1f0a93')
  })

  test('a malformed id (spaces, quotes, several ids, too long) is replaced by a new one', async ({ assert }) => {
    const browser = new Browser()
    for (const sent of ['two words', '"quoted"', 'a-1, b-2', 'x'.repeat(200), '-starts-with-dash']) {
      const answered = (await browser.get('/api/health', { 'x-request-id': sent })).headers.get('x-request-id')
      assert.match(answered ?? '', UUID, `replaced: ${sent.slice(0, 20)}`)
    }
  })
})
