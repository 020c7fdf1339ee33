/**
 * Starts the real server (bin/server.ts, as `npm start` does) in a child process with its own
 * environment, waits for GET /api/health, and stops it (the whole process group) afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const API_ROOT = fileURLToPath(new URL('../../', import.meta.url))

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

export type RunningServer = {
  url: string
  port: number
  output: () => string
  stop: () => Promise<void>
  /** kill -9 of the whole process group (a crash, not a shutdown); resolves once it has exited. */
  crash: () => Promise<void>
}

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort()
  const childEnv: Record<string, string> = { ...(process.env as Record<string, string>) }
  for (const key of ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'SMTP_HOST', 'SESSION_STORE', 'APP_KEY', 'APP_URL']) {
    delete childEnv[key]
  }
  Object.assign(childEnv, { NODE_ENV: 'development', LOG_LEVEL: 'info', PORT: String(port), HOST: '127.0.0.1', ...env })
  let log = ''
  const child: ChildProcess = spawn('node', ['--import=ts-node-maintained/register/esm', 'bin/server.ts'], {
    cwd: API_ROOT,
    env: childEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk) => (log += chunk))
  child.stderr!.on('data', (chunk) => (log += chunk))

  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {}
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {}
    }, 5000)
    await exited
    clearTimeout(timer)
  }

  const crash = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    process.kill(-child.pid!, 'SIGKILL')
    await exited
  }

  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.status === 200) return { url, port, output: () => log, stop, crash }
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  await stop()
  throw new Error(`server did not become healthy in 60 s:\n${log}`)
}
