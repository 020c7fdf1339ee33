import { test } from '@japa/runner'
import { Browser, resetRateLimits, signUp, signedInBrowser } from '#tests/helpers/browser'

test.group('Sign-in, current user and sign-out', (group) => {
  group.each.setup(() => resetRateLimits())

  test('signing in opens a session; /api/auth/user then returns the user without secrets', async ({ assert }) => {
    const browser = new Browser()
    const { email, password } = await signUp(browser)

    const login = await browser.post('/api/auth/login', { email, password })
    assert.equal(login.status, 200)
    assert.equal(login.body.message, 'You have been logged in successfully.')

    const me = await browser.get('/api/auth/user')
    assert.equal(me.status, 200)
    assert.equal(me.body.email, email)
    assert.equal(me.body.role, 'user')
    for (const secret of ['password', 'verificationToken', 'resetToken', 'resetTokenExpiry']) {
      assert.notProperty(me.body, secret)
    }
    assert.notInclude(me.text, '$scrypt$')
  })

  test('an unverified user may sign in and is reminded to verify', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const me = await browser.get('/api/auth/user')
    assert.isFalse(me.body.emailVerified)
    assert.include(me.body.reminder, 'verify your email')
  })

  test('signed out, /api/auth/user answers 401 JSON', async ({ assert }) => {
    const answer = await new Browser().get('/api/auth/user')
    assert.equal(answer.status, 401)
    assert.include(answer.headers.get('content-type')!, 'application/json')
    assert.equal(answer.body.code, 'E_UNAUTHORIZED_ACCESS')
  })

  test('a wrong password and an unknown email get the same generic answer', async ({ assert }) => {
    const browser = new Browser()
    const { email } = await signUp(browser)
    const wrongPassword = await browser.post('/api/auth/login', { email, password: 'not the password' })
    const unknownEmail = await browser.post('/api/auth/login', { email: 'nobody@example.test', password: 'whatever123' })

    assert.equal(wrongPassword.status, 401)
    assert.equal(unknownEmail.status, 401)
    assert.equal(wrongPassword.body.message, 'Invalid email or password')
    assert.deepEqual(wrongPassword.body, unknownEmail.body)
    assert.equal((await browser.get('/api/auth/user')).status, 401)
  })

  test('email matching ignores case and surrounding spaces', async ({ assert }) => {
    const browser = new Browser()
    const { email, password } = await signUp(browser)
    const login = await browser.post('/api/auth/login', { email: `  ${email.toUpperCase()} `, password })
    assert.equal(login.status, 200)
  })

  test('{label} → 422')
    .with([
      { label: 'missing password', body: { email: 'a@example.test' }, field: 'password', message: 'Required' },
      { label: 'missing email', body: { password: 'x' }, field: 'email', message: 'Required' },
      {
        label: 'email as an object',
        body: { email: { $ne: '' }, password: 'x' },
        field: 'email',
        message: 'Expected string, received object',
      },
    ])
    .run(async ({ assert }, row) => {
      const answer = await new Browser().post('/api/auth/login', row.body)
      assert.equal(answer.status, 422)
      assert.deepInclude(answer.body.errors, { field: row.field, message: row.message })
    })

  test('the session id changes at sign-in (no session fixation)', async ({ assert }) => {
    const browser = new Browser()
    const { email, password } = await signUp(browser)
    await browser.get('/api/auth/csrf')
    const before = browser.cookies.get('dosewise-session')
    assert.isString(before)

    await browser.post('/api/auth/login', { email, password })
    const after = browser.cookies.get('dosewise-session')
    assert.isString(after)
    assert.notEqual(after, before)

    // An attacker holding the pre-login session cookie is not signed in.
    const attacker = new Browser()
    attacker.cookies.set('dosewise-session', before!)
    assert.equal((await attacker.get('/api/auth/user')).status, 401)
    assert.equal((await browser.get('/api/auth/user')).status, 200)
  })

  test('signing out ends the session', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const stolen = browser.cookies.get('dosewise-session')!
    const logout = await browser.post('/api/auth/logout')
    assert.equal(logout.status, 200)
    assert.equal((await browser.get('/api/auth/user')).status, 401)

    const replay = new Browser()
    replay.cookies.set('dosewise-session', stolen)
    assert.equal((await replay.get('/api/auth/user')).status, 401)
  })
})

test.group('The "has signed in" hint cookie', () => {
  test('is set at sign-in, readable by the page, and cleared at sign-out and on a 401', async ({ assert }) => {
    const browser = new Browser()
    const { email, password } = await signUp(browser)
    const login = await browser.post('/api/auth/login', { email, password })
    const hint = login.headers.getSetCookie().find((c) => c.startsWith('dosewise_auth='))
    assert.exists(hint)
    assert.notMatch(hint!, /HttpOnly/i)
    assert.equal(browser.cookies.get('dosewise_auth'), '1')

    await browser.post('/api/auth/logout')
    assert.isFalse(browser.cookies.has('dosewise_auth'))

    const stale = new Browser()
    stale.cookies.set('dosewise_auth', '1')
    assert.equal((await stale.get('/api/auth/user')).status, 401)
    assert.isFalse(stale.cookies.has('dosewise_auth'))
  })
})
