/**
 * Dosewise as several API processes behind one address (issue 16 item 4, ADR 0039), and what
 * survives a crash, a database that drops every connection, and a restore (item 7 a, b, d).
 *
 * Two real server processes (`npm start`'s bin/server.ts) start TOGETHER on one PostgreSQL
 * database of their own (created here, dropped afterwards) and one Redis (keys under a prefix of
 * this run), sharing DATA_DIR as processes on one host share their app key and VAPID keys. The
 * test plays the reverse proxy: each request goes to whichever process it names.
 *
 * PostgreSQL run of the suite only: two processes on one SQLite file is not a supported
 * deployment (README, "Several processes"), so on SQLite every test here is skipped saying so.
 */
import { test } from '@japa/runner'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { Redis } from 'ioredis'
import { reminderSettingsId, stackItemId, uuidv7, type MutationResult, type SyncChange } from '@dosewise/sync-protocol'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { Browser, uniqueEmail } from '#tests/helpers/browser'
import { SyncDevice, journalInput, labResultInput } from '#tests/helpers/sync_device'
import { startServer, type RunningServer } from '#tests/helpers/server_process'
import { PushServiceStandIn } from '#tests/helpers/push_service'

const SUITE_DATABASE_URL = process.env.DATABASE_URL
const ON_SQLITE = !SUITE_DATABASE_URL
const SQLITE_REASON =
  'several API processes need PostgreSQL and Redis: this runs in the PostgreSQL run of the suite (two processes on one SQLite file is not a supported deployment)'
const REDIS_URL = 'redis://127.0.0.1:6379/0'
const CLUSTER_CONNECTION = 'cluster'

