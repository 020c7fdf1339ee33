/// <reference types="node" />
/**
 * Runs the real API (api/bin/server.ts, as `npm start` does) for the PWA's integration tests:
 * its own temporary DATA_DIR (SQLite database, app key, sessions), a free port on 127.0.0.1,
 * ready once GET /api/health answers. `restart()` stops the process and starts it again on the
 * same port and DATA_DIR, so data, the app key and sessions survive — as after a redeploy.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// Not `new URL('../../api/', import.meta.url)`: Vite rewrites that pattern as a browser asset
// URL when a test runs in the jsdom environment.
const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'api')

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export interface ApiServer {
  readonly url: string
  readonly port: number
  readonly dataDir: string
  /** Everything the process printed (for failure messages). */
  output(): string
  restart(): Promise<void>
  /**
   * `kill -9` of the whole process, mid-whatever it is doing (no shutdown, open transactions cut
   * off), then the same start as after a crash-looping supervisor restarts it.
   */
  crash(): Promise<void>
  /** `kill -9`, without starting again (a test starts it with restart()). */
  kill(): void
  stop(): Promise<void>
  /** Stops the process and deletes its DATA_DIR. */
  dispose(): Promise<void>
}

function childEnv(port: number, dataDir: string, extra: Record<string, string>) {
  const env: Record<string, string> = { ...(process.env as Record<string, string>) }
  // Settings of the developer's shell or of vitest must not leak into the server.
  for (const key of ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'SMTP_HOST', 'SESSION_STORE', 'APP_KEY', 'APP_URL', 'VITEST', 'TEST']) {
    delete env[key]
  }
  return { ...env, NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...extra }
}

async function waitUntilHealthy(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API server exited early:\n${log()}`)
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.status === 200) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`API server not healthy within 60 s:\n${log()}`)
}

/**
 * A PostgreSQL database of the test's own, made fresh on the server of TEST_DATABASE_URL and
 * dropped afterwards (other suites use that database itself).
 */
async function freshPostgresDatabase(baseUrl: string) {
  const { default: pg } = await import('pg')
  const name = `dosewise_pwa_${process.pid}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

/** `postgres`: run on PostgreSQL (a fresh database on TEST_DATABASE_URL's server) instead of SQLite. */
export async function startApiServer(extraEnv: Record<string, string> = {}, options: { postgres?: string } = {}): Promise<ApiServer> {
  const database = options.postgres ? await freshPostgresDatabase(options.postgres) : null
  if (database) extraEnv = { ...extraEnv, DATABASE_URL: database.url }
  const port = await freePort()
  const dataDir = await mkdtemp(join(tmpdir(), 'dosewise-pwa-test-'))
  const url = `http://127.0.0.1:${port}`
  let log = ''
  let child: ChildProcess | null = null

  async function launch() {
    const process_ = spawn('node', ['--import=ts-node-maintained/register/esm', 'bin/server.ts'], {
      cwd: API_ROOT,
      env: childEnv(port, dataDir, extraEnv),
      // Its own process group, so stop() ends the server and anything it started.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    process_.stdout!.on('data', (chunk) => (log += chunk))
    process_.stderr!.on('data', (chunk) => (log += chunk))
    child = process_
    await waitUntilHealthy(url, process_, () => log)
  }

  function kill() {
    const running = child
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    try {
      process.kill(-running.pid!, 'SIGKILL')
    } catch {}
  }

  async function stop() {
    const running = child
    child = null
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(-running.pid!, name)
      } catch {}
    }
    signal('SIGTERM')
    const timer = setTimeout(() => signal('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }

  try {
    await launch()
  } catch (error) {
    await stop()
    await database?.drop()
    throw error
  }
  return {
    url,
    port,
    dataDir,
    output: () => log,
    async restart() {
      await stop()
      await launch()
    },
    async crash() {
      kill()
      await stop()
      await launch()
    },
    kill,
    stop,
    async dispose() {
      await stop()
      await rm(dataDir, { recursive: true, force: true })
      await database?.drop()
    },
  }
}
