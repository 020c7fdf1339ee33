#!/usr/bin/env node
/**
 * The e2e suite's entry point (`npm test` calls it; also `npm run e2e`).
 *
 * 1. Starts the app the README's way — `npm start` at the repository root (vite build, then the
 *    API serving the built PWA) — on a free port with a fresh temporary DATA_DIR, in its own
 *    process group, and waits for GET /api/health.
 * 2. Runs every `e2e/**\/*.spec.js` with node:test, one file at a time (each file is its own
 *    process with its own Chromium), with E2E_BASE_URL and E2E_DATA_DIR in the environment.
 * 3. Writes `{"passed": N, "failed": N}` to E2E_SUMMARY_FILE (when set), prints a summary, stops
 *    the server's whole process group (SIGTERM, then SIGKILL after 5 s) whatever happened, and
 *    exits 1 on any failure.
 *
 * Options (environment): E2E_FILTER=substring runs only the spec files whose path contains it;
 * E2E_KEEP_DATA=1 keeps the temporary DATA_DIR (database, mail, server log) for inspection;
 * CHROME_PATH overrides /usr/bin/chromium.
 */
/* global AbortSignal, AbortController */
import { execFileSync, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync, createWriteStream, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { run } from 'node:test'
import { spec as specReporter } from 'node:test/reporters'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const E2E_DIR = fileURLToPath(new URL('.', import.meta.url))
const DIST_INDEX = join(ROOT, 'pwa', 'dist', 'index.html')
const HEALTH_TIMEOUT_MS = 120_000
const FILE_TIMEOUT_MS = 240_000
const started = Date.now()
// Aborted on SIGINT/SIGTERM/SIGHUP: node:test then stops the spec process (and with it Chromium).
const aborter = new AbortController()

function log(message) {
  process.stdout.write(`[e2e] ${message}\n`)
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

function findSpecs(dir) {
  const found = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) found.push(...findSpecs(path))
    else if (entry.name.endsWith('.spec.js')) found.push(path)
  }
  return found.sort()
}

/** A self-signed certificate for the push-service stand-in on 127.0.0.1 (push-reminders.spec.js). */
function pushCertificate(dataDir) {
  const cert = join(dataDir, 'push-service-cert.pem')
  const key = join(dataDir, 'push-service-key.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' }
  )
  return { cert, key }
}

/** Starts `npm start` in its own process group; resolves once /api/health answers 200. */
async function startApp({ port, dataDir, logFile, pushCa }) {
  // Every spec's browser is 127.0.0.1: per-IP limits scaled up so the suite's accounts fit;
  // the per-email limits, and the limits themselves (API tests), are unchanged. The push
  // reminders go to the specs' local push-service stand-in (its certificate is trusted), and the
  // scheduler looks every few seconds instead of every minute.
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_IP_SCALE: '5',
    PUSH_SERVICE_CA: pushCa,
    REMINDER_SCHEDULER_INTERVAL_MS: '3000',
  }
  // The app must run in its default (development) mode, self-contained: no production mode (it
  // skips the demo account and sets Secure cookies), no outside database, Redis or SMTP (mail
  // must land in DATA_DIR/mail where the specs read it), links built from PORT, no social sign-in
  // provider set up (public-screens.spec.js).
  const socialClientIds = ['GOOGLE', 'FACEBOOK', 'MICROSOFT', 'GITHUB'].map((provider) => `${provider}_CLIENT_ID`)
  for (const key of ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'SMTP_HOST', 'SESSION_STORE', 'APP_URL', 'PWA_DIST', ...socialClientIds]) {
    delete env[key]
  }
  const out = createWriteStream(logFile)
  const child = spawn('npm', ['start'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.pipe(out)
  child.stderr.pipe(out)
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  let exitInfo = null
  exited.then((info) => (exitInfo = info))

  // The whole group: npm, the shell it spawns and the server (npm's children outlive its SIGTERM).
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal)
      return true
    } catch {
      return false
    }
  }
  const stop = async () => {
    if (!signalGroup('SIGTERM')) return
    const deadline = Date.now() + 5000
    while (signalGroup(0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
    if (signalGroup(0)) {
      log('the app did not stop within 5 s of SIGTERM: SIGKILL')
      signalGroup('SIGKILL')
    }
    if (!exitInfo) await exited
  }

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + HEALTH_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (exitInfo) return { url, stop, error: `npm start exited early (code ${exitInfo.code}, signal ${exitInfo.signal})` }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })
      if (res.status === 200) return { url, stop }
    } catch {}
    await new Promise((r) => setTimeout(r, 300))
  }
  return { url, stop, error: `the app did not answer 200 on /api/health within ${HEALTH_TIMEOUT_MS / 1000} s` }
}

/** When pwa/dist/index.html was last written (0 if missing). */
function distStamp() {
  try {
    return statSync(DIST_INDEX).mtimeMs
  } catch {
    return 0
  }
}