/** The URL of another database on the suite's PostgreSQL server. */
function databaseUrl(name: string) {
  const url = new URL(SUITE_DATABASE_URL!)
  url.pathname = `/${name}`
  return url.toString()
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** A browser at `server` carrying `cookies` — the same person's browser, routed to another process. */
function at(server: RunningServer, cookies: Map<string, string>) {
  const browser = new Browser(server.url)
  browser.cookies = cookies
  return browser
}

/**
 * A person with an account (made in the cluster's database as sign-up makes it; sign-up itself
 * is tested elsewhere) signed in on `server`, with a device whose requests go where
 * `device.browser` points.
 */
async function person(server: RunningServer) {
  const email = uniqueEmail('cluster')
  const password = 'correct horse battery'
  await User.create(
    { email, password, username: email.split('@')[0], firstName: 'Ada', lastName: 'Lovelace', emailVerified: true, role: 'user' },
    { connection: CLUSTER_CONNECTION }
  )
  const browser = new Browser(server.url)
  const login = await browser.post('/api/auth/login', { email, password })
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.text}`)
  const me = await browser.get('/api/auth/user')
  return { email, password, cookies: browser.cookies, userId: Number(me.body.id), device: new SyncDevice(browser) }
}

/** The error lines a server process logged (for a failure's message). */
function loggedErrors(server: RunningServer) {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes('"level":50'))
    .slice(-3)
    .join('\n')
}

/** The records a device holds after applying `changes` in order (what the PWA's store keeps). */
function heldRecords(changes: SyncChange[]) {
  const held = new Map<string, unknown>()
  for (const change of changes) {
    const key = `${change.entity}:${change.id}`
    if (change.deleted) held.delete(key)
    else held.set(key, { version: change.version, data: change.data })
  }
  return Object.fromEntries([...held].sort(([a], [b]) => a.localeCompare(b)))
}

function journalCreates(device: SyncDevice, count: number, note: string) {
  return Array.from({ length: count }, (_, index) =>
    device.mutation('journalEntry', uuidv7(), 'create', journalInput({ notes: `${note} ${index}` }))
  )
}

test.group('Several API processes on one PostgreSQL and one Redis', (group) => {
  group.each.timeout(120_000)
  const run = `dosewise_cluster_${process.pid}_${Date.now()}`
  const prefix = `${run}:`
  let url = ''
  let dataDir = ''
  let env: Record<string, string> = {}
  let a: RunningServer
  let b: RunningServer
  let service: PushServiceStandIn
  let sql: pg.Client

  /** Everything setup made, undone; also after a failed setup (Japa runs no teardown then). */
  const cleanUp = async () => {
    await Promise.all([a?.stop(), b?.stop()])
    if (db.manager.has(CLUSTER_CONNECTION)) {
      await db.manager.close(CLUSTER_CONNECTION)
      db.manager.release(CLUSTER_CONNECTION)
    }
    await sql?.end().catch(() => {})
    await service?.stop()
    await onServer(SUITE_DATABASE_URL!, (client) => client.query(`drop database if exists "${run}" with (force)`))
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 })
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length) await redis.del(...keys)
    redis.disconnect()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }

  group.setup(async () => {
    if (ON_SQLITE) return
    try {
      url = databaseUrl(run)
      await onServer(SUITE_DATABASE_URL!, (client) => client.query(`create database "${run}"`))
      dataDir = mkdtempSync(join(tmpdir(), 'dw-cluster-'))
      service = await new PushServiceStandIn().start()
      env = {
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        PUSH_SERVICE_CA: service.caFile,
        // Both processes tick every second, so a due dose meets both schedulers at once.
        REMINDER_SCHEDULER_INTERVAL_MS: '1000',
        RATE_LIMIT_IP_SCALE: '10',
      }
      // Started together on an empty database: both migrate and seed at once (the start-up lock).
      const started = await Promise.allSettled([startServer(env), startServer(env)])
      const running = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []))
      ;[a, b] = running
      const failed = started.find((outcome) => outcome.status === 'rejected')
      if (failed) throw (failed as PromiseRejectedResult).reason
      sql = new pg.Client({ connectionString: url })
      await sql.connect()
      db.manager.add(CLUSTER_CONNECTION, { client: 'pg', connection: url })
    } catch (error) {
      await cleanUp()
      throw error
    }
  })
  group.teardown(async () => {
    if (!ON_SQLITE) await cleanUp()
  })

  test('both processes started together on an empty database: each migration ran once, the seed once', async ({ assert }) => {
    const migrations = await sql.query('select name, count(*)::int as times from adonis_schema group by name')
    assert.isAbove(migrations.rowCount!, 10)
    assert.deepEqual(
      migrations.rows.filter((row) => row.times !== 1),
      []
    )
    const demo = await sql.query("select count(*)::int as total from users where email = 'demo@dosewise.app'")
    assert.equal(demo.rows[0].total, 1)
    // One process loaded the reference data; the other, after waiting, found it there already.
    const seeded = [a, b].map((server) => /Reference data \w+: ([1-9]\d*) created/.exec(server.output())?.[1])
    assert.lengthOf(
      seeded.filter((created) => created !== undefined),
      1,
      a.output() + b.output()
    )
  }).skip(ON_SQLITE, SQLITE_REASON)

  test('a session made on one process works on the other, and signing out on it ends it on both', async ({ assert }) => {
    const someone = await person(a)
    const onB = at(b, someone.cookies)
    const me = await onB.get('/api/auth/user')
    assert.equal(me.status, 200)
    assert.equal(me.body.email, someone.email)
    // A state-changing request: the CSRF token and the session made by A are accepted by B.
    const written = await onB.post('/api/journal', journalInput({ notes: 'written through the second process' }))
    assert.equal(written.status, 201, written.text)
    const listed = await at(a, someone.cookies).get(`/api/journal/${someone.userId}`)
    assert.deepEqual(
      listed.body.map((entry: { id: string }) => entry.id),
      [written.body.id]
    )
    const stale = at(a, new Map(someone.cookies))
    assert.equal((await onB.post('/api/auth/logout')).status, 200)
    assert.equal((await stale.get('/api/auth/user')).status, 401, 'the session A made is gone for A too')
  }).skip(ON_SQLITE, SQLITE_REASON)

  test('sign-in failures spread over both processes lock the account for this client as one', async ({ assert }) => {
    const someone = await person(a)
    for (const [index, server] of [a, b, a, b, a].entries()) {
      const wrong = await new Browser(server.url).post('/api/auth/login', { email: someone.email, password: 'not the password' })
      assert.equal(wrong.status, 401, `failure ${index + 1}`)
    }
    // Five failures in all, no more than three on either: the sixth attempt is refused on both.
    for (const server of [b, a]) {
      const right = await new Browser(server.url).post('/api/auth/login', { email: someone.email, password: someone.password })
      assert.equal(right.status, 429, right.text)
      assert.exists(right.headers.get('retry-after'))
    }
  }).skip(ON_SQLITE, SQLITE_REASON)

  test('two devices pushing through different processes converge: both pull the same records', async ({ assert }) => {
    const someone = await person(a)
    const phone = someone.device
    const laptopLogin = new Browser(b.url)
    assert.equal((await laptopLogin.post('/api/auth/login', { email: someone.email, password: someone.password })).status, 200)
    const laptop = new SyncDevice(laptopLogin)
    const route = (device: SyncDevice, server: RunningServer) => {
      device.browser = at(server, device.browser.cookies)
      return device
    }
    const shared = uuidv7()
    const settings = reminderSettingsId(someone.userId)
    const steps: Array<[SyncDevice, RunningServer, () => ReturnType<SyncDevice['mutation']>]> = [
      [phone, a, () => phone.mutation('journalEntry', shared, 'create', journalInput({ notes: 'from the phone' }))],
      [laptop, b, () => laptop.mutation('labResult', uuidv7(), 'create', labResultInput())],
      [laptop, a, () => laptop.mutation('reminderSettings', settings, 'create', { timeZone: 'Europe/Berlin' })],
      [phone, b, () => phone.mutation('reminderSettings', settings, 'create', { timeZone: 'Europe/London' })],
      [laptop, a, () => laptop.mutation('reminderSettings', settings, 'patch', { supplementReminders: false })],
      [phone, a, () => phone.mutation('journalEntry', uuidv7(), 'create', journalInput({ notes: 'second' }))],
      [laptop, b, () => laptop.mutation('journalEntry', uuidv7(), 'create', journalInput({ notes: 'laptop' }))],
      [phone, b, () => phone.mutation('journalEntry', shared, 'patch', { notes: 'edited on the phone' }, { baseVersion: 1 })],
    ]
    for (const [device, server, mutation] of steps) {
      const result = await route(device, server).pushOne(mutation())
      assert.include(['applied', 'conflict'], result.status, JSON.stringify(result))
    }
    const phoneHolds = heldRecords((await route(phone, b).pullAll()).changes)
    const laptopHolds = heldRecords((await route(laptop, a).pullAll()).changes)
    assert.deepEqual(phoneHolds, laptopHolds)
    const kinds = Object.keys(phoneHolds).map((key) => key.split(':')[0])
    assert.deepEqual(kinds.sort(), ['journalEntry', 'journalEntry', 'journalEntry', 'labResult', 'reminderSettings'])
    assert.include((phoneHolds[`journalEntry:${shared}`] as { data: { notes: string } }).data, { notes: 'edited on the phone' })
    assert.include((phoneHolds[`reminderSettings:${settings}`] as { data: object }).data, { supplementReminders: false })
  }).skip(ON_SQLITE, SQLITE_REASON)

  test('a due dose is pushed once although both processes run the reminder scheduler', async ({ assert }) => {
    const someone = await person(a)
    const { device } = someone
    const supplements = (await device.browser.get('/api/supplements')).body as { id: number; name: string }[]
    const supplementId = supplements.find((s) => s.name === 'Vitamin D3')!.id
    const now = new Date().toISOString()
    const time = now.slice(11, 16) // due this minute, in UTC
    const item = device.mutation('stackItem', stackItemId(someone.userId, supplementId), 'create', {
      supplementId,
      time,
      dosage: '1,000 IU',
      source: 'plan',
      startedAt: '2026-03-01T00:00:00.000Z',
    })
    const zone = device.mutation('reminderSettings', reminderSettingsId(someone.userId), 'create', { timeZone: 'UTC' })
    const pushed = await device.push([item, zone])
    assert.deepEqual(
      pushed.body.results.map((r: MutationResult) => r.status),
      ['applied', 'applied']
    )
    const subscription = service.subscription(`cluster-${someone.userId}`)
    assert.equal((await at(b, someone.cookies).post('/api/push/subscriptions', { ...subscription, timeZone: 'UTC' })).status, 201)

    const deadline = Date.now() + 15_000
    while (service.received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
    // Both schedulers tick every second: a few more ticks of each, and still one message.
    await new Promise((r) => setTimeout(r, 3_000))
    assert.deepEqual(service.errors, [])
    assert.lengthOf(service.received, 1)
    assert.include(service.received[0].payload, { title: 'Time for Vitamin D3' })
    const sends = await sql.query('select count(*)::int as total from reminder_sends where user_id = $1', [someone.userId])
    assert.equal(sends.rows[0].total, 1)
  }).skip(ON_SQLITE, SQLITE_REASON)

  test("an admin's catalogue change on one process is served by the other at once", async ({ assert }) => {
    const admin = await person(a)
    await sql.query("update users set role = 'admin' where id = $1", [admin.userId]) // what `node ace user:promote` does
    const onB = at(b, admin.cookies)
    const before = await onB.get('/api/reference/snapshot')
    assert.equal(before.status, 200)
    const oldEtag = before.headers.get('etag')!
    assert.equal((await onB.get('/api/reference/snapshot', { 'if-none-match': oldEtag })).status, 304)

    const published = await at(a, admin.cookies).post('/api/admin/catalogue/publish')
    assert.equal(published.status, 200, published.text)
    assert.notEqual(published.body.version, before.body.version)

    const after = await onB.get('/api/reference/snapshot', { 'if-none-match': oldEtag })
    assert.equal(after.status, 200, 'the old ETag no longer matches on the other process')
    assert.equal(after.body.version, published.body.version)
    assert.notEqual(after.headers.get('etag'), oldEtag)
    assert.equal((await new Browser(b.url).get('/api/reference/version')).body.version, published.body.version)
  }).skip(ON_SQLITE, SQLITE_REASON)

  test('every database connection dropped during a push loop (a PostgreSQL restart): 503 and a retry, nothing lost or doubled', async ({
    assert,
  }) => {
    const someone = await person(b)
    const { device } = someone
    const statuses: number[] = []
    let terminated = 0
    const terminate = async () => {
      const killed = await sql.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [run]
      )
      terminated += killed.rowCount ?? 0
    }
    const batches = 30
    for (let index = 0; index < batches; index++) {
      const batch = journalCreates(device, 20, `loop ${index}`)
      device.browser = at(index % 2 ? a : b, someone.cookies)
      // Three times, every connection of both processes goes while a push is on the wire.
      const dropping = index % 10 === 5 ? new Promise((r) => setTimeout(r, 5)).then(terminate) : null
      for (let attempt = 0; ; attempt++) {
        const answer = await device.push(batch)
        statuses.push(answer.status)
        if (answer.status === 200) {
          assert.lengthOf(answer.body.results, 20)
          assert.isTrue(answer.body.results.every((r: MutationResult) => r.status === 'applied'))
          break
        }
        // What the PWA's engine does with a 503: keep the batch and send it again a little later.
        assert.equal(answer.status, 503, `${answer.text}\n${loggedErrors(a)}\n${loggedErrors(b)}`)
        assert.deepInclude(answer.body, { code: 'E_DATABASE_UNAVAILABLE' })
        assert.isBelow(attempt, 5, 'the pool reconnects within a few retries')
        await new Promise((r) => setTimeout(r, 200))
      }
      await dropping
    }
    assert.isAbove(terminated, 0, 'connections were terminated')
    assert.notInclude(statuses, 500)
    const rows = await sql.query('select count(*)::int as total from journal_entries where user_id = $1', [someone.userId])
    assert.equal(rows.rows[0].total, batches * 20)
    const state = await sql.query('select version from sync_user_states where user_id = $1', [someone.userId])
    assert.equal(Number(state.rows[0].version), batches * 20, 'each create took one version: none applied twice')
  }).skip(ON_SQLITE, SQLITE_REASON)

  test('backup drill: pg_dump of the database, restored into a new one, served by a new process with the same records', async ({
    assert,
  }) => {
    let pgDump = ''
    try {
      pgDump = execFileSync('sh', ['-c', 'command -v pg_dump && command -v pg_restore'], { encoding: 'utf8' })
    } catch {}
    assert.isNotEmpty(
      pgDump,
      'pg_dump and pg_restore are needed for the PostgreSQL backup drill: install postgresql-client (bash .ci/run installs it)'
    )
    const someone = await person(a)
    const { device } = someone
    const labId = uuidv7()
    const pushed = await device.push([
      ...journalCreates(device, 3, 'kept in the backup'),
      device.mutation('labResult', labId, 'create', labResultInput()),
    ])
    assert.equal(pushed.status, 200)
    const expected = heldRecords((await device.pullAll()).changes)
    const journal = (await device.browser.get(`/api/journal/${someone.userId}`)).body.map((entry: { id: string }) => entry.id)

    const folder = mkdtempSync(join(tmpdir(), 'dw-pgdump-'))
    const dump = join(folder, 'dosewise.dump')
    const restored = `${run}_restored`
    let c: RunningServer | undefined
    try {
      execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, url], { stdio: 'pipe' })
      await onServer(SUITE_DATABASE_URL!, (client) => client.query(`create database "${restored}"`))
      execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${databaseUrl(restored)}`, dump], { stdio: 'pipe' })
      // A new process on a new host: its own DATA_DIR, no Redis, only the restored database.
      c = await startServer({ DATA_DIR: folder, DATABASE_URL: databaseUrl(restored), REMINDER_SCHEDULER: 'off' })
      const browser = new Browser(c.url)
      assert.equal((await browser.post('/api/auth/login', { email: someone.email, password: someone.password })).status, 200)
      const listed = await browser.get(`/api/journal/${someone.userId}`)
      assert.deepEqual(
        listed.body.map((entry: { id: string }) => entry.id),
        journal
      )
      assert.deepEqual(heldRecords((await new SyncDevice(browser).pullAll()).changes), expected)
    } finally {
      await c?.stop()
      await onServer(SUITE_DATABASE_URL!, (client) => client.query(`drop database if exists "${restored}" with (force)`))
      rmSync(folder, { recursive: true, force: true })
    }
  }).skip(ON_SQLITE, SQLITE_REASON)

  test('kill -9 of a process in the middle of a push: the retry through the other applies the rest exactly once', async ({ assert }) => {
    const someone = await person(a)
    const { device } = someone
    const size = 500 // the protocol's most mutations in one push
    const first = journalCreates(device, size, 'first batch')
    const second = journalCreates(device, size, 'second batch')
    const firstAnswer = await device.push(first)
    assert.equal(firstAnswer.status, 200, firstAnswer.text)
    // The second batch's transaction is open on the database (it holds an xid once it has locked
    // the person's version counter): the process dies while applying it.
    const outcome = device.push(second).then(
      (answer) => ({ answered: answer.status }),
      (error: Error) => ({ failed: error.message })
    )
    const deadline = Date.now() + 30_000
    for (;;) {
      const open = await sql.query(
        'select count(*)::int as total from pg_stat_activity where datname = $1 and backend_xid is not null and pid <> pg_backend_pid()',
        [run]
      )
      if (open.rows[0].total > 0) break
      if (Date.now() > deadline) assert.fail(`the second batch never started: ${JSON.stringify(await outcome)}`)
      await new Promise((r) => setTimeout(r, 2))
    }
    await a.crash()
    assert.property(await outcome, 'failed', 'the second batch was still on the wire when the process died')
    const committed = await sql.query('select count(*)::int as total from journal_entries where user_id = $1', [someone.userId])
    assert.include([size, 2 * size], committed.rows[0].total, 'a batch is all or nothing')

    // The client heard nothing for the second batch: it sends it again through B — and the first
    // too, as a client does that lost the first answer before storing it (a closed tab).
    device.browser = at(b, someone.cookies)
    const resend = async () => {
      const answers = [await device.push(first), await device.push(second)]
      for (const answer of answers) assert.equal(answer.status, 200, answer.text)
      return answers.flatMap((answer) => answer.body.results as MutationResult[])
    }
    const results = await resend()
    assert.lengthOf(results, 2 * size)
    assert.isTrue(results.every((r) => r.status === 'applied'))
    assert.deepEqual(results.slice(0, size), firstAnswer.body.results, 'the stored answers of what was applied')
    const versions = new Set(results.map((r) => (r.status === 'applied' ? r.version : 0)))
    assert.equal(versions.size, 2 * size)

    const rows = await sql.query('select count(*)::int as total from journal_entries where user_id = $1', [someone.userId])
    assert.equal(rows.rows[0].total, 2 * size)
    const stored = await sql.query('select seq, last_seq from sync_mutation_results where client_id = $1 order by seq', [device.clientId])
    const covered = stored.rows.flatMap((row) => Array.from({ length: row.last_seq - row.seq + 1 }, (_, i) => Number(row.seq) + i))
    assert.deepEqual(
      covered,
      Array.from({ length: 2 * size }, (_, i) => i + 1),
      'one stored answer per seq'
    )
    // Sent once more: the same answers, nothing changes.
    assert.deepEqual(await resend(), results)
    const still = await sql.query('select count(*)::int as total from journal_entries where user_id = $1', [someone.userId])
    assert.equal(still.rows[0].total, 2 * size)
  }).skip(ON_SQLITE, SQLITE_REASON)
})
