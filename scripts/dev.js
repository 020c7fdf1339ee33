#!/usr/bin/env node
/**
 * `npm run dev`: the API with hot reload (ace serve --hmr, hot-hook) on API_PORT (3333) and the
 * Vite dev server (5173) proxying /api and /auth to it. The service worker stays off in dev.
 * Ctrl-C stops both (each runs in its own process group, which is killed whole).
 */
import { spawn } from 'node:child_process'

const root = new URL('..', import.meta.url).pathname
const apiPort = process.env.API_PORT ?? process.env.PORT ?? '3333'
const children = [
  spawn('node', ['ace', 'serve', '--hmr'], {
    cwd: `${root}api`,
    env: { ...process.env, PORT: apiPort },
    stdio: 'inherit',
    detached: true,
  }),
  spawn('npx', ['vite'], { cwd: root, env: { ...process.env, API_PORT: apiPort }, stdio: 'inherit', detached: true }),
]

function signalAll(signal) {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal)
    } catch {}
  }
}

// `ace serve` outlives SIGTERM (it restarts its child on exit): SIGKILL its group shortly after.
let stopping = false
function stop() {
  if (stopping) return
  stopping = true
  signalAll('SIGTERM')
  setTimeout(() => {
    signalAll('SIGKILL')
    process.exit(0)
  }, 1500)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', stop)
