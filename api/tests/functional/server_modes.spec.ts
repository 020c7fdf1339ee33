/**
 * The server as `npm start` runs it, in each runtime mode of docs/architecture.md (Runtime): the embedded default
 * (SQLite file, .eml mail, generated app key), production, Redis for sessions and rate limits,
 * and SMTP for mail. Each test group starts the real server process with its own environment.
 * In the PostgreSQL run of the suite, the servers use that database too.
 */
import { test } from '@japa/runner'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import Database from 'better-sqlite3'
import db from '@adonisjs/lucid/services/db'
import { SMTPServer } from 'smtp-server'
import { simpleParser } from 'mailparser'
import { Browser, uniqueEmail } from '#tests/helpers/browser'
import { freePort, startServer, type RunningServer } from '#tests/helpers/server_process'
import { DEMO_ACCOUNT } from '#services/seed_service'

const database: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}

async function countUsersWithEmail(dataDir: string, email: string) {
  if (database.DATABASE_URL) {
    const rows = await db.from('users').where('email', email).count('* as total')
    return Number(rows[0].total)
  }
  const sqlite = new Database(join(dataDir, 'dosewise.sqlite'), { readonly: true })
  const row = sqlite.prepare('select count(*) as total from users where email = ?').get(email) as { total: number }
  sqlite.close()
  return row.total
}

const SESSION_COOKIE = 'dosewise-session'
/** The session guard of config/auth.ts ('web') keeps the signed-in user's id under this key. */
const AUTH_SESSION_KEY = 'auth_web'

/**
 * The session id inside the session cookie. The cookie is signed, not encrypted:
 * `s:` + base64url of `{"message": <id>, "purpose": <cookie name>}` + `.` + an HMAC.
 */
function sessionIdOf(browser: Browser) {
  const raw = browser.cookies.get(SESSION_COOKIE)
  if (!raw) throw new Error(`no ${SESSION_COOKIE} cookie (cookies: ${[...browser.cookies.keys()].join(', ')})`)
  const value = decodeURIComponent(raw)
  if (!value.startsWith('s:')) throw new Error(`${SESSION_COOKIE} is not a signed cookie: ${value}`)
  const [encoded] = value.slice(2).split('.')
  const signed = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))
  if (signed.purpose !== SESSION_COOKIE || typeof signed.message !== 'string' || !signed.message) {
    throw new Error(`unexpected ${SESSION_COOKIE} payload: ${JSON.stringify(signed)}`)
  }
  return signed.message as string
}

/**
 * The values a session store keeps for a session id: both the Redis and the database store
 * save `{"message": <values>, "purpose": <session id>}`.
 */
function sessionValues(stored: string | null | undefined, sessionId: string): Record<string, unknown> | null {
  if (!stored) return null
  const parsed = JSON.parse(stored)
  if (parsed.purpose !== sessionId) throw new Error(`session data stored for ${parsed.purpose}, not ${sessionId}`)
  return parsed.message
}

/**
 * The user id the auth guard stored in a session's values: `<user id>`, or `<user id>.<epoch>`
 * when the user provider versions sessions.
 */
function signedInUserOf(values: Record<string, unknown> | null): number | undefined {
  const stored = values?.[AUTH_SESSION_KEY]
  if (stored === undefined || stored === null) return undefined
  return Number(String(stored).split('.')[0])
}

/** The row of the database session store (`sessions` table) for a session id. */
async function sessionRow(dataDir: string, sessionId: string): Promise<{ id: string; data: string } | undefined> {
  if (database.DATABASE_URL) {
    return (await db.from('sessions').where('id', sessionId).select('id', 'data').first()) ?? undefined
  }
  const sqlite = new Database(join(dataDir, 'dosewise.sqlite'), { readonly: true })
  const row = sqlite.prepare('select id, data from sessions where id = ?').get(sessionId) as { id: string; data: string } | undefined
  sqlite.close()
  return row
}

/** A hashed chunk over the 1 KB below which nothing is worth compressing (ADR 0041). */
const APP_JS = `console.log("app")\n${'// a chunk of the app, long enough to be sent compressed\n'.repeat(30)}`

function fakePwaBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'dw-dist-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Dosewise shell</title>')
  writeFileSync(join(dir, 'assets', 'app-3f9a1c.js'), APP_JS)
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  // A Vite build manifest (builds before ADR 0050 wrote one): the server announces nothing from it.
  mkdirSync(join(dir, '.vite'))
  const manifest = {
    'index.html': { file: 'assets/app-3f9a1c.js', isEntry: true, imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_dexie-2.js': { file: 'assets/dexie-2.js' },
    'src/app/layouts/signed-in-layout.tsx': {
      file: 'assets/signed-in-layout-3.js',
      src: 'src/app/layouts/signed-in-layout.tsx',
      isDynamicEntry: true,
      imports: ['_react-1.js', '_dexie-2.js'],
    },
  }
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest))
  return dir
}

