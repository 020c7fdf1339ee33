/**
 * The operators' endpoints (ADR 0036): GET /api/health/details and GET /metrics exist only when
 * OPERATOR_TOKEN is set, answer only to `Authorization: Bearer <that token>`, and say nothing
 * secret. The guarded ones run on a real server process started with the token.
 */
import { test } from '@japa/runner'
import { mkdtempSync } from 'node:fs'
import { randomBytes, randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Browser, signUp } from '#tests/helpers/browser'
import { startServer, type RunningServer } from '#tests/helpers/server_process'
import { SyncDevice, journalInput } from '#tests/helpers/sync_device'

const database: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}

/** The value of one sample in Prometheus text, 0 when absent. */
function sample(text: string, line: RegExp): number {
  const match = text.split('\n').find((l) => line.test(l))
  return match ? Number(match.split(' ').at(-1)) : 0
}

test.group('Operator endpoints without OPERATOR_TOKEN', () => {
  test('/api/health/details and /metrics do not exist, with or without a token', async ({ assert }) => {
    const browser = new Browser()
    for (const path of ['/api/health/details', '/metrics']) {
      assert.equal((await browser.get(path)).status, 404, path)
      assert.equal((await browser.get(path, { authorization: 'Bearer anything' })).status, 404, path)
    }
    assert.deepEqual((await browser.get('/api/health')).body, { status: 'ok' }, 'the public health check is unchanged')
  })
})

test.group('Operator endpoints with OPERATOR_TOKEN', (group) => {
  group.each.timeout(120_000)
  const token = randomBytes(24).toString('hex')
  const appKey = randomBytes(32).toString('base64url')
  let server: RunningServer
  let dataDir: string
  group.setup(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'dw-operator-'))
    server = await startServer({ DATA_DIR: dataDir, APP_KEY: appKey, OPERATOR_TOKEN: token, REMINDER_SCHEDULER: 'off', ...database })
    return () => server.stop()
  })

  test('a missing or wrong token answers 401 and shows nothing', async ({ assert }) => {
    const browser = new Browser(server.url)
    for (const path of ['/api/health/details', '/metrics']) {
      const attempts: Record<string, string>[] = [
        {},
        { authorization: 'Bearer wrong' },
        { authorization: `Bearer ${token}x` },
        { authorization: token },
      ]
      for (const headers of attempts) {
        const answer = await browser.get(path, headers)
        assert.equal(answer.status, 401, `${path} ${JSON.stringify(headers)}`)
        assert.include(answer.headers.get('www-authenticate') ?? '', 'Bearer')
        assert.notInclude(answer.text, 'process')
      }
    }
  })

  test('health details: every dependency and the process, no secrets', async ({ assert }) => {
    const answer = await new Browser(server.url).get('/api/health/details', { authorization: `Bearer ${token}` })
    assert.equal(answer.status, 200)
    const details = answer.body
    assert.equal(details.status, 'ok')
    assert.equal(details.database.kind, database.DATABASE_URL ? 'postgresql' : 'sqlite')
    assert.isTrue(details.database.reachable)
    assert.isAtLeast(details.database.latencyMs, 0)
    assert.equal(details.database.pendingMigrations, 0, 'migrated on start')
    assert.deepEqual(details.redis, { configured: false })
    assert.isAbove(details.disk.freeBytes, 0)
    assert.isAtLeast(details.disk.totalBytes, details.disk.freeBytes)
    assert.isAtLeast(details.process.uptimeSeconds, 0)
    assert.isAbove(details.process.memory.rssBytes, 0)
    assert.isAbove(details.process.memory.heapUsedBytes, 0)
    assert.isAtLeast(details.process.eventLoopDelayP99Ms, 0)
    assert.equal(details.version, '0.1.0')
    assert.deepEqual(details.reminderScheduler, { lastRun: null }, 'REMINDER_SCHEDULER=off: no run yet')

    for (const secret of [appKey, token, dataDir, database.DATABASE_URL].filter(Boolean) as string[]) {
      assert.notInclude(answer.text, secret)
    }
    if (database.DATABASE_URL) {
      const password = new URL(database.DATABASE_URL).password
      if (password) assert.notInclude(answer.text, password)
    }
  })

  test('metrics: Prometheus text with request latency, and push and pull counters that move', async ({ assert }) => {
    const operator = new Browser(server.url)
    const scrape = async () => {
      const answer = await operator.get('/metrics', { authorization: `Bearer ${token}` })
      assert.equal(answer.status, 200)
      assert.match(answer.headers.get('content-type') ?? '', /^text\/plain/)
      return answer.text
    }
    const before = await scrape()
    assert.include(before, '# TYPE http_request_duration_seconds histogram')
    assert.include(before, '# TYPE sync_push_mutations_total counter')
    assert.include(before, 'process_resident_memory_bytes', 'default process metrics')
    const applied = /^sync_push_mutations_total\{result="applied"\} /
    const pages = /^sync_pull_pages_total /

    const browser = new Browser(server.url)
    const { email, password } = await signUp(browser)
    assert.equal((await browser.post('/api/auth/login', { email, password })).status, 200)
    const device = new SyncDevice(browser)
    const pushed = await device.push([
      device.mutation('journalEntry', randomUUID(), 'create', journalInput()),
      device.mutation('journalEntry', randomUUID(), 'create', journalInput({ notes: null })),
    ])
    assert.equal(pushed.status, 200)
    assert.equal((await device.pull()).status, 200)

    const after = await scrape()
    assert.equal(sample(after, applied) - sample(before, applied), 2)
    assert.equal(sample(after, pages) - sample(before, pages), 1)
    assert.isAtLeast(sample(after, /^sync_push_batch_mutations_count /), 1)
    assert.isAbove(sample(after, /^sync_push_batch_bytes_sum /), 0)
    assert.isAbove(sample(after, /^sync_pull_page_bytes_sum /), 0)
    // Latency by route pattern and status class; never a raw URL with ids or query strings.
    assert.isAtLeast(
      sample(after, /^http_request_duration_seconds_count\{method="POST",route="\/api\/sync\/push",status_class="2xx"\} /),
      1
    )
    assert.isAtLeast(sample(after, /^http_requests_total\{method="GET",route="\/api\/sync\/pull",status_class="2xx"\} /), 1)
    assert.notInclude(after, 'clientId=')
    assert.notInclude(after, device.clientId)
  })
})

test.group('Health details with REDIS_URL', (group) => {
  group.each.timeout(120_000)
  // Its own Redis database, so nothing collides with the Redis group of server_modes.spec.ts.
  const redisUrl = 'redis://127.0.0.1:6379/12'
  const token = randomBytes(24).toString('hex')
  let server: RunningServer
  group.setup(async () => {
    server = await startServer({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'dw-operator-redis-')),
      REDIS_URL: redisUrl,
      OPERATOR_TOKEN: token,
      REMINDER_SCHEDULER: 'off',
      ...database,
    })
    return () => server.stop()
  })

  test('say Redis is configured and answers, without its address', async ({ assert }) => {
    const answer = await new Browser(server.url).get('/api/health/details', { authorization: `Bearer ${token}` })
    assert.equal(answer.status, 200)
    assert.isTrue(answer.body.redis.configured)
    assert.isTrue(answer.body.redis.reachable, 'these tests need Redis at 127.0.0.1:6379 (bash .ci/run starts it)')
    assert.isAtLeast(answer.body.redis.latencyMs, 0)
    assert.notInclude(answer.text, redisUrl)
    assert.notInclude(answer.text, '6379')
  })
})
