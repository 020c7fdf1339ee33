#!/usr/bin/env node
/**
 * `npm run bench:sync`: Dosewise's sync against the peer (PouchDB → pouchdb-server), both in the
 * same Chromium, on the same work, in alternating runs; and the offline checker's search speed.
 * Prints figures beside their targets; not a test (exit 0 even when a target is missed, 1 only
 * when it could not measure). Method and reasons: docs/decisions/0040-sync-bench-in-chromium.md.
 *
 * - Ours (pwa/test-support/sync-bench-page.ts): the PWA's own db and sync code, bundled by Vite,
 *   in Debian's Chromium (headless, a fresh on-disk profile per run, so real IndexedDB as a
 *   person's tab has it), against the real API process (SQLite on disk, or with --db postgres a
 *   fresh PostgreSQL database made for this run and dropped after). Client A writes N journal
 *   entries offline, one `createRecord` each (each timed: p50/p95/p99), pushes its outbox; a fresh
 *   client B (another IndexedDB database) pulls everything; counts are checked.
 * - The peer (bench/support/sync-peer-page.js): shared/peers/pouchdb/bench.cjs's work in the same
 *   Chromium on PouchDB 9's IndexedDB adapter, against pouchdb-server 4.2 --in-memory. Both are
 *   installed from the npm registry into a temp folder once per bench run (a few minutes;
 *   --install-peer=DIR installs them into DIR and stops, and --peer-dir=DIR then reuses that
 *   folder, which keeps the install out of a run that holds the browser lock).
 * - One small Node server on one loopback port serves both pages and forwards /api to the API and
 *   /peer to pouchdb-server, so both clients talk to their server same-origin (session cookie; no
 *   CORS preflights for the peer) through the same forwarding.
 * - Per size, runs alternate ours/peer (the first side flips every run) --runs times; the report
 *   gives medians, and the ratio of the medians against the targets (push and pull ≤ 0.5× the
 *   peer; one local write p99 ≤ 5 ms; interaction search p95 ≤ 5 ms, measured once in the page).
 *
 * Usage: npm run bench:sync [-- --sizes=10000,50000] [--runs=5] [--db sqlite|postgres] [--peer-dir=DIR]
 *        npm run bench:sync -- --install-peer=DIR
 * Run it under the shared lock when others use the machine: flock /tmp/e2e.lock npm run bench:sync
 * Time: about 1.2 min per run of 10,000 and 4–5 min per run of 50,000 on a busy 2-core machine,
 * so the defaults take about half an hour; it prints an estimate at the start and after each run.
 * Env: BENCH_PG_USER (default: the OS user) for createdb/dropdb and DATABASE_URL; CHROME_PATH.
 *      SYNC_BENCH_CPU_PROFILE=DIR: write CPU profiles of each page (CDP) and of the API (--cpu-prof)
 *      into DIR, and log when each push request was sent and answered (ADR 0048). Profiling
 *      slows both sides: figures from such a run are for finding where time goes, not for the report.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, createServer, request as httpRequest } from 'node:http'
import { tmpdir, userInfo, loadavg, cpus } from 'node:os'
import { performance } from 'node:perf_hooks'
import { extname, join, normalize, sep } from 'node:path'
import { chromium } from 'playwright-core'
import { cleanup, freePort, HOST, onCleanup, ROOT, run } from './support/app-server.js'
import { createPostgresDatabase, startApiProcess } from './support/api-process.js'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const prefix = `--${name}=`
  const inline = args.find((a) => a.startsWith(prefix))
  if (inline) return inline.slice(prefix.length)
  const index = args.indexOf(`--${name}`)
  return index >= 0 && args[index + 1] && !args[index + 1].startsWith('--') ? args[index + 1] : fallback
}
const SIZES = option('sizes', '10000,50000')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0)
const RUNS = Math.max(1, Number(option('runs', 5)) || 5)
const DB = option('db', 'sqlite')
const PEER_DIR = option('peer-dir', process.env.SYNC_BENCH_PEER_DIR || '')
const INSTALL_PEER = option('install-peer', '')
const PG_USER = process.env.BENCH_PG_USER || userInfo().username
const TARGETS = { pushRatio: 0.5, pullRatio: 0.5, localWriteP99Ms: 5, searchP95Ms: 5 }
/** Lets this bench ask the API which database it runs on (GET /api/health/details). */
const OPERATOR_TOKEN = randomUUID()
/** A guess for the first estimate (ms per entry, both sides together, all three phases), refined as runs finish. */
const GUESS_MS_PER_ENTRY = 8

