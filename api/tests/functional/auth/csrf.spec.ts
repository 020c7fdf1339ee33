import { test } from '@japa/runner'
import User from '#models/user'
import db from '@adonisjs/lucid/services/db'
import { Browser, baseUrl, resetRateLimits, signUp, uniqueEmail, signedInBrowser } from '#tests/helpers/browser'

test.group('CSRF protection', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a state-changing request without the X-XSRF-TOKEN header is refused with 403 JSON and changes nothing', async ({ assert }) => {
    const browser = new Browser()
    await browser.get('/api/auth/csrf')
    browser.sendCsrf = false
    const email = uniqueEmail()
    const answer = await browser.post('/api/auth/signup', {
      email,
      password: 'longenough1',
      confirmPassword: 'longenough1',
    })
    assert.equal(answer.status, 403)
    assert.include(answer.headers.get('content-type')!, 'application/json')
    assert.equal(answer.body.code, 'E_BAD_CSRF_TOKEN')
    assert.isNull(await User.findBy('email', email))
  })

  test('a forged token is refused', async ({ assert }) => {
    const attacker = new Browser()
    await attacker.get('/api/auth/csrf')
    attacker.sendCsrf = false
    const forged = await attacker.request('POST', '/api/auth/login', {
      json: { email: 'a@example.test', password: 'whatever123' },
      headers: { 'x-xsrf-token': 'e:forged' },
    })
    assert.equal(forged.status, 403)
  })

  test('sign-out needs the token too (a cross-site page cannot sign a user out)', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    browser.sendCsrf = false
    assert.equal((await browser.post('/api/auth/logout')).status, 403)
    browser.sendCsrf = true
    assert.equal((await browser.get('/api/auth/user')).status, 200)
  })
})

test.group('Sessions only when needed, and only from this site', (group) => {
  group.each.setup(() => resetRateLimits())

  const storedSessions = async () => Number((await db.from('sessions').count('* as n'))[0].n)

  test('cookie-less requests (health checks, public reads, refused writes) store no session', async ({ assert }) => {
    const before = await storedSessions()
    for (let i = 0; i < 20; i++) {
      const health = await new Browser().get('/api/health')
      assert.equal(health.status, 200)
      assert.isFalse(health.headers.getSetCookie().some((cookie) => cookie.startsWith('XSRF-TOKEN=')))
    }
    await new Browser().get('/api/supplements')
    const anonymous = new Browser()
    anonymous.sendCsrf = false
    assert.equal((await anonymous.post('/api/auth/login', { email: 'a@example.test', password: 'whatever123' })).status, 403)
    assert.equal(await storedSessions(), before)
  })

  test('GET /api/auth/csrf hands out the token (one session), and it works', async ({ assert }) => {
    const before = await storedSessions()
    const browser = new Browser()
    const answer = await browser.get('/api/auth/csrf')
    assert.equal(answer.status, 204)
    assert.isTrue(browser.cookies.has('XSRF-TOKEN'))
    assert.equal(await storedSessions(), before + 1)
    const { answer: signup } = await signUp(browser)
    assert.equal(signup.status, 201)
  })

  test('a state change naming another site as its origin is refused, even with a valid token', async ({ assert }) => {
    const browser = new Browser()
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'not a url' },
    ]
    for (const headers of crossSite) {
      const email = uniqueEmail('origin')
      const answer = await browser.request('POST', '/api/auth/signup', {
        json: { email, password: 'longenough1', confirmPassword: 'longenough1' },
        headers,
      })
      assert.equal(answer.status, 403, JSON.stringify(headers))
      assert.equal(answer.body.code, 'E_BAD_ORIGIN')
      assert.isNull(await User.findBy('email', email))
    }
    const sameSite = await browser.request('POST', '/api/auth/signup', {
      json: { email: uniqueEmail('origin'), password: 'longenough1', confirmPassword: 'longenough1' },
      headers: { origin: baseUrl(), 'sec-fetch-site': 'same-origin' },
    })
    assert.equal(sameSite.status, 201)
  })
})
