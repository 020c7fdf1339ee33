import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import UserProvider from '#models/user_provider'
import { Browser, baseUrl, resetRateLimits, signUp, uniqueEmail } from '#tests/helpers/browser'
import { PROVIDERS, beginSocialSignIn, socialSignIn, startStandIns, type Identity, type Provider } from '#tests/helpers/oauth_stand_ins'

const DISPLAY: Record<Provider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  microsoft: 'Microsoft',
  github: 'GitHub',
}

function newIdentity(prefix: string, overrides: Partial<Identity> = {}): Identity {
  const id = String(Math.floor(Math.random() * 1e12))
  return {
    id,
    email: uniqueEmail(prefix),
    firstName: 'Grace',
    lastName: 'Hopper',
    login: `grace-${id}`,
    avatar: `https://avatars.example.test/${id}.png`,
    ...overrides,
  }
}

async function usersWithEmail(email: string) {
  return db.from('users').where('email', email.toLowerCase())
}

async function providerRows(provider: Provider, providerId: string) {
  return db.from('user_providers').where({ provider, provider_id: providerId })
}

test.group('Social sign-in', (group) => {
  let standIns: Awaited<ReturnType<typeof startStandIns>>

  group.setup(async () => {
    standIns = await startStandIns()
    return () => standIns.stop()
  })
  group.each.setup(() => resetRateLimits())

  test('{$self} signs in a new user end to end')
    .with([...PROVIDERS])
    .run(async ({ assert }, provider) => {
      const who = newIdentity(provider, { email: uniqueEmail(provider).toUpperCase() })
      standIns[provider].signInAs(who)
      const browser = new Browser()

      const { start, callback, callbackPath } = await beginSocialSignIn(browser, provider)
      const authorize = new URL(start.headers.get('location')!)
      assert.equal(`${authorize.origin}${authorize.pathname}`, standIns[provider].authorizeUrl)
      assert.equal(authorize.searchParams.get('client_id'), `test-${provider}-client`)
      assert.equal(authorize.searchParams.get('redirect_uri'), `${baseUrl()}/auth/${provider}/callback`)
      assert.isNotEmpty(authorize.searchParams.get('state'))
      assert.equal(callback.searchParams.get('state'), authorize.searchParams.get('state'))
      if (provider === 'microsoft') {
        assert.equal(authorize.searchParams.get('scope'), 'openid profile email User.Read')
      }

      const done = await browser.get(callbackPath, { accept: 'text/html' })
      assert.equal(done.status, 302, done.text)
      assert.equal(done.headers.get('location'), '/dashboard')

      const me = await browser.get('/api/auth/user')
      assert.equal(me.status, 200)
      const email = who.email!.toLowerCase()
      assert.equal(me.body.email, email)
      // Microsoft does not vouch for addresses; the other three do.
      assert.equal(me.body.emailVerified, provider !== 'microsoft')
      if (provider === 'github') {
        assert.equal(me.body.username, who.login)
        assert.equal(me.body.firstName, 'Grace Hopper')
        assert.isNull(me.body.lastName)
      } else {
        assert.match(me.body.username, /^gracehopper\d*$/)
        assert.equal(me.body.firstName, 'Grace')
        assert.equal(me.body.lastName, 'Hopper')
      }
      assert.equal(me.body.profileImage, provider === 'microsoft' ? null : who.avatar)

      const [user] = await usersWithEmail(email)
      assert.isNull(user.password)
      const rows = await providerRows(provider, who.id)
      assert.lengthOf(rows, 1)
      assert.equal(rows[0].user_id, me.body.id)
      // Encrypted at rest: the address is not readable in the column…
      assert.isString(rows[0].provider_data)
      assert.notInclude(rows[0].provider_data, email)
      // …yet the profile is there for the app, without the access token.
      const link = await UserProvider.findOrFail(rows[0].id)
      assert.equal(link.providerData?.email, email)
      assert.equal(link.providerData?.id, who.id)
      assert.notProperty(link.providerData!, 'accessToken')
      assert.notInclude(JSON.stringify(link.providerData), '"token":"')
    })

  test('{$self}: signing in again with the same identity reuses the user')
    .with([...PROVIDERS])
    .run(async ({ assert }, provider) => {
      const who = newIdentity(`again-${provider}`)
      standIns[provider].signInAs(who)

      const first = new Browser()
      assert.equal((await socialSignIn(first, provider)).status, 302)
      const firstId = (await first.get('/api/auth/user')).body.id

      const second = new Browser()
      const answer = await socialSignIn(second, provider)
      assert.equal(answer.status, 302)
      assert.equal(answer.headers.get('location'), '/dashboard')
      assert.equal((await second.get('/api/auth/user')).body.id, firstId)
      assert.lengthOf(await usersWithEmail(who.email!), 1)
      assert.lengthOf(await providerRows(provider, who.id), 1)
    })

  test('a provider-verified email of an existing password account links to that account', async ({ assert }) => {
    const owner = new Browser()
    const { email, password, answer } = await signUp(owner)
    const userId = answer.body.user.id
    // The owner proved the address (followed the mailed link).
    await db.from('users').where('id', userId).update({ email_verified: true })

    const who = newIdentity('link', { email })
    standIns.google.signInAs(who)
    const browser = new Browser()
    const done = await socialSignIn(browser, 'google')
    assert.equal(done.status, 302)
    assert.equal(done.headers.get('location'), '/dashboard')

    const me = await browser.get('/api/auth/user')
    assert.equal(me.body.id, userId)
    assert.equal(me.body.firstName, 'Ada') // the account's own name is kept
    assert.lengthOf(await usersWithEmail(email), 1)
    const rows = await providerRows('google', who.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].user_id, userId)
    // The password still works.
    assert.equal((await new Browser().post('/api/auth/login', { email, password })).status, 200)
  })

  test('linking to an account whose address was never verified drops its password (pre-hijacking)', async ({ assert }) => {
    // Someone registers the victim's address with a password they know, and waits.
    const { email, password, answer } = await signUp(new Browser())
    const who = newIdentity('prehijack', { email })
    standIns.github.signInAs(who)

    const victim = new Browser()
    assert.equal((await socialSignIn(victim, 'github')).status, 302)
    const me = await victim.get('/api/auth/user')
    assert.equal(me.body.id, answer.body.user.id)
    assert.isTrue(me.body.emailVerified)
    assert.equal((await new Browser().post('/api/auth/login', { email, password })).status, 401)
  })

  test('an unverified (Microsoft) email of an existing account is refused with 409 and creates nothing', async ({ assert }) => {
    const { email, password, answer } = await signUp(new Browser())
    const who = newIdentity('ms-conflict', { email })
    standIns.microsoft.signInAs(who)

    const browser = new Browser()
    const refused = await socialSignIn(browser, 'microsoft')
    assert.equal(refused.status, 409)
    assert.include(refused.headers.get('content-type')!, 'text/html')
    assert.include(refused.text, 'An account with this email already exists')
    assert.include(refused.text, 'Sign in with your password first')
    assert.include(refused.text, 'href="/login"')
    assert.equal((await browser.get('/api/auth/user')).status, 401)
    assert.lengthOf(await usersWithEmail(email), 1)
    assert.lengthOf(await providerRows('microsoft', who.id), 0)

    // Signed in with the password, the same Microsoft account gets connected…
    assert.equal((await browser.post('/api/auth/login', { email, password })).status, 200)
    const connected = await socialSignIn(browser, 'microsoft')
    assert.equal(connected.status, 302)
    assert.equal((await providerRows('microsoft', who.id))[0].user_id, answer.body.user.id)

    // …and from then on signs that account in by itself.
    const later = new Browser()
    assert.equal((await socialSignIn(later, 'microsoft')).status, 302)
    assert.equal((await later.get('/api/auth/user')).body.id, answer.body.user.id)
  })

  test('returnTo {returnTo} → {expected}')
    .with([
      { returnTo: '/journal', expected: '/journal' },
      { returnTo: '/recommendations/12?tab=all', expected: '/recommendations/12?tab=all' },
      { returnTo: 'https://evil.example', expected: '/dashboard' },
      { returnTo: '//evil.example', expected: '/dashboard' },
      { returnTo: '/\\evil.example', expected: '/dashboard' },
      { returnTo: 'journal', expected: '/dashboard' },
    ])
    .run(async ({ assert }, row) => {
      standIns.google.signInAs(newIdentity('return'))
      const browser = new Browser()
      const done = await socialSignIn(browser, 'google', `?returnTo=${encodeURIComponent(row.returnTo)}`)
      assert.equal(done.status, 302)
      assert.equal(done.headers.get('location'), row.expected)
    })

  test('a tampered state is refused with a 400 page and no session', async ({ assert }) => {
    const who = newIdentity('state')
    standIns.google.signInAs(who)
    const browser = new Browser()
    const { callback } = await beginSocialSignIn(browser, 'google')
    callback.searchParams.set('state', 'forged-by-an-attacker')

    const answer = await browser.get(`${callback.pathname}${callback.search}`, { accept: 'text/html' })
    assert.equal(answer.status, 400)
    assert.include(answer.headers.get('content-type')!, 'text/html')
    assert.include(answer.text, 'This sign-in could not be verified')
    assert.include(answer.text, 'href="/login"')
    assert.equal((await browser.get('/api/auth/user')).status, 401)
    assert.lengthOf(await usersWithEmail(who.email!), 0)
  })

  test('cancelling on the provider (error=access_denied) shows a 400 page', async ({ assert }) => {
    standIns.facebook.signInAs(newIdentity('denied'))
    standIns.facebook.denyNext()
    const browser = new Browser()
    const { callback, callbackPath } = await beginSocialSignIn(browser, 'facebook')
    assert.equal(callback.searchParams.get('error'), 'access_denied')

    const answer = await browser.get(callbackPath, { accept: 'text/html' })
    assert.equal(answer.status, 400)
    assert.include(answer.text, 'Facebook sign-in was cancelled')
    assert.equal((await browser.get('/api/auth/user')).status, 401)
  })

  test("a provider's error text is shown escaped", async ({ assert }) => {
    const browser = new Browser()
    const { callback } = await beginSocialSignIn(browser, 'google')
    callback.searchParams.delete('code')
    callback.searchParams.set('error', '<script>alert(1)</script>')
    const answer = await browser.get(`${callback.pathname}${callback.search}`, { accept: 'text/html' })
    assert.equal(answer.status, 400)
    assert.include(answer.text, '&lt;script&gt;alert(1)&lt;/script&gt;')
    assert.notInclude(answer.text, '<script>')
  })

  test('a code the provider refuses at the token endpoint shows a 400 page', async ({ assert }) => {
    standIns.microsoft.signInAs(newIdentity('refused'))
    standIns.microsoft.refuseNextCode()
    const browser = new Browser()
    const answer = await socialSignIn(browser, 'microsoft')
    assert.equal(answer.status, 400)
    assert.include(answer.text, 'Microsoft did not accept this sign-in')
    assert.equal((await browser.get('/api/auth/user')).status, 401)
  })

  test('an account that shares no email address gets a 400 page and no user', async ({ assert }) => {
    const who = newIdentity('noemail', { email: null })
    standIns.github.signInAs(who)
    const browser = new Browser()
    const answer = await socialSignIn(browser, 'github')
    assert.equal(answer.status, 400)
    assert.include(answer.text, 'Your GitHub account did not share an email address')
    assert.lengthOf(await providerRows('github', who.id), 0)
    assert.equal((await browser.get('/api/auth/user')).status, 401)
  })

  test('{$self} without a client id answers a 404 page, and works again once configured')
    .with([...PROVIDERS])
    .run(async ({ assert, cleanup }, provider) => {
      const key = `${provider.toUpperCase()}_CLIENT_ID` as 'GOOGLE_CLIENT_ID'
      const original = env.get(key)!
      env.set(key, '')
      cleanup(() => env.set(key, original))

      const browser = new Browser()
      const answer = await browser.get(`/auth/${provider}`, { accept: 'text/html' })
      assert.equal(answer.status, 404)
      assert.include(answer.headers.get('content-type')!, 'text/html')
      assert.include(answer.text, `<h1>${DISPLAY[provider]} sign-in is not configured on this server</h1>`)
      assert.include(answer.text, 'href="/login"')
      const callback = await browser.get(`/auth/${provider}/callback?code=x&state=y`, { accept: 'text/html' })
      assert.equal(callback.status, 404)

      env.set(key, original)
      assert.equal((await browser.get(`/auth/${provider}`)).status, 302)
    })

  test('the session id changes at sign-in (no session fixation)', async ({ assert }) => {
    standIns.google.signInAs(newIdentity('fixation'))
    const browser = new Browser()
    await browser.get('/api/auth/csrf')
    const before = browser.cookies.get('dosewise-session')
    assert.isString(before)

    const { callbackPath } = await beginSocialSignIn(browser, 'google', '?returnTo=/journal')
    assert.equal(browser.cookies.get('dosewise-session'), before)
    assert.equal((await browser.get(callbackPath, { accept: 'text/html' })).status, 302)
    const after = browser.cookies.get('dosewise-session')
    assert.isString(after)
    assert.notEqual(after, before)

    const attacker = new Browser()
    attacker.cookies.set('dosewise-session', before!)
    assert.equal((await attacker.get('/api/auth/user')).status, 401)
    assert.equal((await browser.get('/api/auth/user')).status, 200)
  })

  test('concurrent callbacks for the same new identity create one user', async ({ assert }) => {
    const who = newIdentity(`race-${randomUUID().slice(0, 4)}`)
    standIns.google.signInAs(who)
    const browsers = [new Browser(), new Browser(), new Browser()]
    const paths = await Promise.all(browsers.map((b) => beginSocialSignIn(b, 'google')))

    const answers = await Promise.all(browsers.map((b, i) => b.get(paths[i].callbackPath, { accept: 'text/html' })))
    for (const answer of answers) {
      assert.equal(answer.status, 302, answer.text)
      assert.equal(answer.headers.get('location'), '/dashboard')
    }
    const ids = await Promise.all(browsers.map(async (b) => (await b.get('/api/auth/user')).body.id))
    assert.lengthOf(new Set(ids), 1)
    assert.lengthOf(await usersWithEmail(who.email!), 1)
    assert.lengthOf(await providerRows('google', who.id), 1)
  })
})