test.group('npm start: the embedded default', (group) => {
  group.each.timeout(120_000)
  let dataDir: string
  let server: RunningServer
  group.setup(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'dw-start-'))
    server = await startServer({ DATA_DIR: dataDir, PWA_DIST: fakePwaBuild(), ...database })
    return () => server.stop()
  })

  test('keeps its files under DATA_DIR: the database and a private generated app key', async ({ assert }) => {
    if (!database.DATABASE_URL) assert.isTrue(existsSync(join(dataDir, 'dosewise.sqlite')))
    const key = join(dataDir, 'app-key')
    assert.isTrue(existsSync(key))
    assert.equal(statSync(key).mode & 0o777, 0o600)
  })

  test('serves the PWA: the shell with a CSP, cached hashed assets, deep links, JSON for the API', async ({ assert }) => {
    const shell = await fetch(`${server.url}/`)
    assert.equal(shell.status, 200)
    assert.include(await shell.text(), 'Dosewise shell')
    assert.include(shell.headers.get('content-security-policy')!, "default-src 'self'")
    assert.equal(shell.headers.get('cache-control'), 'no-cache')

    const asset = await fetch(`${server.url}/assets/app-3f9a1c.js`, { headers: { 'accept-encoding': 'br, gzip' } })
    assert.equal(asset.status, 200)
    assert.include(asset.headers.get('cache-control')!, 'immutable')
    assert.equal(asset.headers.get('content-encoding'), 'br', 'text assets are sent compressed')
    assert.equal(await asset.text(), APP_JS)
    // One weak ETag for the content, whichever coding carried it.
    const etag = asset.headers.get('etag')!
    const revalidated = await fetch(`${server.url}/assets/app-3f9a1c.js`, {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    })
    assert.equal(revalidated.status, 304)
    assert.equal((await fetch(`${server.url}/sw.js`)).headers.get('cache-control'), 'no-cache')

    const deepLink = await fetch(`${server.url}/journal/some-entry`, { headers: { accept: 'text/html' } })
    assert.equal(deepLink.status, 200)
    assert.include(await deepLink.text(), 'Dosewise shell')

    const escape = await fetch(`${server.url}/..%2f..%2fpackage.json`)
    assert.notInclude(await escape.text(), '"workspaces"')

    const api = await fetch(`${server.url}/api/nothing-here`, { headers: { accept: 'text/html' } })
    assert.equal(api.status, 404)
    assert.include(api.headers.get('content-type')!, 'application/json')
  })

  test('the shell announces no chunks, to anyone: the signed-in frame paints from the entry alone', async ({ assert }) => {
    const anonymous = await fetch(`${server.url}/`)
    assert.isNull(anonymous.headers.get('link'), 'the landing page downloads nothing more')

    // A browser that has signed in, with the build's manifest present (ADR 0050): the entry chunk
    // gets the connection to itself, the app asks for the signed-in chunks once its frame shows.
    const returning = await fetch(`${server.url}/dashboard`, { headers: { accept: 'text/html', cookie: 'dosewise_auth=1' } })
    assert.equal(returning.status, 200)
    assert.include(await returning.text(), 'Dosewise shell')
    assert.isNull(returning.headers.get('link'))
  })

  test('the demo account signs in; a restart keeps sessions and seeds nothing twice', async ({ assert }) => {
    const browser = new Browser(server.url)
    const login = await browser.post('/api/auth/login', { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password })
    assert.equal(login.status, 200)
    assert.include(server.output(), `Demo account: ${DEMO_ACCOUNT.email}`)
    const sessionId = sessionIdOf(browser)
    const row = await sessionRow(dataDir, sessionId)
    assert.exists(row, `a sessions row with the id of the session cookie (${sessionId})`)
    assert.equal(signedInUserOf(sessionValues(row!.data, sessionId)), login.body.user.id, 'the stored session holds the demo user')

    await server.stop()
    server = await startServer({ DATA_DIR: dataDir, PWA_DIST: fakePwaBuild(), ...database })
    const again = new Browser(server.url)
    again.cookies = browser.cookies
    const me = await again.get('/api/auth/user')
    assert.equal(me.status, 200, 'the session survived the restart (database session store)')
    assert.equal(me.body.email, DEMO_ACCOUNT.email)
    assert.equal(await countUsersWithEmail(dataDir, DEMO_ACCOUNT.email), 1)
  })
})

test.group('NODE_ENV=production', (group) => {
  group.each.timeout(120_000)
  let server: RunningServer
  group.setup(async () => {
    server = await startServer({
      NODE_ENV: 'production',
      // Production takes its key from the environment (every API process must share it).
      APP_KEY: randomBytes(32).toString('base64url'),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'dw-prod-')),
      ...database,
    })
    return () => server.stop()
  })

  test('marks cookies Secure and (on a fresh database) seeds no demo account', async ({ assert }) => {
    const res = await fetch(`${server.url}/api/health`)
    const cookies = res.headers.getSetCookie()
    assert.isAbove(cookies.length, 0)
    for (const cookie of cookies) assert.match(cookie, /;\s*Secure/i)
    assert.notInclude(server.output(), 'Demo account:')
  })
})

