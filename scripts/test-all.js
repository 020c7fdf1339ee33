#!/usr/bin/env node
/**
 * `npm test`: every suite, in order — sync-protocol (vitest), pwa (vitest), api (Japa) on SQLite
 * and, when TEST_DATABASE_URL is set, on PostgreSQL too, then e2e (Playwright) when present.
 * Each suite's pass/fail counts are read from its own report and summed into the last line:
 * `N passed, N failed`. Exit code 1 if any suite failed.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const totals = { passed: 0, failed: 0 }
const summary = []

function run(name, command, args, options = {}) {
  return new Promise((resolve) => {
    console.log(`\n=== ${name} ===`)
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.on('close', (code) => resolve(code ?? 1))
  })
}

function record(name, passed, failed, exitCode) {
  // A suite that crashed before reporting still counts as a failure.
  if (exitCode !== 0 && failed === 0) failed = 1
  totals.passed += passed
  totals.failed += failed
  summary.push(`${name}: ${passed} passed, ${failed} failed`)
}

async function vitestSuite(name, workspace) {
  const dir = mkdtempSync(join(tmpdir(), 'dw-vitest-'))
  const report = join(dir, 'report.json')
  const code = await run(name, 'npx', ['vitest', 'run', '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    cwd: join(root, workspace),
  })
  let passed = 0
  let failed = 0
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'))
    passed = json.numPassedTests ?? 0
    failed = json.numFailedTests ?? 0
  }
  rmSync(dir, { recursive: true, force: true })
  record(name, passed, failed, code)
}

async function japaSuite(name, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dw-api-'))
  const report = join(dataDir, 'japa-summary.json')
  const code = await run(name, 'node', ['ace', 'test'], {
    cwd: join(root, 'api'),
    env: { DATA_DIR: dataDir, JAPA_SUMMARY_FILE: report, ...env },
  })
  let passed = 0
  let failed = 0
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'))
    passed = json.passed
    failed = json.failed
  }
  rmSync(dataDir, { recursive: true, force: true })
  record(name, passed, failed, code)
}

await vitestSuite('sync-protocol', 'sync-protocol')
await vitestSuite('pwa', 'pwa')
await japaSuite('api (sqlite)', { DATABASE_URL: '' })
if (process.env.TEST_DATABASE_URL) {
  await japaSuite('api (postgresql)', { DATABASE_URL: process.env.TEST_DATABASE_URL })
}
if (existsSync(join(root, 'e2e', 'run.js'))) {
  const dir = mkdtempSync(join(tmpdir(), 'dw-e2e-'))
  const report = join(dir, 'summary.json')
  const code = await run('e2e', 'node', ['e2e/run.js'], { env: { E2E_SUMMARY_FILE: report } })
  const json = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : { passed: 0, failed: 0 }
  rmSync(dir, { recursive: true, force: true })
  record('e2e', json.passed, json.failed, code)
}

console.log('\n' + summary.join('\n'))
console.log(`${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed > 0 ? 1 : 0)
