#!/usr/bin/env node
/**
 * `npm run bench:load`: the API under concurrent load (autocannon), on 127.0.0.1 only. Prints
 * figures; not a test (exit 0 whatever they are, 1 only when it could not measure).
 *
 * Each configuration starts the real API (bin/server.ts, as `npm start -w api` does; no PWA
 * build needed) on free ports with a fresh DATA_DIR, signs up and logs in --users people over
 * HTTP (RATE_LIMIT_IP_SCALE raised so one address may make them), gives each 20 journal entries
 * by a sync push, then runs a mix per connection, in this order, round and round:
 *   sync pull from the connection's last cursor, interaction search, journal list, sync push of
 *   10 new journal entries (own client id, increasing seq), sync pull, reference snapshot (every
 *   other time with If-None-Match: a 304), interaction search, journal list.
 * Each connection is one of the people (round robin) with its own session cookie.
 *
 * Configurations: SQLite, one process (always); with --db postgres also PostgreSQL with one
 * and with two processes (a fresh database made with createdb on 127.0.0.1:5432 and dropped
 * after; the two processes share Redis at 127.0.0.1:6379 under a prefix of this run). With two
 * processes two autocannon instances run at once, each with half the connections against its
 * own process, and their answers are counted together.
 *
 * Latency percentiles are over every answer of the run (both instances), measured by autocannon.
 * "errors" = connection errors, timeouts and 4xx/5xx answers (the snapshot's 304 is an answer).
 * Requests still unanswered when the time is up are not counted (at 200 connections on a short
 * --duration that hides part of the slow tail). autocannon runs in this process, on the same
 * cores as the server(s): on a small machine the figures are the whole setup's, not the API's.
 *
 * Usage: npm run bench:load [-- --db postgres] [--duration 10] [--connections 50,200] [--users 20]
 * Env: BENCH_PG_USER (default: the OS user) for createdb/dropdb and DATABASE_URL;
 * BENCH_API_NODE_ARGS, node flags for the API process(es) only (e.g. '--cpu-prof --cpu-prof-dir=DIR').
 */
import autocannon from 'autocannon'
import { randomUUID } from 'node:crypto'
import { userInfo } from 'node:os'
import { HOST, cleanup, onCleanup, run } from './support/app-server.js'
import { createPostgresDatabase, startApiProcess } from './support/api-process.js'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback
}
const DB = option('db', 'sqlite')
const DURATION = Math.max(1, Number(option('duration', 10)) || 10)
const CONNECTIONS = option('connections', '50,200')
  .split(',')
  .map(Number)
  .filter((n) => n > 0)
const USERS = Math.max(1, Number(option('users', 20)) || 20)
const ENTRIES_PER_USER = 20
const PUSH_SIZE = 10
const PG_USER = process.env.BENCH_PG_USER || userInfo().username
const RUN_ID = `${process.pid}_${Date.now().toString(36)}`
/** Lets this bench read each process's GET /metrics (server time by route). */
const OPERATOR_TOKEN = randomUUID()

const log = (line) => process.stderr.write(`[bench:load] ${line}\n`)

/** One API process; resolves to { origin, stop } once GET /api/health answers 200. */
function startApi(extraEnv) {
  // One APP_KEY for every process of a configuration (in extraEnv): sessions and CSRF tokens are signed with it.
  // To profile the API itself under this load: BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'
  // (the profile is written when the process stops).
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean)
  return startApiProcess({ env: extraEnv, operatorToken: OPERATOR_TOKEN, nodeArgs })
}