function tail(file, lines = 60) {
  try {
    return (
      readFileSync(file, 'utf8')
        // eslint-disable-next-line no-control-regex
        .replace(/\x1b\[[0-9;]*m/g, '')
        .split('\n')
        .slice(-lines)
        .join('\n')
    )
  } catch {
    return '(no server log)'
  }
}

/**
 * Runs one spec file with node:test (in its own process) and counts its leaf tests: suites are
 * not counted, a file that fails outside any test (does not load, a hook throws) counts once.
 */
function runSpecFile(file) {
  return new Promise((resolve) => {
    const counts = { passed: 0, failed: 0, skipped: 0 }
    const failures = []
    const name = relative(ROOT, file)
    const stream = run({ files: [file], timeout: FILE_TIMEOUT_MS, signal: aborter.signal })
    stream.on('test:pass', (data) => {
      if (data.details?.type === 'suite') return
      if (data.skip || data.todo) counts.skipped++
      else counts.passed++
    })
    stream.on('test:fail', (data) => {
      if (data.details?.type === 'suite' && data.details?.error?.failureType === 'subtestsFailed') return
      counts.failed++
      const reason = String(data.details?.error?.cause?.message ?? data.details?.error?.message ?? '').split('\n')[0]
      failures.push(`${name} › ${data.name}${reason ? `\n      ${reason}` : ''}`)
    })
    // Resolve when the reporter has written everything, so files' outputs don't interleave.
    const report = stream.compose(specReporter)
    report.pipe(process.stdout, { end: false })
    report.once('end', () => resolve({ counts, failures }))
  })
}

async function runSpecs(files, env) {
  // The spec processes inherit this environment.
  Object.assign(process.env, env)
  const total = { passed: 0, failed: 0, skipped: 0 }
  const failures = []
  const timings = []
  for (const file of files) {
    if (aborter.signal.aborted) break
    const t0 = Date.now()
    log(`--- ${relative(ROOT, file)}`)
    const result = await runSpecFile(file)
    for (const key of Object.keys(total)) total[key] += result.counts[key]
    failures.push(...result.failures)
    timings.push(
      `${relative(ROOT, file)}: ${result.counts.passed} passed, ${result.counts.failed} failed, ${((Date.now() - t0) / 1000).toFixed(1)} s`
    )
  }
  log(`per file:\n  ${timings.join('\n  ')}`)
  return { counts: total, failures }
}

async function main() {
  const summaryFile = process.env.E2E_SUMMARY_FILE
  const writeSummary = (counts) => {
    if (summaryFile) writeFileSync(summaryFile, JSON.stringify({ passed: counts.passed, failed: counts.failed }) + '\n')
  }
  // A crash before the end still leaves a summary that says "failed".
  writeSummary({ passed: 0, failed: 1 })

  const filter = process.env.E2E_FILTER
  const files = findSpecs(E2E_DIR).filter((f) => !filter || relative(E2E_DIR, f).includes(filter))
  if (files.length === 0) {
    log('no spec files found')
    writeSummary({ passed: 0, failed: 0 })
    return 0
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'dw-e2e-data-'))
  mkdirSync(join(dataDir, 'mail'), { recursive: true })
  const logFile = join(dataDir, 'server.log')
  const push = pushCertificate(dataDir)
  const port = await freePort()
  log(`starting the app (npm start) on port ${port}, DATA_DIR ${dataDir}`)
  const app = await startApp({ port, dataDir, logFile, pushCa: push.cert })

  const shutdown = async () => {
    await app.stop()
  }
  const onSignal = async (signal) => {
    log(`${signal}: stopping the specs and the app`)
    aborter.abort()
    await shutdown()
    process.exit(1)
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  process.once('SIGHUP', onSignal)

  let counts = { passed: 0, failed: 1 }
  let failures = []
  try {
    if (app.error) {
      log(`${app.error}\n--- server log (tail) ---\n${tail(logFile)}`)
      failures = ['app start']
    } else {
      const builtAt = distStamp()
      log(`app ready at ${app.url} after ${((Date.now() - started) / 1000).toFixed(1)} s; running ${files.length} spec file(s)`)
      ;({ counts, failures } = await runSpecs(files, {
        E2E_BASE_URL: app.url,
        E2E_DATA_DIR: dataDir,
        E2E_PUSH_CERT: push.cert,
        E2E_PUSH_KEY: push.key,
        E2E_ARTIFACTS_DIR: process.env.E2E_ARTIFACTS_DIR || join(dataDir, 'artifacts'),
      }))
      if (counts.passed + counts.failed === 0) {
        counts.failed = 1
        failures.push('no test reported a result')
      }
      // The server serves pwa/dist from the working tree; a `vite build` run by anyone else
      // during the suite empties and rewrites it under the running tests.
      if (distStamp() !== builtAt) {
        log(
          'warning: pwa/dist was rebuilt by another process while the specs ran; failures showing the JSON "E_ROUTE_NOT_FOUND" page or a stale build are caused by that, not by the app'
        )
      }
    }
  } finally {
    await shutdown()
  }

  writeSummary(counts)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  log(`${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''} in ${seconds} s`)
  if (failures.length) log(`failed:\n  - ${failures.join('\n  - ')}`)
  if (counts.failed > 0) {
    log(`server log: ${logFile}${process.env.E2E_KEEP_DATA ? '' : ' (kept because of failures)'}`)
  } else if (!process.env.E2E_KEEP_DATA) {
    rmSync(dataDir, { recursive: true, force: true })
  }
  return counts.failed > 0 ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error)
    process.exit(1)
  }
)