const log = (line) => process.stdout.write(`[bench:sync] ${line}\n`)
const round = (value, digits = 0) => Number(value.toFixed(digits))
const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const minutes = (ms) => (ms < 90_000 ? `${Math.round(ms / 1000)} s` : `${(ms / 60_000).toFixed(1)} min`)

const PEER_PACKAGES = ['pouchdb-browser@9.0.0', 'pouchdb-server@4.2.0', 'events@3.3.0']

/**
 * pouchdb-browser (the peer's client) and pouchdb-server from the npm registry, into `dir` (kept)
 * or a temp folder removed at the end. events: Node's EventEmitter for the browser, which
 * pouchdb-browser leaves to the bundler.
 */
async function installPeer(dir = null) {
  if (!dir) {
    dir = mkdtempSync(join(tmpdir(), 'dosewise-sync-peer-'))
    const made = dir
    onCleanup(() => rmSync(made, { recursive: true, force: true }))
  }
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ private: true, name: 'dosewise-sync-bench-peer' }))
  log(`peer: installing ${PEER_PACKAGES.join(', ')} from the npm registry into ${dir} (a few minutes)`)
  const started = Date.now()
  await run('npm', ['install', '--no-audit', '--no-fund', '--silent', ...PEER_PACKAGES], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  log(`peer: installed in ${minutes(Date.now() - started)}`)
  return dir
}

/** The peer's folder: --peer-dir if given (checked), else a fresh install. */
async function peerFolder() {
  if (!PEER_DIR) return installPeer()
  for (const path of ['pouchdb-browser', 'events', '.bin/pouchdb-server'])
    if (!existsSync(join(PEER_DIR, 'node_modules', path)))
      throw new Error(`--peer-dir ${PEER_DIR} lacks node_modules/${path}: run npm run bench:sync -- --install-peer=${PEER_DIR} first`)
  log(`peer: reusing ${PEER_DIR}`)
  return PEER_DIR
}

/** pouchdb-server --in-memory on a free loopback port, as shared/peers/pouchdb/run.sh starts it. */
async function startPeerServer(peerDir) {
  const port = await freePort()
  const cwd = mkdtempSync(join(tmpdir(), 'dosewise-sync-peer-server-'))
  const child = spawn(join(peerDir, 'node_modules', '.bin', 'pouchdb-server'), ['--in-memory', '--host', HOST, '--port', String(port)], {
    cwd,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let output = ''
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)))
  onCleanup(() => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {}
    rmSync(cwd, { recursive: true, force: true })
  })
  const origin = `http://${HOST}:${port}`
  const started = Date.now()
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`pouchdb-server exited during start:\n${output}`)
    try {
      if ((await fetch(`${origin}/`)).ok) return origin
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`pouchdb-server did not answer within 60 s:\n${output}`)
}

/** A fresh PostgreSQL database for this run, dropped at the end; resolves to its URL. */
function createDatabase() {
  return createPostgresDatabase(`dosewise_syncbench_${process.pid}_${Date.now().toString(36)}`, PG_USER)
}

/** The real API process (as `npm start` runs it); resolves to its origin once GET /api/health answers. */
function startApi(extraEnv) {
  // SYNC_BENCH_CPU_PROFILE=DIR also profiles the API (written when it exits at the end).
  const profileDir = process.env.SYNC_BENCH_CPU_PROFILE
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []
  return startApiProcess({ env: extraEnv, operatorToken: OPERATOR_TOKEN, nodeArgs })
}

