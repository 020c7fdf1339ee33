/**
 * What the server does at start and on disk (issue 10 items 1, 5, 9, 11): it refuses to run in
 * production without a shared APP_KEY (exiting, naming the variable), keeps its data private,
 * sends HSTS with the app's HTML in production, and leaves no temporary file behind for an upload.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from '@japa/runner'
import { Browser } from '#tests/helpers/browser'
import { startServer, type RunningServer } from '#tests/helpers/server_process'

const API_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const database: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}
const GOOD_KEY = 'k'.repeat(43)

/** Starts the server the `npm start` way and waits for it to exit on its own (or 60 s). */
function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const childEnv: Record<string, string> = { ...(process.env as Record<string, string>) }
  for (const key of ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'APP_KEY', 'APP_URL']) delete childEnv[key]
  const child = spawn('node', ['--import=ts-node-maintained/register/esm', 'bin/server.ts'], {
    cwd: API_ROOT,
    env: { ...childEnv, PORT: '0', HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'dw-start-')), ...database, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

function fakePwaBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'dw-dist-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Dosewise shell</title>')
  return dir
}

test.group('Starting in production', (group) => {
  group.each.timeout(120_000)

  test('without APP_KEY the server exits non-zero, naming the variable', async ({ assert }) => {
    const { code, output } = await runUntilExit({ NODE_ENV: 'production' })
    assert.equal(code, 1)
    assert.include(output, 'APP_KEY is not set')
  })

  test('with an APP_KEY too short to be a secret it exits non-zero too, in any mode', async ({ assert }) => {
    for (const mode of ['production', 'development']) {
      const { code, output } = await runUntilExit({ NODE_ENV: mode, APP_KEY: 'abc' })
      assert.equal(code, 1, mode)
      assert.include(output, 'APP_KEY is too short')
    }
  })

  test('with APP_KEY it runs, and its HTML comes with HSTS', async ({ assert }) => {
    const server = await startServer({
      NODE_ENV: 'production',
      APP_KEY: GOOD_KEY,
      PWA_DIST: fakePwaBuild(),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'dw-prod-')),
      ...database,
    })
    try {
      const page = await fetch(`${server.url}/journal`, { headers: { accept: 'text/html' } })
      assert.equal(page.status, 200)
      assert.equal(page.headers.get('strict-transport-security'), 'max-age=15552000')
      const api = await fetch(`${server.url}/api/health`)
      assert.equal(api.headers.get('strict-transport-security'), 'max-age=15552000')
    } finally {
      await server.stop()
    }
  })

  test('two processes with the same APP_KEY share sessions', async ({ assert }) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dw-shared-'))
    const env = { APP_KEY: GOOD_KEY, DATA_DIR: dataDir, ...database }
    const first = await startServer(env)
    let second: RunningServer | null = null
    try {
      second = await startServer(env)
      const browser = new Browser(first.url)
      const email = `shared-${Date.now()}@example.test`
      assert.equal(
        (await browser.post('/api/auth/signup', { email, password: 'shared secret 1', confirmPassword: 'shared secret 1' })).status,
        201
      )
      assert.equal((await browser.post('/api/auth/login', { email, password: 'shared secret 1' })).status, 200)
      const other = new Browser(second.url)
      other.cookies = browser.cookies
      assert.equal((await other.get('/api/auth/user')).body.email, email)
    } finally {
      await second?.stop()
      await first.stop()
    }
  })
})

test.group('Files on disk', (group) => {
  group.each.timeout(120_000)

  test('DATA_DIR is private to the app (0700), and so is the SQLite database (0600)', async ({ assert }) => {
    if (database.DATABASE_URL) return assert.isTrue(true, 'PostgreSQL run: no database file')
    const dataDir = join(mkdtempSync(join(tmpdir(), 'dw-modes-')), 'data')
    const server = await startServer({ DATA_DIR: dataDir })
    try {
      assert.equal(statSync(dataDir).mode & 0o777, 0o700)
      assert.equal(statSync(join(dataDir, 'dosewise.sqlite')).mode & 0o777, 0o600)
      assert.equal(statSync(join(dataDir, 'app-key')).mode & 0o777, 0o600)
      for (const name of readdirSync(dataDir).filter((n) => n.startsWith('dosewise.sqlite-'))) {
        assert.equal(statSync(join(dataDir, name)).mode & 0o077, 0, `${name} is private`)
      }
    } finally {
      await server.stop()
    }
  })

  test('uploads, signed in or not, leave nothing in the temporary folder', async ({ assert }) => {
    const tmp = mkdtempSync(join(tmpdir(), 'dw-tmp-'))
    const server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'dw-up-')), TMPDIR: tmp, ...database })
    try {
      const boundary = 'xx-dosewise'
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="19MB.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`
        ),
        Buffer.alloc(19 * 1024 * 1024, 0x62),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
      for (const path of ['/api/auth/login', '/api/sync/push', '/api/journal', '/api/nothing-here']) {
        const answer = await fetch(`${server.url}${path}`, {
          method: 'POST',
          body,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        }).catch(() => null)
        assert.isTrue(answer === null || (answer.status >= 400 && answer.status < 500), path)
      }
      // Node's own compile cache may live there; nothing else may.
      assert.deepEqual(
        readdirSync(tmp).filter((name) => !name.startsWith('v8-compile-cache')),
        []
      )
    } finally {
      await server.stop()
    }
  })
})
