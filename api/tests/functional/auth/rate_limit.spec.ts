import { test } from '@japa/runner'
import { Browser, resetRateLimits, signUp, uniqueEmail } from '#tests/helpers/browser'

test.group('Rate limits on sign-in, sign-up and reset', (group) => {
  group.each.setup(() => resetRateLimits())
  group.teardown(() => resetRateLimits())

  test('the 6th sign-in attempt for one email within 15 minutes gets 429 with Retry-After', async ({ assert }) => {
    const browser = new Browser()
    const { email, password } = await signUp(browser)
    for (let i = 0; i < 5; i++) {
      const attempt = await browser.post('/api/auth/login', { email, password: `wrong-${i}-password` })
      assert.equal(attempt.status, 401)
    }
    const blocked = await browser.post('/api/auth/login', { email, password })
    assert.equal(blocked.status, 429)
    assert.equal(blocked.body.code, 'E_TOO_MANY_REQUESTS')
    const retryAfter = Number(blocked.headers.get('retry-after'))
    assert.isAbove(retryAfter, 0)
    assert.isAtMost(retryAfter, 15 * 60)
    // Blocked means blocked: even the right password does not open a session.
    assert.equal((await browser.get('/api/auth/user')).status, 401)
  })

  test('one address trying many emails is stopped after 20 sign-in attempts', async ({ assert }) => {
    const browser = new Browser()
    for (let i = 0; i < 20; i++) {
      const attempt = await browser.post('/api/auth/login', { email: uniqueEmail('spray'), password: 'guess-1234' })
      assert.equal(attempt.status, 401)
    }
    const blocked = await browser.post('/api/auth/login', { email: uniqueEmail('spray'), password: 'guess-1234' })
    assert.equal(blocked.status, 429)
    assert.exists(blocked.headers.get('retry-after'))
  })

  test('password reset mails for one email are limited to 3 an hour', async ({ assert }) => {
    const browser = new Browser()
    const email = uniqueEmail('reset-limit')
    for (let i = 0; i < 3; i++) {
      assert.equal((await browser.post('/api/auth/forgot-password', { email })).status, 200)
    }
    const blocked = await browser.post('/api/auth/forgot-password', { email })
    assert.equal(blocked.status, 429)
  })

  test('sign-ups from one address are limited to 10 an hour', async ({ assert }) => {
    const browser = new Browser()
    for (let i = 0; i < 10; i++) {
      const { answer } = await signUp(browser)
      assert.equal(answer.status, 201)
    }
    const { answer } = await signUp(browser)
    assert.equal(answer.status, 429)
  })
})