/** Which database the API really runs on, from its own health details (not from what we asked for). */
async function apiDatabaseKind(origin) {
  const response = await fetch(`${origin}/api/health/details`, { headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` } })
  if (!response.ok) throw new Error(`GET /api/health/details: ${response.status}`)
  const details = await response.json()
  return details.database?.kind ?? 'unknown'
}

/** Both pages, bundled for the browser by a Vite build of their own (production mode, minified). */
async function buildPages(peerDir) {
  const { build } = await import('vite')
  const outDir = mkdtempSync(join(tmpdir(), 'dosewise-sync-pages-'))
  onCleanup(() => rmSync(outDir, { recursive: true, force: true }))
  const started = Date.now()
  await build({
    configFile: false,
    root: join(ROOT, 'bench', 'support'),
    mode: 'production',
    logLevel: 'warn',
    // The peer's client lives in the temp folder, not in this repository's node_modules.
    resolve: {
      alias: {
        'pouchdb-browser': join(peerDir, 'node_modules', 'pouchdb-browser', 'lib', 'index.es.js'),
        events: join(peerDir, 'node_modules', 'events', 'events.js'),
      },
    },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: false,
      reportCompressedSize: false,
      rollupOptions: {
        input: { ours: join(ROOT, 'pwa', 'test-support', 'sync-bench-page.ts'), peer: join(ROOT, 'bench', 'support', 'sync-peer-page.js') },
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  })
  log(`pages built in ${minutes(Date.now() - started)}`)
  return outDir
}

const TYPES = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8', '.map': 'application/json' }

/**
 * One origin for both clients: GET /ours.html and /peer.html (each loads its bundle), the bundles
 * from `pagesDir`, /api/… forwarded to the API and /peer/… to pouchdb-server (prefix removed).
 * Requests and answers are streamed through unchanged (headers included, so compression and
 * cookies are what the servers send); keep-alive to both servers.
 */
async function startFrontServer({ pagesDir, apiOrigin, peerOrigin }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 })
  const forward = (req, res, origin, path) => {
    const target = new URL(path, origin)
    const sent = performance.now()
    const upstream = httpRequest(target, { method: req.method, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode, answer.headers)
      answer.pipe(res)
      // With SYNC_BENCH_CPU_PROFILE: when each push was sent and answered (ms), to see the overlap.
      if (process.env.SYNC_BENCH_CPU_PROFILE && path === '/api/sync/push')
        answer.on('end', () =>
          log(`  push request ${Math.round(sent)} → ${Math.round(performance.now())} (${Math.round(performance.now() - sent)} ms)`)
        )
    })
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
      res.end(String(error))
    })
    req.pipe(upstream)
  }
  const server = createServer((req, res) => {
    const url = req.url ?? '/'
    if (url === '/api' || url.startsWith('/api/')) return forward(req, res, apiOrigin, url)
    if (url.startsWith('/peer/')) return forward(req, res, peerOrigin, url.slice('/peer'.length))
    const page = /^\/(ours|peer)\.html$/.exec(url)
    if (page) {
      res.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-store' })
      return res.end(
        `<!doctype html><meta charset="utf-8"><title>bench:sync ${page[1]}</title><script type="module" src="/${page[1]}.js"></script>`
      )
    }
    const file = normalize(join(pagesDir, decodeURIComponent(url.split('?')[0])))
    if (!file.startsWith(pagesDir + sep) || !existsSync(file)) {
      res.writeHead(404)
      return res.end()
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(res)
  })
  const port = await freePort()
  await new Promise((resolve) => server.listen(port, HOST, resolve))
  onCleanup(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(resolve)
        agent.destroy()
      })
  )
  return `http://${HOST}:${port}`
}

/**
 * Opens `page` in a Chromium of its own with a fresh profile on disk (a person's IndexedDB is on
 * disk; an incognito context keeps it in memory), calls `syncBench[method](arg)` and closes.
 */
async function inChromium(origin, page, method, arg) {
  const profile = mkdtempSync(join(tmpdir(), 'dosewise-sync-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const tab = context.pages()[0] ?? (await context.newPage())
    const errors = []
    tab.on('console', (message) => {
      const text = message.text()
      if (text.startsWith('[progress] ')) log(`  ${text.slice('[progress] '.length)}`)
      else if (message.type() === 'error') errors.push(text)
    })
    tab.on('pageerror', (error) => errors.push(String(error)))
    try {
      await tab.goto(`${origin}/${page}.html`)
      await tab.waitForFunction(() => window.syncBench !== undefined, null, { timeout: 30_000 })
      // SYNC_BENCH_CPU_PROFILE=DIR: a CDP CPU profile of the page's work, to find where time goes.
      const profileDir = process.env.SYNC_BENCH_CPU_PROFILE
      const cdp = profileDir ? await context.newCDPSession(tab) : null
      if (cdp) {
        await cdp.send('Profiler.enable')
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
        await cdp.send('Profiler.start')
      }
      const result = await tab.evaluate(([name, value]) => window.syncBench[name](value), [method, arg])
      if (cdp) {
        const { profile: cpu } = await cdp.send('Profiler.stop')
        mkdirSync(profileDir, { recursive: true })
        writeFileSync(join(profileDir, `${page}-${method}-${Date.now()}.cpuprofile`), JSON.stringify(cpu))
      }
      return result
    } catch (error) {
      if (errors.length) error.message += `\n  page errors: ${errors.slice(-5).join(' | ')}`
      throw error
    }
  } finally {
    await context.close().catch(() => {})
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
}

function verdict(value, target) {
  return value <= target ? 'within target' : 'OVER target'
}

function report(n, ours, peer, database) {
  const m = (list, key) => median(list.map((figures) => figures[key]))
  const o = Object.fromEntries(
    ['localWriteMs', 'localWriteP50Ms', 'localWriteP95Ms', 'localWriteP99Ms', 'pushMs', 'pullMs'].map((key) => [key, m(ours, key)])
  )
  const p = Object.fromEntries(['localWriteMs', 'pushMs', 'pullMs'].map((key) => [key, m(peer, key)]))
  const pushRatio = o.pushMs / p.pushMs
  const pullRatio = o.pullMs / p.pullMs
  const range = (key) => {
    const ratios = ours.map((figures, i) => figures[key] / peer[i][key])
    return `runs ${round(Math.min(...ratios), 2)}–${round(Math.max(...ratios), 2)}`
  }
  const rows = [
    ['local write, all (ms)', String(round(o.localWriteMs)), `peer ${round(p.localWriteMs)} (bulkDocs of 500)`, ''],
    ['local write, one entry p50 / p95 (ms)', `${round(o.localWriteP50Ms, 2)} / ${round(o.localWriteP95Ms, 2)}`, '', ''],
    [
      'local write, one entry p99 (ms)',
      String(round(o.localWriteP99Ms, 2)),
      `target ≤ ${TARGETS.localWriteP99Ms}`,
      verdict(o.localWriteP99Ms, TARGETS.localWriteP99Ms),
    ],
    ['push (ms)', String(round(o.pushMs)), `peer ${round(p.pushMs)}`, ''],
    [
      'push ratio (of medians)',
      pushRatio.toFixed(2),
      `target ≤ ${TARGETS.pushRatio} (${range('pushMs')})`,
      verdict(pushRatio, TARGETS.pushRatio),
    ],
    ['pull (ms)', String(round(o.pullMs)), `peer ${round(p.pullMs)}`, ''],
    [
      'pull ratio (of medians)',
      pullRatio.toFixed(2),
      `target ≤ ${TARGETS.pullRatio} (${range('pullMs')})`,
      verdict(pullRatio, TARGETS.pullRatio),
    ],
  ]
  const width = Math.max(...rows.map((r) => r[0].length))
  console.log('')
  console.log(
    `Dosewise sync (PWA code in Chromium on IndexedDB → API on ${database}) vs PouchDB 9 idb in Chromium → pouchdb-server 4.2 in memory`
  )
  console.log(`  ${n} entries, medians of ${ours.length} alternating runs each`)
  for (const [name, value, note, result] of rows)
    console.log(`  ${name.padEnd(width)}  ${value.padStart(12)}  ${note.padEnd(44)} ${result}`)
  return {
    n,
    runs: ours.length,
    ours: Object.fromEntries(Object.entries(o).map(([key, value]) => [key, round(value, 2)])),
    peer: Object.fromEntries(Object.entries(p).map(([key, value]) => [key, round(value)])),
    pushRatio: round(pushRatio, 3),
    pullRatio: round(pullRatio, 3),
    pushRatioOk: pushRatio <= TARGETS.pushRatio,
    pullRatioOk: pullRatio <= TARGETS.pullRatio,
    localWriteP99Ok: o.localWriteP99Ms <= TARGETS.localWriteP99Ms,
    perRun: {
      ours: ours.map((figures) =>
        Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, typeof value === 'number' ? round(value, 1) : value]))
      ),
      peer: peer.map((figures) =>
        Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, typeof value === 'number' ? round(value, 1) : value]))
      ),
    },
  }
}

