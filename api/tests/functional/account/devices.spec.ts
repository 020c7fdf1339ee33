/**
 * GET /api/account/sessions and DELETE /api/account/sessions/:id: the person's signed-in
 * devices, named from the browser they signed in with, this one marked; signing another one
 * out makes its next request a guest's (401) while this one goes on. Ids are opaque: never the
 * session id the cookie carries. On the database session store (the Japa server).
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import { Redis } from 'ioredis'
import { ACCOUNT_MESSAGES, accountSessionsSchema } from '@dosewise/sync-protocol'
import { Browser, resetRateLimits, signUp, signedInBrowser } from '#tests/helpers/browser'
import { currentUserId } from '#tests/helpers/sync_device'
import { startServer } from '#tests/helpers/server_process'
import { rewriteSessionDevice, storedSessionDevice } from '#tests/functional/account/account_data'

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0'

/** A browser that, like a real one, sends its User-Agent with every request. */
class DeviceBrowser extends Browser {
  constructor(
    private userAgent: string,
    origin?: string
  ) {
    super(origin)
  }

  request(method: string, path: string, options: Parameters<Browser['request']>[2] = {}) {
    return super.request(method, path, { ...options, headers: { 'user-agent': this.userAgent, ...options.headers } })
  }
}

async function signInWith(userAgent: string, email: string, password: string, origin?: string) {
  const browser = new DeviceBrowser(userAgent, origin)
  const answer = await browser.post('/api/auth/login', { email, password })
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`)
  return browser
}

async function personOnTwoDevices() {
  const { email, password } = await signUp(new Browser())
  const phone = await signInWith(PHONE, email, password)
  const laptop = await signInWith(LAPTOP, email, password)
  return { phone, laptop, email, password }
}

const near = (iso: string | null) => iso !== null && Math.abs(Date.parse(iso) - Date.now()) < 60_000

test.group('Account: signed-in devices', (group) => {
  group.each.setup(() => resetRateLimits())

  test('both devices are listed by browser and system, this one first and marked, with no session id', async ({ assert }) => {
    const { phone, laptop } = await personOnTwoDevices()
    const answer = await laptop.get('/api/account/sessions')
    assert.equal(answer.status, 200)
    assert.equal(answer.headers.get('cache-control'), 'no-store')
    const devices = accountSessionsSchema.parse(answer.body)
    assert.deepEqual(
      devices.map((d) => [d.device, d.current]),
      [
        ['Firefox on Windows', true],
        ['Chrome on Android', false],
      ]
    )
    for (const device of devices) {
      assert.isTrue(near(device.signedInAt))
      assert.isTrue(near(device.lastActiveAt))
    }
    // The cookies' session ids appear nowhere in the answer.
    for (const browser of [phone, laptop]) assert.notInclude(answer.text, browser.cookies.get('dosewise-session')!)
    // The phone sees the same two devices, with itself marked.
    const fromPhone = accountSessionsSchema.parse((await phone.get('/api/account/sessions')).body)
    assert.deepEqual(
      fromPhone.map((d) => [d.device, d.current]),
      [
        ['Chrome on Android', true],
        ['Firefox on Windows', false],
      ]
    )
  })

  test('signing the other device out ends its session; this one goes on', async ({ assert }) => {
    const { phone, laptop } = await personOnTwoDevices()
    const devices = accountSessionsSchema.parse((await laptop.get('/api/account/sessions')).body)
    const other = devices.find((d) => !d.current)!

    const answer = await laptop.request('DELETE', `/api/account/sessions/${other.id}`)
    assert.equal(answer.status, 200)
    assert.equal(answer.body.message, ACCOUNT_MESSAGES.deviceSignedOut)

    assert.equal((await phone.get('/api/auth/user')).status, 401)
    assert.equal((await phone.get('/api/lab-results')).status, 401)
    assert.equal((await laptop.get('/api/auth/user')).status, 200)
    const after = accountSessionsSchema.parse((await laptop.get('/api/account/sessions')).body)
    assert.deepEqual(
      after.map((d) => d.device),
      ['Firefox on Windows']
    )
    // Again: already signed out.
    const again = await laptop.request('DELETE', `/api/account/sessions/${other.id}`)
    assert.equal(again.status, 404)
    assert.equal(again.body.message, ACCOUNT_MESSAGES.deviceNotFound)
  })

  test('this device cannot be signed out from the list, and another person’s device is not found', async ({ assert }) => {
    const { phone, laptop } = await personOnTwoDevices()
    const mine = accountSessionsSchema.parse((await laptop.get('/api/account/sessions')).body)
    const current = await laptop.request('DELETE', `/api/account/sessions/${mine.find((d) => d.current)!.id}`)
    assert.equal(current.status, 400)
    assert.equal(current.body.message, ACCOUNT_MESSAGES.deviceIsCurrent)
    assert.equal((await laptop.get('/api/auth/user')).status, 200)

    const stranger = await personOnTwoDevices()
    const theirs = accountSessionsSchema.parse((await stranger.laptop.get('/api/account/sessions')).body)
    for (const device of theirs) {
      const answer = await laptop.request('DELETE', `/api/account/sessions/${device.id}`)
      assert.equal(answer.status, 404)
    }
    assert.equal((await stranger.phone.get('/api/auth/user')).status, 200)
    assert.equal((await stranger.laptop.get('/api/auth/user')).status, 200)
    assert.equal((await phone.get('/api/auth/user')).status, 200)
    assert.equal((await laptop.request('DELETE', '/api/account/sessions/not-a-device')).status, 404)
  })

  test('after a password change only this device is listed; signed out the list is a 401', async ({ assert }) => {
    const { laptop, password } = await personOnTwoDevices()
    const change = await laptop.post('/api/auth/change-password', {
      currentPassword: password,
      password: 'a brand new secret',
      confirmPassword: 'a brand new secret',
    })
    assert.equal(change.status, 200)
    const devices = accountSessionsSchema.parse((await laptop.get('/api/account/sessions')).body)
    assert.deepEqual(
      devices.map((d) => [d.device, d.current]),
      [['Firefox on Windows', true]]
    )
    assert.equal((await new Browser().get('/api/account/sessions')).status, 401)
  })
})

test.group('Account: last active', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a request moves last-active on once it is five minutes old, and not before', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const signedInAt = (await storedSessionDevice(userId)).signedInAt
    const recent = Date.now() - 60_000
    await rewriteSessionDevice(userId, { lastActiveAt: recent })
    await browser.get('/api/lab-results')
    assert.equal((await storedSessionDevice(userId)).lastActiveAt, recent)

    const longAgo = Date.now() - 60 * 60_000
    await rewriteSessionDevice(userId, { lastActiveAt: longAgo })
    const [listed] = accountSessionsSchema.parse((await browser.get('/api/account/sessions')).body)
    assert.isTrue(near(listed.lastActiveAt))
    assert.equal(listed.signedInAt, new Date(signedInAt).toISOString())
    assert.isAbove((await storedSessionDevice(userId)).lastActiveAt, longAgo)
  })
})

test.group('Account: devices with REDIS_URL (sessions in Redis)', (group) => {
  // Its own Redis database: the session tests use 12.
  const redisUrl = 'redis://127.0.0.1:6379/13'
  let server: Awaited<ReturnType<typeof startServer>>
  let redis: Redis
  group.setup(async () => {
    redis = new Redis(redisUrl)
    await redis.flushdb()
    const database: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}
    server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'dw-devices-redis-')), REDIS_URL: redisUrl, ...database })
    return async () => {
      await server.stop()
      await redis.flushdb()
      redis.disconnect()
    }
  })

  test('the list, signing one device out, and deleting the account work on Redis and leave no session there', async ({ assert }) => {
    const email = `redis-devices-${Date.now()}@example.test`
    const password = 'redis-devices-1'
    assert.equal((await new Browser(server.url).post('/api/auth/signup', { email, password, confirmPassword: password })).status, 201)
    const phone = await signInWith(PHONE, email, password, server.url)
    const laptop = await signInWith(LAPTOP, email, password, server.url)
    const userId = (await laptop.get('/api/auth/user')).body.id

    const devices = accountSessionsSchema.parse((await laptop.get('/api/account/sessions')).body)
    assert.deepEqual(
      devices.map((d) => [d.device, d.current]),
      [
        ['Firefox on Windows', true],
        ['Chrome on Android', false],
      ]
    )
    assert.equal((await laptop.request('DELETE', `/api/account/sessions/${devices[1].id}`)).status, 200)
    assert.equal((await phone.get('/api/auth/user')).status, 401)
    assert.equal((await laptop.get('/api/auth/user')).status, 200)

    // The tag set may still name the phone's deleted session (Redis tags are cleaned lazily).
    const stored: string[] = []
    for (const id of await redis.smembers(`session_tag:${userId}`)) if (await redis.exists(id)) stored.push(id)
    assert.lengthOf(stored, 1)

    assert.equal((await laptop.request('DELETE', '/api/account', { json: { password } })).status, 204)
    assert.equal((await laptop.get('/api/auth/user')).status, 401)
    assert.equal(await redis.exists(`session_tag:${userId}`), 0)
    for (const id of stored) assert.equal(await redis.exists(id), 0, 'the deleted account’s sessions are gone from Redis')
  }).timeout(60_000)
})
