/**
 * Live sync notices (ADR 0038): a person's other open devices hear "your data changed, version
 * N" within a second of a change — pushed by another device, or made by the server — and only
 * once it is committed (a pull on hearing it sees the change). A stream is the session's own:
 * another person's is refused. A notice says a version and nothing else. With REDIS_URL the
 * notice crosses processes.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import pg from 'pg'
import { Redis } from 'ioredis'
import { uuidv7 } from '@dosewise/sync-protocol'
import { Browser, baseUrl, resetRateLimits, signUp, signedInBrowser } from '#tests/helpers/browser'
import { LiveStream } from '#tests/helpers/live_stream'
import { SyncDevice, currentUserId, journalInput } from '#tests/helpers/sync_device'
import { startServer, type RunningServer } from '#tests/helpers/server_process'

/** Signs a second browser in as the same person (their other device). */
async function otherDevice(email: string, password: string, origin?: string) {
  const browser = new Browser(origin)
  const login = await browser.post('/api/auth/login', { email, password })
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`)
  return browser
}

test.group('Live sync notices', (group) => {
  group.each.setup(() => resetRateLimits())
  const streams: LiveStream[] = []
  group.each.teardown(() => {
    for (const stream of streams.splice(0)) stream.close()
  })
  const open = async (browser: Browser, userId: number | string) => {
    const stream = await LiveStream.open(browser, baseUrl(), userId)
    streams.push(stream)
    return stream
  }

  test("a push by one of A's devices reaches A's other device within a second, after its commit", async ({ assert }) => {
    const { browser: phone, email, password } = await signedInBrowser()
    const userId = await currentUserId(phone)
    const laptop = await otherDevice(email, password)
    const stream = await open(laptop, userId)
    assert.equal(stream.status, 200)
    // First the version the data is at now (a new account: 0 or what sign-up made).
    await stream.versionReached(0)
    const before = stream.versions[0]

    const device = new SyncDevice(phone)
    const id = uuidv7()
    const pushed = await device.push([device.mutation('journalEntry', id, 'create', journalInput({ notes: 'Heard at once' }))])
    assert.equal(pushed.status, 200)
    const version = pushed.body.results[0].version!
    assert.isAbove(version, before)
    const waited = await stream.versionReached(version)
    assert.isAtMost(waited, 1_000)

    // Told after the commit: the laptop's pull right away sees the entry.
    const pulled = await new SyncDevice(laptop).pullAll()
    assert.include(
      pulled.changes.map((c) => c.id),
      id
    )
  })

  test('a change the server makes (a REST write) reaches the stream too', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const stream = await open(browser, userId)
    await stream.versionReached(0)
    const heard = stream.versions.length

    const created = await browser.post('/api/journal', journalInput({ notes: 'Written through REST' }))
    assert.equal(created.status, 201)
    const latest = (await new SyncDevice(browser).pullAll()).changes.at(-1)!.version
    await stream.versionReached(latest)
    assert.isAbove(stream.versions.length, heard)
  })

  test("B's subscription to A's channel is refused, and so is one without a session", async ({ assert }) => {
    const alice = await signedInBrowser()
    const aliceId = await currentUserId(alice.browser)
    const { browser: bob } = await signedInBrowser()

    const refused = await open(bob, aliceId)
    assert.equal(refused.status, 403)
    assert.equal(JSON.parse(refused.text).code, 'E_FORBIDDEN')

    const signedOut = await open(new Browser(), aliceId)
    assert.equal(signedOut.status, 401)

    // Bob's own stream hears nothing of Alice's change.
    const bobStream = await open(bob, await currentUserId(bob))
    await bobStream.versionReached(0)
    const aliceStream = await open(alice.browser, aliceId)
    await aliceStream.versionReached(0)
    assert.equal((await alice.browser.post('/api/journal', journalInput())).status, 201)
    await aliceStream.versionReached(aliceStream.versions[0] + 1)
    await new Promise((resolve) => setTimeout(resolve, 200))
    assert.lengthOf(bobStream.versions, 1, 'only the version Bob was at when his stream opened')
  })

  test('a notice says a version and nothing else', async ({ assert }) => {
    const { browser, email, password } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const stream = await open(await otherDevice(email, password), userId)
    await stream.versionReached(0)
    const secret = `Private note ${randomUUID()}`
    const device = new SyncDevice(browser)
    const pushed = await device.push([device.mutation('journalEntry', uuidv7(), 'create', journalInput({ notes: secret }))])
    await stream.versionReached(pushed.body.results[0].version!)

    for (const frame of stream.frames) {
      assert.oneOf(frame.event, ['retry', 'change', 'comment'])
      if (frame.event !== 'change') continue
      assert.deepEqual(Object.keys(JSON.parse(frame.data)), ['version'])
      assert.notInclude(frame.data, secret)
    }
  })
})

/**
 * Two API processes on one PostgreSQL database and one Redis: the PG run's DATABASE_URL, else a
 * fresh database on TEST_DATABASE_URL's server (dropped afterwards). Without either, or without
 * Redis on 127.0.0.1:6379, each test fails at once saying why (no skipping).
 */
test.group('Live sync notices across processes (REDIS_URL)', (group) => {
  group.each.timeout(120_000)
  const redisUrl = 'redis://127.0.0.1:6379/13'
  const servers: RunningServer[] = []
  let unavailable: string | undefined
  let drop: (() => Promise<void>) | undefined

  group.teardown(async () => {
    for (const server of servers) await server.stop()
    await drop?.()
  })
  group.setup(async () => {
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
    redis.on('error', () => {})
    try {
      await redis.connect()
    } catch (error) {
      unavailable = `these tests need Redis at ${redisUrl}: ${(error as Error).message}`
      return
    } finally {
      redis.disconnect()
    }
    let databaseUrl = process.env.DATABASE_URL
    if (!databaseUrl && process.env.TEST_DATABASE_URL) {
      const name = `dosewise_live_${process.pid}_${Date.now().toString(36)}`
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name}`)
      await admin.end()
      const url = new URL(process.env.TEST_DATABASE_URL)
      url.pathname = `/${name}`
      databaseUrl = url.href
      drop = async () => {
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
        await client.connect()
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await client.end()
      }
    }
    if (!databaseUrl) {
      unavailable = 'two API processes need one PostgreSQL database: set DATABASE_URL or TEST_DATABASE_URL'
      return
    }
    // Channels of this run only (pub/sub ignores Redis's database number).
    const env = { REDIS_URL: redisUrl, REDIS_CHANNEL_PREFIX: `dosewise-test-${randomUUID()}:`, DATABASE_URL: databaseUrl }
    // One after the other: the first migrates and seeds the database.
    servers.push(await startServer({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'dw-live-1-')) }))
    servers.push(await startServer({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'dw-live-2-')) }))
  })
  group.each.setup(() => {
    if (unavailable) throw new Error(unavailable)
  })

  test('a push through process 1 reaches a stream held by process 2 within a second', async ({ assert }) => {
    const [first, second] = servers
    const phone = new Browser(first.url)
    const { email, password, answer } = await signUp(phone)
    assert.equal(answer.status, 201)
    assert.equal((await phone.post('/api/auth/login', { email, password })).status, 200)
    const userId = await currentUserId(phone)
    const laptop = await otherDevice(email, password, second.url)

    const stream = await LiveStream.open(laptop, second.url, userId)
    try {
      assert.equal(stream.status, 200)
      await stream.versionReached(0)
      const device = new SyncDevice(phone)
      const pushed = await device.push([device.mutation('journalEntry', uuidv7(), 'create', journalInput())])
      assert.equal(pushed.status, 200)
      const waited = await stream.versionReached(pushed.body.results[0].version!)
      assert.isAtMost(waited, 1_000)
    } finally {
      stream.close()
    }
  })
})
