import { test } from '@japa/runner'
import { Browser, resetRateLimits, signUp, uniqueEmail } from '#tests/helpers/browser'
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_IP, LOGIN_SLOWDOWN_MS } from '#http/login_throttle'

/** A client at another address (the test server trusts X-Forwarded-For from loopback). */
function clientAt(ip: string) {
  const browser = new Browser()
  const request = browser.request.bind(browser)
  browser.request = (method, path, options = {}) =>
    request(method, path, { ...options, headers: { ...options.headers, 'x-forwarded-for': ip } })
  return browser
}

test.group('Rate limits on sign-in, sign-up and reset', (group) => {
  group.each.setup(() => resetRateLimits())
  group.teardown(() => resetRateLimits())

  test('after 5 wrong passwords from one client, that client gets 429 with Retry-After for that account', async ({ assert }) => {
    const browser = clientAt('203.0.113.10')
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
    // Blocked means blocked: even the right password does not open a session from there.
    assert.equal((await browser.get('/api/auth/user')).status, 401)
  })

  test("someone else's wrong passwords never lock the owner out", async ({ assert }) => {
    const { email, password } = await signUp(new Browser())
    const attacker = clientAt('198.51.100.66')
    for (let i = 0; i < 7; i++) await attacker.post('/api/auth/login', { email, password: `guess-${i}-password` })
    assert.equal((await attacker.post('/api/auth/login', { email, password: 'guess-again-1' })).status, 429)

    const owner = clientAt('203.0.113.20')
    const login = await owner.post('/api/auth/login', { email, password })
    assert.equal(login.status, 200)
    assert.equal((await owner.get('/api/auth/user')).status, 200)
  })

  test('successful sign-ins do not count, and a success clears the client’s own failures', async ({ assert }) => {
    const browser = clientAt('203.0.113.30')
    const { email, password } = await signUp(browser)
    for (let i = 0; i < 8; i++) assert.equal((await browser.post('/api/auth/login', { email, password })).status, 200)
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++)
        assert.equal((await browser.post('/api/auth/login', { email, password: `typo-${i}-password` })).status, 401)
      assert.equal((await browser.post('/api/auth/login', { email, password })).status, 200)
    }
  })

  test(`one address trying many emails is stopped after ${LOGIN_FAILURES_PER_IP} failed sign-ins`, async ({ assert }) => {
    const browser = clientAt('198.51.100.77')
    for (let i = 0; i < LOGIN_FAILURES_PER_IP; i++) {
      const attempt = await browser.post('/api/auth/login', { email: uniqueEmail('spray'), password: 'guess-1234' })
      assert.equal(attempt.status, 401)
    }
    const blocked = await browser.post('/api/auth/login', { email: uniqueEmail('spray'), password: 'guess-1234' })
    assert.equal(blocked.status, 429)
    assert.exists(blocked.headers.get('retry-after'))
  }).timeout(60_000)

  test('an account under attack from many addresses is slowed down, never refused, for its owner', async ({ assert }) => {
    const { email, password } = await signUp(new Browser())
    // Many addresses, 4 guesses each (under the per-client limit): the account's ceiling is reached.
    for (let i = 0; i * 4 < LOGIN_FAILURES_PER_ACCOUNT; i++) {
      const bot = clientAt(`192.0.2.${i + 1}`)
      for (let j = 0; j < 4; j++) assert.equal((await bot.post('/api/auth/login', { email, password: `bot-${i}-${j}-guess` })).status, 401)
    }
    const owner = clientAt('203.0.113.40')
    const started = Date.now()
    const login = await owner.post('/api/auth/login', { email, password })
    assert.equal(login.status, 200)
    // The slow-down is what stops the botnet: each further attempt on the account waits.
    assert.isAtLeast(Date.now() - started, LOGIN_SLOWDOWN_MS - 50)
  }).timeout(60_000)

  test('password reset mails for one email are limited to 3 an hour', async ({ assert }) => {
    const browser = new Browser()
    const email = uniqueEmail('reset-limit')
    for (let i = 0; i < 3; i++) {
      assert.equal((await browser.post('/api/auth/forgot-password', { email })).status, 200)
    }
    const blocked = await browser.post('/api/auth/forgot-password', { email })
    assert.equal(blocked.status, 429)
  })

  test('a signed-in person can ask for 3 verification mails an hour, from any address', async ({ assert }) => {
    const first = clientAt('203.0.113.50')
    const { email, password } = await signUp(first)
    assert.equal((await first.post('/api/auth/login', { email, password })).status, 200)
    for (let i = 0; i < 3; i++) assert.equal((await first.post('/api/auth/resend-verification')).status, 200)
    assert.equal((await first.post('/api/auth/resend-verification')).status, 429)
    const second = clientAt('203.0.113.51')
    assert.equal((await second.post('/api/auth/login', { email, password })).status, 200)
    assert.equal((await second.post('/api/auth/resend-verification')).status, 429, 'the limit is per account, not per address')
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
