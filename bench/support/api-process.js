/**
 * What the API benches (bench:load, bench:sync) share: the real API process started as
 * `npm start -w api` runs it, on a free loopback port with a fresh DATA_DIR, and a PostgreSQL
 * database of the bench's own. Both are removed by cleanup().
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HOST, ROOT, apiStartArgs, freePort, onCleanup, run } from './app-server.js'

/**
 * Starts the API with `env` over a clean environment (the shell's database, Redis, mail and
 * session settings never leak in) and resolves once GET /api/health answers 200 to
 * `{ origin, stop, output }`. Every bench process may sign up many people from 127.0.0.1
 * (RATE_LIMIT_IP_SCALE) and read /metrics and /api/health/details with `operatorToken`.
 * `nodeArgs` go to node itself (e.g. --cpu-prof; NODE_OPTIONS may not carry it).
 */
export async function startApiProcess({ env: extraEnv = {}, operatorToken, nodeArgs = [] }) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'dosewise-bench-api-'))
  const env = { ...process.env }
  for (const key of ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'SMTP_HOST', 'SESSION_STORE', 'APP_URL']) delete env[key]
  Object.assign(
    env,
    { PORT: String(port), HOST, DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_IP_SCALE: '1000', OPERATOR_TOKEN: operatorToken },
    extraEnv
  )
  const child = spawn('node', [...nodeArgs, ...apiStartArgs()], {
    cwd: join(ROOT, 'api'),
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-20_000)))
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-20_000)))
  const exited = new Promise((resolve) => child.on('exit', resolve))
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {}
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  }
  onCleanup(stop)
  const origin = `http://${HOST}:${port}`
  const started = Date.now()
  while (Date.now() - started < 120_000) {
    if (child.exitCode !== null) throw new Error(`the API exited during start:\n${output}`)
    try {
      if ((await fetch(`${origin}/api/health`)).status === 200) return { origin, stop, output: () => output }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`GET /api/health did not answer within 120 s:\n${output}`)
}

/** A fresh PostgreSQL database named `name` on 127.0.0.1:5432, dropped at cleanup; resolves to its URL. */
export async function createPostgresDatabase(name, user) {
  await run('createdb', ['-h', HOST, '-p', '5432', '-U', user, name])
  onCleanup(() => run('dropdb', ['-h', HOST, '-p', '5432', '-U', user, '--force', '--if-exists', name]))
  return `postgres://${user}@${HOST}:5432/${name}`
}