async function main() {
  if (!['sqlite', 'postgres'].includes(DB)) throw new Error(`--db sqlite|postgres, not ${DB}`)
  if (SIZES.length === 0) throw new Error('--sizes: one or more entry counts, e.g. --sizes=10000,50000')
  const totalEntries = SIZES.reduce((sum, n) => sum + n, 0) * RUNS
  log(
    `sizes ${SIZES.join(', ')} × ${RUNS} runs, each side; database ${DB}; ` +
      `machine: ${cpus().length} cores, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`
  )
  log(`estimate: about ${minutes(totalEntries * GUESS_MS_PER_ENTRY)} of runs after setup (setup: a few minutes for the peer's install)`)

  const peerDir = await peerFolder()
  const pagesDir = await buildPages(peerDir)
  const peerOrigin = await startPeerServer(peerDir)
  const api = await startApi(DB === 'postgres' ? { DATABASE_URL: await createDatabase() } : {})
  const database = await apiDatabaseKind(api.origin)
  if (database !== (DB === 'postgres' ? 'postgresql' : 'sqlite')) throw new Error(`asked for ${DB}, but the API runs on ${database}`)
  const databaseName = database === 'postgresql' ? 'PostgreSQL' : 'SQLite on disk'
  log(`the API runs on ${databaseName} (GET /api/health/details), pouchdb-server in memory`)
  const origin = await startFrontServer({ pagesDir, apiOrigin: api.origin, peerOrigin })

  const search = await inChromium(origin, 'ours', 'search')
  log(`interaction search over ${search.interactionRows} rows in Chromium: p95 ${round(search.searchP95Ms, 3)} ms`)

  const results = []
  let doneEntries = 0
  let spentMs = 0
  for (const n of SIZES) {
    const ours = []
    const peer = []
    for (let i = 0; i < RUNS; i++) {
      const order = i % 2 === 0 ? ['ours', 'peer'] : ['peer', 'ours']
      log(`n=${n}, run ${i + 1}/${RUNS}: ${order.join(' then ')}`)
      const started = Date.now()
      for (const side of order) {
        const figures = await inChromium(origin, side, 'run', n)
        ;(side === 'ours' ? ours : peer).push(figures)
      }
      spentMs += Date.now() - started
      doneEntries += n
      const o = ours.at(-1)
      const p = peer.at(-1)
      log(
        `n=${n}, run ${i + 1}/${RUNS}: push ${round(o.pushMs)} vs ${round(p.pushMs)} ms (${round(o.pushMs / p.pushMs, 2)}×), ` +
          `pull ${round(o.pullMs)} vs ${round(p.pullMs)} ms (${round(o.pullMs / p.pullMs, 2)}×), ` +
          `write p99 ${round(o.localWriteP99Ms, 2)} ms; about ${minutes((spentMs / doneEntries) * (totalEntries - doneEntries))} left`
      )
    }
    results.push(report(n, ours, peer, databaseName))
  }

  console.log('')
  console.log(
    `  interaction search over ${search.interactionRows} rows, in Chromium, p50 / p95 (ms): ` +
      `${round(search.searchP50Ms, 3)} / ${round(search.searchP95Ms, 3)}   target p95 ≤ ${TARGETS.searchP95Ms}  ${verdict(search.searchP95Ms, TARGETS.searchP95Ms)}`
  )
  console.log(
    JSON.stringify({
      bench: 'sync',
      database: DB,
      browser: 'chromium',
      runs: RUNS,
      targets: TARGETS,
      search: Object.fromEntries(Object.entries(search).map(([key, value]) => [key, round(value, 3)])),
      sizes: results,
      loadAverage: loadavg().map((l) => round(l, 2)),
    })
  )
}

try {
  // --install-peer=DIR: only install the peer into DIR (no browser, so no need for the lock), for --peer-dir=DIR later.
  if (INSTALL_PEER) await installPeer(INSTALL_PEER)
  else await main()
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await cleanup()
}
