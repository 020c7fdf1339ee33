#!/usr/bin/env node
/**
 * `npm test`: every suite, in order — the repository's import rules (vitest, scripts/rules),
 * sync-protocol (vitest), pwa (vitest), api (Japa) on SQLite
 * and on PostgreSQL (TEST_DATABASE_URL), then e2e (Playwright).
 * Each suite's pass/fail counts are read from its own report and summed into the last line:
 * `N passed, N failed`. Exit code 1 if anything failed. A suite that ran no test has failed.
 *
 * `npm test -- --checks` (what CI runs) first runs `npm run typecheck` and `npm run lint`, each
 * counted as one check passed or failed.
 *
 * Under CI (CI set, as .ci/run does) nothing is skipped: no TEST_DATABASE_URL, no Redis on
 * 127.0.0.1:6379 (the API suite's Redis tests) or no e2e suite is a failure. Outside CI the
 * PostgreSQL run is skipped without TEST_DATABASE_URL, and the summary says so.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const inCI = !['', '0', 'false'].includes((process.env.CI ?? '').toLowerCase())
const withChecks = process.argv.slice(2).includes('--checks')
const unknown = process.argv.slice(2).filter((arg) => arg !== '--checks')
if (unknown.length) {
  console.error(`test-all: unknown argument ${unknown.join(' ')} (the only one is --checks)`)
  console.log('0 passed, 1 failed')
  process.exit(1)
}

const totals = { passed: 0, failed: 0 }
const summary = []
/** 'suite: file > test' and the first line of why, for each failed vitest test. */
const failures = []

function run(name, command, args, options = {}) {
  return new Promise((resolve) => {
    console.log(`\n=== ${name} ===`)
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.on('error', (error) => {
      console.error(`${name}: ${error.message}`)
      resolve(1)
    })
    child.on('close', (code) => resolve(code ?? 1))
  })
}

function readReport(file) {
  if (!existsSync(file)) return null
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    console.error(`unreadable report ${file}: ${error.message}`)
    return null
  }
}

function record(name, passed, failed, exitCode) {
  let note = ''
  // A suite that crashed before reporting, or that ran no test at all, counts as a failure.
  if (exitCode !== 0 && failed === 0) {
    failed = 1
    note = ` (exit code ${exitCode})`
  } else if (passed + failed === 0) {
    failed = 1
    note = ' (no tests ran)'
  }
  totals.passed += passed
  totals.failed += failed
  summary.push(`${name}: ${passed} passed, ${failed} failed${note}`)
}

/** A failure that is not a suite's: a missing service, a suite that could not run. */
function fail(name, reason) {
  console.log(`\n=== ${name} ===\nFAILED: ${reason}`)
  totals.failed += 1
  summary.push(`${name}: 0 passed, 1 failed (${reason})`)
}

function skip(name, reason) {
  console.log(`\n=== ${name} ===\nSKIPPED: ${reason}`)
  summary.push(`${name}: skipped (${reason})`)
}

/** `npm run <script>` as one check: one passed or one failed. */
async function check(script) {
  const code = await run(script, 'npm', ['run', script])
  totals[code === 0 ? 'passed' : 'failed'] += 1
  summary.push(`${script}: ${code === 0 ? 'passed' : `FAILED (exit code ${code})`}`)
}

async function vitestSuite(name, workspace) {
  const dir = mkdtempSync(join(tmpdir(), 'dw-vitest-'))
  const report = join(dir, 'report.json')
  const code = await run(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    cwd: join(root, workspace),
  })
  const json = readReport(report)
  rmSync(dir, { recursive: true, force: true })
  record(name, json?.numPassedTests ?? 0, json?.numFailedTests ?? 0, code)
  // Name what failed beside the totals: CI keeps only the end of the log.
  for (const file of json?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue
      const where = relative(join(root, workspace), file.name)
      const why = String(test.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 300)
      failures.push(`${name}: ${where} > ${test.fullName}\n    ${why}`)
    }
  }
}

async function japaSuite(name, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dw-api-'))
  const report = join(dataDir, 'japa-summary.json')
  const code = await run(name, 'node', ['ace', 'test'], {
    cwd: join(root, 'api'),
    env: { DATA_DIR: dataDir, JAPA_SUMMARY_FILE: report, ...env },
  })
  const json = readReport(report)
  rmSync(dataDir, { recursive: true, force: true })
  record(name, json?.passed ?? 0, json?.failed ?? 0, code)
}

/** Whether Redis answers PING on host:port (the API suite's Redis tests use 127.0.0.1:6379). */
function redisAnswers(host = '127.0.0.1', port = 6379) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port })
    const done = (answer) => {
      socket.destroy()
      resolve(answer)
    }
    socket.setTimeout(3000, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')))
  })
}

if (withChecks) {
  await check('typecheck')
  await check('lint')
}

if (!(await redisAnswers())) {
  const reason = 'Redis does not answer on 127.0.0.1:6379, which the API suite needs for its Redis tests'
  if (inCI) fail('redis', reason)
  else console.log(`\nnote: ${reason}: they will fail (start redis-server, or run bash .ci/run)`)
}

await vitestSuite('repository rules', 'scripts/rules')
await vitestSuite('sync-protocol', 'sync-protocol')
await vitestSuite('pwa', 'pwa')
await japaSuite('api (sqlite)', { DATABASE_URL: '' })
if (process.env.TEST_DATABASE_URL) {
  await japaSuite('api (postgresql)', { DATABASE_URL: process.env.TEST_DATABASE_URL })
} else if (inCI) {
  fail('api (postgresql)', 'not run: TEST_DATABASE_URL is not set, and CI must test PostgreSQL (bash .ci/run provides it)')
} else {
  skip('api (postgresql)', 'TEST_DATABASE_URL is not set, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/dosewise_test')
}
if (existsSync(join(root, 'e2e', 'run.js'))) {
  const dir = mkdtempSync(join(tmpdir(), 'dw-e2e-'))
  const report = join(dir, 'summary.json')
  const code = await run('e2e', 'node', ['e2e/run.js'], { env: { E2E_SUMMARY_FILE: report } })
  const json = readReport(report)
  rmSync(dir, { recursive: true, force: true })
  record('e2e', json?.passed ?? 0, json?.failed ?? 0, code)
} else if (inCI) {
  fail('e2e', 'not run: e2e/run.js is missing')
} else {
  skip('e2e', 'e2e/run.js is missing')
}

if (failures.length > 0) console.log('\nfailed tests:\n  ' + failures.join('\n  '))
console.log('\n' + summary.join('\n'))
console.log(`${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed > 0 ? 1 : 0)
