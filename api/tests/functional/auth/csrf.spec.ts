import { test } from '@japa/runner'
import User from '#models/user'
import { Browser, resetRateLimits, uniqueEmail, signedInBrowser } from '#tests/helpers/browser'

test.group('CSRF protection', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a state-changing request without the X-XSRF-TOKEN header is refused with 403 JSON and changes nothing', async ({ assert }) => {
    const browser = new Browser()
    await browser.get('/api/health')
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
    await attacker.get('/api/health')
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
