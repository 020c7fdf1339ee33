/**
 * What the browser benches share: building the PWA, a free loopback port, the real API server
 * serving a copy of the build with a fresh DATA_DIR, Chromium, and cleanup on exit.
 */
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const HOST = '127.0.0.1'

const cleanups = []
export function onCleanup(fn) {
  cleanups.push(fn)
}
export async function cleanup() {
  for (const fn of cleanups.reverse()) await Promise.resolve(fn()).catch(() => {})
  cleanups.length = 0
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanup().finally(() => process.exit(130)))

/**
 * Node's arguments for the API as `npm start -w api` runs it (read from api/package.json's start
 * script, so a flag added there, such as V8's thread pool size, is what every bench measures).
 */
export function apiStartArgs() {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'api', 'package.json'), 'utf8'))
  const [command, ...startArgs] = scripts.start.trim().split(/\s+/)
  if (command !== 'node') throw new Error(`api/package.json's start script should run node, not: ${scripts.start}`)
  return startArgs
}

export function run(command, commandArgs, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')} failed (${code})`))))
  })
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, HOST, () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * The build's environment: this process's, without NODE_ENV. A bench that loaded sync-protocol
 * through Vite's dev server (support/protocol.js) has NODE_ENV=development set by Vite, and a
 * `vite build` inheriting it bundles React's development build — slower than what people get.
 */
function buildEnv() {
  const env = { ...process.env }
  delete env.NODE_ENV
  return env
}

/** Builds the PWA (unless skipped) and serves a copy of it from the API on a free port; resolves to its URL. */
export async function startApp({ skipBuild = false, env: extraEnv = {}, dist = null } = {}) {
  // `dist`: serve a build kept elsewhere (a bench's before/after comparison); nothing is built.
  const source = dist ?? join(ROOT, 'pwa', 'dist')
  if (!skipBuild && !dist) await run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, env: buildEnv() })
  // A development build (React's checks on) would measure something no one runs.
  if (readdirSync(join(source, 'assets')).some((file) => file.startsWith('jsx-dev-runtime'))) {
    throw new Error(`${source} is a development build (NODE_ENV=development at build time): build it again without --skip-build`)
  }
  const distDir = mkdtempSync(join(tmpdir(), 'dosewise-bench-dist-'))
  cpSync(source, distDir, { recursive: true })
  onCleanup(() => rmSync(distDir, { recursive: true, force: true }))
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'dosewise-bench-data-'))
  const env = { ...process.env, PORT: String(port), HOST, DATA_DIR: dataDir, LOG_LEVEL: 'warn', PWA_DIST: distDir, ...extraEnv }
  for (const key of ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'SMTP_HOST', 'SESSION_STORE', 'APP_URL']) delete env[key]
  const child = spawn('node', apiStartArgs(), {
    cwd: join(ROOT, 'api'),
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout.on('data', (chunk) => (log += chunk))
  child.stderr.on('data', (chunk) => (log += chunk))
  onCleanup(() => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {}
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  })
  const started = Date.now()
  while (Date.now() - started < 90_000) {
    if (child.exitCode !== null) throw new Error(`the server exited during start:\n${log}`)
    try {
      if ((await fetch(`http://${HOST}:${port}/api/health`)).status === 200) return `http://${HOST}:${port}`
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`GET /api/health did not answer within 90 s:\n${log}`)
}

/** Chromium as the e2e suite launches it (Debian's build, headless), closed on cleanup. */
export async function launchChromium() {
  const { launchBrowser } = await import('../../e2e/support/browser.js')
  const browser = await launchBrowser()
  onCleanup(() => browser.close())
  return browser
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