/** A cookie-keeping client, as api/tests/helpers/browser.ts: the XSRF header from its cookie. */
function client(origin) {
  const cookies = new Map()
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  async function request(method, path, json) {
    const headers = { accept: 'application/json' }
    if (method !== 'GET') {
      if (!cookies.has('XSRF-TOKEN')) await request('GET', '/api/auth/csrf')
      headers['x-xsrf-token'] = decodeURIComponent(cookies.get('XSRF-TOKEN'))
      headers['content-type'] = 'application/json'
    }
    if (cookies.size) headers.cookie = cookieHeader()
    const response = await fetch(`${origin}${path}`, { method, headers, body: json && JSON.stringify(json), redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0]
      const index = pair.indexOf('=')
      const value = pair.slice(index + 1).trim()
      if (value) cookies.set(pair.slice(0, index).trim(), value)
      else cookies.delete(pair.slice(0, index).trim())
    }
    const text = await response.text()
    if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`)
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null }
  }
  return { request, cookieHeader, xsrf: () => decodeURIComponent(cookies.get('XSRF-TOKEN') ?? '') }
}

const MOODS = ['excellent', 'good', 'fair', 'poor']
const ENERGY = ['high', 'medium', 'low']
const STRESS = ['low', 'moderate', 'high']
function journalMutations(clientId, firstSeq, count) {
  const clientTime = new Date().toISOString()
  return Array.from({ length: count }, (_, i) => ({
    mutationId: randomUUID(),
    clientId,
    seq: firstSeq + i,
    entity: 'journalEntry',
    entityId: randomUUID(),
    op: 'create',
    patch: {
      mood: MOODS[i % 4],
      energy: ENERGY[i % 3],
      sleep: MOODS[(i + 1) % 4],
      stress: STRESS[i % 3],
      notes: `Load bench entry ${firstSeq + i}: slept ${6 + (i % 3)} hours, took magnesium at night.`,
    },
    baseVersion: null,
    clientTime,
    schemaVersion: 1,
  }))
}

/** Signs up and logs in USERS people, each with ENTRIES_PER_USER journal entries. */
async function preparePeople(origin) {
  const people = []
  for (let i = 0; i < USERS; i++) {
    const browser = client(origin)
    const email = `load-${RUN_ID}-${i}@example.test`
    const password = 'correct horse battery'
    await browser.request('POST', '/api/auth/signup', {
      email,
      password,
      confirmPassword: password,
      firstName: 'Load',
      lastName: `Person ${i}`,
    })
    const login = await browser.request('POST', '/api/auth/login', { email, password })
    const clientId = randomUUID()
    await browser.request('POST', '/api/sync/push', { clientId, mutations: journalMutations(clientId, 1, ENTRIES_PER_USER) })
    people.push({ id: login.body.user.id, cookie: browser.cookieHeader(), xsrf: browser.xsrf() })
  }
  const snapshot = await client(origin).request('GET', '/api/reference/snapshot')
  return { people, etag: snapshot.headers.get('etag') }
}

const SEARCHES = [
  'medication=warfarin&supplement=fish%20oil',
  'medication=levothyroxine&supplement=calcium',
  'supplement=st%20john',
  'medication=metformin',
  'medication=sertraline&supplement=5-htp',
]

/**
 * The request sequence of one connection, as the person it is given. Its state (client id, seq,
 * cursor) lives in this closure: autocannon's own per-connection `context` is reset each time
 * the sequence starts over. `tally` counts applied push mutations of the whole run.
 */
function requestMix(person, etag, tally) {
  const state = { clientId: randomUUID(), seq: 0, cursor: '', searches: 0, snapshots: 0 }
  const headers = (extra = {}) => ({ accept: 'application/json', cookie: person.cookie, ...extra })
  const pull = {
    method: 'GET',
    setupRequest: (req) => ({ ...req, path: `/api/sync/pull?cursor=${state.cursor}&clientId=${state.clientId}`, headers: headers() }),
    // A regex, not JSON.parse: this process shares the 2 cores with the server.
    onResponse: (status, body) => {
      const match = status === 200 && /"cursor":"(v1\.\d+)"/.exec(body)
      if (match) state.cursor = match[1]
    },
  }
  const search = {
    method: 'GET',
    setupRequest: (req) => ({ ...req, path: `/api/drug-interactions?${SEARCHES[state.searches++ % SEARCHES.length]}`, headers: headers() }),
  }
  const journal = { method: 'GET', path: `/api/journal/${person.id}`, headers: headers() }
  const push = {
    method: 'POST',
    setupRequest: (req) => {
      const body = JSON.stringify({ clientId: state.clientId, mutations: journalMutations(state.clientId, state.seq + 1, PUSH_SIZE) })
      state.seq += PUSH_SIZE
      return { ...req, path: '/api/sync/push', headers: headers({ 'content-type': 'application/json', 'x-xsrf-token': person.xsrf }), body }
    },
    onResponse: (status, body) => {
      // 200 answers each mutation on its own: count those the server applied.
      if (status === 200) tally.mutations += body.match(/"status":"applied"/g)?.length ?? 0
      else if (status === 409) state.seq = JSON.parse(body).lastSeq ?? state.seq // a seq gap after a failed push
    },
  }
  const snapshot = {
    method: 'GET',
    setupRequest: (req) => {
      const extra = etag && ++state.snapshots % 2 === 0 ? { 'if-none-match': etag } : {}
      return { ...req, path: '/api/reference/snapshot', headers: headers(extra) }
    },
  }
  return [pull, search, journal, push, pull, snapshot, search, journal]
}

/**
 * Each route's request count and summed server time (http_request_duration_seconds, from the
 * request arriving to the response sent), added over the processes: the difference of two reads
 * tells which route the server spent the run on.
 */
async function serverTimes(origins) {
  const routes = new Map()
  let cpuSeconds = 0
  for (const origin of origins) {
    const text = await (await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } })).text()
    cpuSeconds += Number(/^process_cpu_seconds_total (\S+)$/m.exec(text)?.[1] ?? 0)
    for (const match of text.matchAll(/^http_request_duration_seconds_(sum|count)\{([^}]*)\} (\S+)$/gm)) {
      const labels = Object.fromEntries([...match[2].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
      const key = `${labels.method} ${labels.route}`
      const entry = routes.get(key) ?? { count: 0, seconds: 0 }
      if (match[1] === 'sum') entry.seconds += Number(match[3])
      else entry.count += Number(match[3])
      routes.set(key, entry)
    }
  }
  return { routes, cpuSeconds }
}

function routeDelta(before, after) {
  return [...after.routes]
    .map(([route, { count, seconds }]) => {
      const was = before.routes.get(route) ?? { count: 0, seconds: 0 }
      return { route, count: count - was.count, seconds: seconds - was.seconds }
    })
    .filter((r) => r.count > 0 && !r.route.endsWith(' /metrics'))
    .sort((a, b) => b.seconds - a.seconds)
}

/** One load run against every origin at once; connections split evenly between them. */
async function measure(origins, people, etag, connections) {
  const tally = { mutations: 0 }
  const latencies = []
  const statuses = new Map()
  let nextPerson = 0
  const before = await serverTimes(origins)
  const runs = origins.map((origin, index) => {
    const share = Math.floor(connections / origins.length) + (index < connections % origins.length ? 1 : 0)
    return new Promise((resolve, reject) => {
      const setupClient = (client) => client.setRequests(requestMix(people[nextPerson++ % people.length], etag, tally))
      const instance = autocannon({ url: origin, connections: share, duration: DURATION, setupClient, timeout: 30 }, (error, result) =>
        error ? reject(error) : resolve(result)
      )
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        latencies.push(responseTime)
        statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1)
      })
    })
  })
  const results = await Promise.all(runs)
  const after = await serverTimes(origins)
  const routes = routeDelta(before, after)
  latencies.sort((a, b) => a - b)
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.max(0, Math.ceil((p / 100) * latencies.length) - 1))] ?? 0
  const failedAnswers = [...statuses].filter(([code]) => code >= 400).reduce((sum, [, n]) => sum + n, 0)
  const seconds = Math.max(...results.map((r) => r.duration)) || DURATION
  return {
    connections,
    requestsPerSecond: latencies.length / seconds,
    p50: Number(at(50).toFixed(1)),
    p99: Number(at(99).toFixed(1)),
    answers: latencies.length,
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0) + failedAnswers,
    statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    mutationsPerSecond: tally.mutations / seconds,
    // CPU the API process(es) spent per answer: what the load costs the server, which a busy
    // machine changes much less than it changes req/s.
    cpuMsPerAnswer: latencies.length ? ((after.cpuSeconds - before.cpuSeconds) * 1000) / latencies.length : 0,
    routes,
  }
}

let databases = 0
function createDatabase() {
  return createPostgresDatabase(`dosewise_load_${RUN_ID}_${++databases}`, PG_USER)
}

function clearRedisPrefix(prefix) {
  // Best effort: sessions and rate limits expire anyway; redis-cli may be missing.
  return run('sh', [
    '-c',
    `redis-cli -h ${HOST} -p 6379 --scan --pattern '${prefix}*' | xargs -r redis-cli -h ${HOST} -p 6379 del > /dev/null`,
  ])
}

async function runConfiguration(label, processEnvs) {
  log(`${label}: starting ${processEnvs.length} API process(es)…`)
  const servers = []
  // One after the other: the first migrates and seeds.
  for (const env of processEnvs) servers.push(await startApi(env))
  log(`${label}: signing up ${USERS} people with ${ENTRIES_PER_USER} journal entries each…`)
  const { people, etag } = await preparePeople(servers[0].origin)
  const rows = []
  for (const connections of CONNECTIONS) {
    log(`${label}: ${connections} connections for ${DURATION} s…`)
    rows.push(
      await measure(
        servers.map((s) => s.origin),
        people,
        etag,
        connections
      )
    )
  }
  for (const server of servers) await server.stop()
  return { label, rows }
}

function printTable({ label, rows }) {
  const header = ['connections', 'req/s', 'p50 ms', 'p99 ms', 'answers', 'errors', 'push mutations/s', 'API CPU ms/answer', 'statuses']
  const lines = rows.map((r) => [
    String(r.connections),
    r.requestsPerSecond.toFixed(0),
    String(r.p50),
    String(r.p99),
    String(r.answers),
    String(r.errors),
    r.mutationsPerSecond.toFixed(0),
    r.cpuMsPerAnswer.toFixed(2),
    Object.entries(r.statuses)
      .map(([code, n]) => `${code}:${n}`)
      .join(' '),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
  console.log(`\n${label}`)
  for (const line of [header, ...lines])
    console.log('  ' + line.map((cell, i) => (i === line.length - 1 ? cell : cell.padStart(widths[i]))).join('  '))
  for (const r of rows) {
    const total = r.routes.reduce((sum, route) => sum + route.seconds, 0) || 1
    console.log(`  server time by route @${r.connections} (mean ms per request, share of all server time):`)
    for (const route of r.routes)
      console.log(
        `    ${route.route.padEnd(36)} ${String(route.count).padStart(6)} × ${((route.seconds / route.count) * 1000).toFixed(1).padStart(7)} ms  ${((100 * route.seconds) / total).toFixed(0).padStart(3)}%`
      )
  }
}

try {
  if (!['sqlite', 'postgres'].includes(DB)) throw new Error(`--db sqlite|postgres, not ${DB}`)
  const appKey = randomUUID() + randomUUID()
  const configurations = [['SQLite, 1 process', [{ APP_KEY: appKey }]]]
  if (DB === 'postgres') {
    configurations.push(['PostgreSQL, 1 process', [{ APP_KEY: appKey, DATABASE_URL: await createDatabase() }]])
    const shared = {
      APP_KEY: appKey,
      DATABASE_URL: await createDatabase(),
      REDIS_URL: `redis://${HOST}:6379`,
      REDIS_KEY_PREFIX: `dosewise-load-${RUN_ID}:`,
      REDIS_CHANNEL_PREFIX: `dosewise-load-${RUN_ID}:`,
    }
    onCleanup(() => clearRedisPrefix(shared.REDIS_KEY_PREFIX))
    configurations.push(['PostgreSQL + Redis, 2 processes', [shared, { ...shared, REMINDER_SCHEDULER: 'off' }]])
  }
  const tables = []
  for (const [label, envs] of configurations) tables.push(await runConfiguration(label, envs))
  console.log(
    `\nDosewise API under load (autocannon 9, ${DURATION} s per row, ${USERS} people, mix per connection: pull, search, journal, push ×${PUSH_SIZE}, pull, snapshot, search, journal)`
  )
  tables.forEach(printTable)
  const summary = tables.flatMap((t) =>
    t.rows.map(
      (r) =>
        `${t.label} @${r.connections}: ${r.requestsPerSecond.toFixed(0)} req/s p99 ${r.p99} ms, ${r.cpuMsPerAnswer.toFixed(2)} CPU ms/answer`
    )
  )
  console.log(`\nSummary: ${summary.join('; ')}`)
  console.log(JSON.stringify({ duration: DURATION, users: USERS, configurations: tables }))
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await cleanup()
}