test.group('REDIS_URL: sessions and rate limits live in Redis', (group) => {
  group.each.timeout(120_000)
  const redisUrl = 'redis://127.0.0.1:6379/13'
  let server: RunningServer
  let redis: Redis
  let unreachable: string | undefined
  group.setup(async () => {
    // No retries and no skipping: without Redis on 127.0.0.1:6379 each test of the group fails
    // at once, saying why.
    let lastError: Error | undefined
    redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
    redis.on('error', (error) => (lastError = error))
    try {
      await redis.connect()
      await redis.flushdb()
    } catch (error) {
      unreachable = `these tests need Redis at ${redisUrl} (bash .ci/run starts it): ${(lastError ?? (error as Error)).message}`
      return () => redis.disconnect()
    }
    server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'dw-redis-')), REDIS_URL: redisUrl, ...database })
    return async () => {
      await server.stop()
      await redis.flushdb()
      redis.disconnect()
    }
  })
  group.each.setup(() => {
    if (unreachable) throw new Error(unreachable)
  })

  test('a signed-in session and the sign-in limiter keys are stored in Redis', async ({ assert }) => {
    const browser = new Browser(server.url)
    const email = uniqueEmail('redis')
    const signup = await browser.post('/api/auth/signup', { email, password: 'redis-password', confirmPassword: 'redis-password' })
    assert.equal(signup.status, 201)
    // A wrong password first: the sign-in limiter counts it (failures, at least, are always counted).
    assert.notEqual((await browser.post('/api/auth/login', { email, password: 'wrong-password' })).status, 200)
    const login = await browser.post('/api/auth/login', { email, password: 'redis-password' })
    assert.equal(login.status, 200)
    const userId = login.body.user.id
    assert.exists(userId)

    // The session store's key is the session id itself (db 13 of REDIS_URL, no prefix).
    const sessionId = sessionIdOf(browser)
    const stored = sessionValues(await redis.get(sessionId), sessionId)
    assert.exists(stored, `a Redis key for the session cookie's id ${sessionId}`)
    assert.equal(signedInUserOf(stored), userId, 'the session in Redis holds the signed-in user')
    assert.isAbove(await redis.ttl(sessionId), 0, 'the session key expires')
    const me = await browser.get('/api/auth/user')
    assert.equal(me.status, 200)
    assert.equal(me.body.id, userId)

    const keys = await redis.keys('*')
    assert.isTrue(
      keys.some((k) => k.includes('login')),
      `limiter keys in ${keys.join(', ')}`
    )

    assert.equal((await browser.post('/api/auth/logout')).status, 200)
    const after = sessionValues(await redis.get(sessionId), sessionId)
    assert.isUndefined(signedInUserOf(after), 'after sign-out the session key is gone or holds no user')
    if (browser.cookies.has(SESSION_COOKIE)) {
      const nextId = sessionIdOf(browser)
      assert.notEqual(nextId, sessionId, 'sign-out starts a new session id')
      assert.isUndefined(signedInUserOf(sessionValues(await redis.get(nextId), nextId)))
    }
    assert.equal((await browser.get('/api/auth/user')).status, 401)
  })
})

test.group('SMTP_HOST: mail goes out over SMTP', (group) => {
  group.each.timeout(120_000)
  let server: RunningServer
  let smtp: SMTPServer
  const received: { to: string; raw: Buffer }[] = []
  let dataDir: string
  group.setup(async () => {
    const port = await freePort()
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (c) => chunks.push(c))
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw: Buffer.concat(chunks) })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve))
    dataDir = mkdtempSync(join(tmpdir(), 'dw-smtp-'))
    server = await startServer({ DATA_DIR: dataDir, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), ...database })
    return async () => {
      await server.stop()
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
    }
  })

  test('the verification mail of a sign-up reaches the SMTP server, not a file', async ({ assert }) => {
    const email = uniqueEmail('smtp')
    const answer = await new Browser(server.url).post('/api/auth/signup', {
      email,
      password: 'smtp-password',
      confirmPassword: 'smtp-password',
    })
    assert.equal(answer.status, 201)
    // The mail is a job in the server's queue (ADR 0037): it arrives a moment after the answer.
    const deadline = Date.now() + 10_000
    while (!received.some((m) => m.to === email) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25))
    const mail = received.find((m) => m.to === email)
    assert.exists(mail)
    const parsed = await simpleParser(mail!.raw)
    assert.equal(parsed.subject, 'Verify your Dosewise email address')
    assert.match(parsed.text ?? '', /\/verify-email\/[A-Za-z0-9_-]+/)
    const mailDir = join(dataDir, 'mail')
    assert.isTrue(!existsSync(mailDir) || readdirSync(mailDir).length === 0)
  })
})
