/**
 * Ending sessions (issue 10 item 2): a password reset, a password change and a social sign-in
 * that takes over an unverified account end every other session of that user; "sign out
 * everywhere" ends them all. Checked on the database session store here (the Japa server), and
 * on Redis in a server of its own at the end.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { Redis } from 'ioredis'
import { settleBackgroundWork } from '#services/background'
import { Browser, resetRateLimits, signUp, signedInBrowser, uniqueEmail } from '#tests/helpers/browser'
import { lastMailTo, linkIn } from '#tests/helpers/mailbox'
import { socialSignIn, startStandIns } from '#tests/helpers/oauth_stand_ins'
import { startServer } from '#tests/helpers/server_process'

async function signInAgain(email: string, password: string) {
  const browser = new Browser()
  const answer = await browser.post('/api/auth/login', { email, password })
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.text}`)
  return browser
}

async function storedSessionsOf(userId: number) {
  return db.from('sessions').where('user_id', String(userId))
}

test.group('Ending sessions', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a password reset through the mailed link signs the person out on every device', async ({ assert }) => {
    const { browser: first, email, password } = await signedInBrowser()
    const second = await signInAgain(email, password)
    const me = (await first.get('/api/auth/user')).body
    assert.lengthOf(await storedSessionsOf(me.id), 2)

    await new Browser().post('/api/auth/forgot-password', { email })
    await settleBackgroundWork()
    const token = linkIn((await lastMailTo(email, 'Reset your Dosewise password'))!, '/reset-password')!
    const reset = await new Browser().post('/api/auth/reset-password', {
      token,
      password: 'a new secret 123',
      confirmPassword: 'a new secret 123',
    })
    assert.equal(reset.status, 200)

    assert.equal((await first.get('/api/auth/user')).status, 401)
    assert.equal((await second.get('/api/auth/user')).status, 401)
    assert.equal((await first.get(`/api/journal/${me.id}`)).status, 401)
    assert.lengthOf(await storedSessionsOf(me.id), 0)
    // The new password signs in as usual.
    assert.equal((await (await signInAgain(email, 'a new secret 123')).get('/api/auth/user')).status, 200)
  })

  test('changing the password ends the other sessions and keeps this one', async ({ assert }) => {
    const { browser: here, email, password } = await signedInBrowser()
    const elsewhere = await signInAgain(email, password)

    const change = await here.post('/api/auth/change-password', {
      currentPassword: password,
      password: 'changed secret 1',
      confirmPassword: 'changed secret 1',
    })
    assert.equal(change.status, 200)
    assert.equal((await here.get('/api/auth/user')).status, 200)
    assert.equal((await elsewhere.get('/api/auth/user')).status, 401)
    assert.equal((await new Browser().post('/api/auth/login', { email, password })).status, 401)
    assert.equal((await new Browser().post('/api/auth/login', { email, password: 'changed secret 1' })).status, 200)
  })

  test('a wrong current password changes nothing and ends nothing', async ({ assert }) => {
    const { browser: here, email, password } = await signedInBrowser()
    const elsewhere = await signInAgain(email, password)
    const change = await here.post('/api/auth/change-password', {
      currentPassword: 'not it at all',
      password: 'changed secret 1',
      confirmPassword: 'changed secret 1',
    })
    assert.equal(change.status, 422)
    assert.deepEqual(change.body.errors, [{ field: 'currentPassword', message: 'Your current password is not correct.' }])
    assert.equal((await elsewhere.get('/api/auth/user')).status, 200)
    assert.equal((await new Browser().post('/api/auth/login', { email, password })).status, 200)
  })

  test('changing the password needs a session, the token and matching new passwords', async ({ assert }) => {
    const anonymous = await new Browser().post('/api/auth/change-password', {
      currentPassword: 'x',
      password: 'changed secret 1',
      confirmPassword: 'changed secret 1',
    })
    assert.equal(anonymous.status, 401)
    const { browser, password } = await signedInBrowser()
    const mismatch = await browser.post('/api/auth/change-password', {
      currentPassword: password,
      password: 'changed secret 1',
      confirmPassword: 'changed secret 2',
    })
    assert.equal(mismatch.status, 422)
    assert.deepInclude(mismatch.body.errors, { field: 'confirmPassword', message: 'Passwords do not match.' })
  })

  test('sign out everywhere ends every session, this one included', async ({ assert }) => {
    const { browser: here, email, password } = await signedInBrowser()
    const elsewhere = await signInAgain(email, password)
    const me = (await here.get('/api/auth/user')).body
    const answer = await here.post('/api/auth/logout-everywhere')
    assert.equal(answer.status, 200)
    assert.equal((await here.get('/api/auth/user')).status, 401)
    assert.equal((await elsewhere.get('/api/auth/user')).status, 401)
    assert.lengthOf(await storedSessionsOf(me.id), 0)
    // Signing in again works.
    assert.equal((await (await signInAgain(email, password)).get('/api/auth/user')).status, 200)
  })

  test('a session copied before the end stays ended, even if its stored data comes back', async ({ assert }) => {
    const { browser, email, password } = await signedInBrowser()
    const me = (await browser.get('/api/auth/user')).body
    const [saved] = await storedSessionsOf(me.id)
    await (await signInAgain(email, password)).post('/api/auth/logout-everywhere')
    // A restored backup (or a store that missed the delete) still holds the old session.
    await db.table('sessions').insert(saved)
    assert.equal((await browser.get('/api/auth/user')).status, 401)
  })

  test('a social sign-in that takes over an unverified account signs the squatter out', async ({ assert }) => {
    const standIns = await startStandIns()
    try {
      // Someone signs up with the owner's address and stays signed in.
      const squatter = new Browser()
      const email = uniqueEmail('squatted')
      const { answer } = await signUp(squatter, { email })
      assert.equal((await squatter.post('/api/auth/login', { email, password: 'correct horse battery' })).status, 200)
      const userId = answer.body.user.id

      // The owner arrives with Google, which vouches for the address.
      standIns.google.signInAs({ id: String(Date.now()), email, firstName: 'Real', lastName: 'Owner' })
      const owner = new Browser()
      assert.equal((await socialSignIn(owner, 'google')).status, 302)
      assert.equal((await owner.get('/api/auth/user')).body.id, userId)
      const entry = await owner.post('/api/journal', {
        mood: 'good',
        energy: 'high',
        sleep: 'good',
        stress: 'low',
        notes: 'private to the owner',
      })
      assert.equal(entry.status, 201)

      assert.equal((await squatter.get('/api/auth/user')).status, 401)
      const read = await squatter.get(`/api/journal/${userId}`)
      assert.equal(read.status, 401)
      assert.notInclude(read.text, 'private to the owner')
    } finally {
      await standIns.stop()
    }
  })
})

test.group('Ending sessions with REDIS_URL (sessions in Redis)', (group) => {
  const redisUrl = 'redis://127.0.0.1:6379/12'
  let server: Awaited<ReturnType<typeof startServer>>
  let redis: Redis
  group.setup(async () => {
    redis = new Redis(redisUrl)
    await redis.flushdb()
    const database: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}
    server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'dw-sessions-redis-')), REDIS_URL: redisUrl, ...database })
    return async () => {
      await server.stop()
      await redis.flushdb()
      redis.disconnect()
    }
  })

  test('a password change deletes the other sessions from Redis and they stop working', async ({ assert }) => {
    const email = uniqueEmail('redis-sessions')
    const password = 'redis-password-1'
    const here = new Browser(server.url)
    assert.equal((await here.post('/api/auth/signup', { email, password, confirmPassword: password })).status, 201)
    assert.equal((await here.post('/api/auth/login', { email, password })).status, 200)
    const elsewhere = new Browser(server.url)
    assert.equal((await elsewhere.post('/api/auth/login', { email, password })).status, 200)
    const me = (await here.get('/api/auth/user')).body
    const tagged = await redis.smembers(`session_tag:${me.id}`)
    assert.lengthOf(tagged, 2)
    for (const id of tagged) assert.equal(await redis.exists(id), 1)

    const change = await here.post('/api/auth/change-password', {
      currentPassword: password,
      password: 'redis-password-2',
      confirmPassword: 'redis-password-2',
    })
    assert.equal(change.status, 200)
    for (const id of tagged) assert.equal(await redis.exists(id), 0, 'the old sessions are gone from Redis')
    assert.equal((await elsewhere.get('/api/auth/user')).status, 401)
    assert.equal((await here.get('/api/auth/user')).status, 200)
  })
})
