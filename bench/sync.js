#!/usr/bin/env node
/**
 * `npm run bench:sync`: Dosewise's sync against the peer (PouchDB → pouchdb-server), same work,
 * same run, and the offline checker's search speed. Prints figures; not a test (exit 0 even
 * when a target is missed, 1 only when it could not measure).
 *
 * 1. The measured part (pwa/test-support/sync-bench.ts, loaded through Vite so it runs the PWA's
 *    real TypeScript): the real API process on SQLite on disk; client A (the PWA's db + sync code
 *    on fake-indexeddb) writes N journal entries offline, pushes them in batches of 500; a fresh
 *    client B pulls them all. Also one local write's latency and one interaction search over
 *    the whole interaction table.
 * 2. The peer: ../shared/peers/pouchdb/run.sh N (its README: same N, same fields, batches of 500).
 * 3. Ratios push/peer push and pull/peer pull, against the targets (≤ 0.5 each; local write
 *    ≤ 5 ms p95; search ≤ 5 ms p95).
 *
 * Usage: npm run bench:sync [-- N]   (default N = 10000). Env PEER_RUN overrides the peer script path.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer as createViteServer } from 'vite'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const N = Number(process.argv[2]) || 10000
const PEER_RUN = process.env.PEER_RUN || join(ROOT, '..', 'shared', 'peers', 'pouchdb', 'run.sh')
const TARGETS = { pushRatio: 0.5, pullRatio: 0.5, localWriteP95Ms: 5, searchP95Ms: 5 }

const log = (line) => process.stdout.write(`[bench:sync] ${line}\n`)
const round = (value, digits = 0) => Number(value.toFixed(digits))

async function measureDosewise() {
  // Vite's SSR loader runs the PWA's TypeScript modules in this Node process, unbundled.
  const vite = await createViteServer({
    configFile: false,
    root: join(ROOT, 'pwa'),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const { runSyncBench } = await vite.ssrLoadModule(join(ROOT, 'pwa', 'test-support', 'sync-bench.ts'))
    return await runSyncBench(N, log)
  } finally {
    await vite.close()
  }
}

function measurePeer() {
  return new Promise((resolve, reject) => {
    if (!existsSync(PEER_RUN)) return reject(new Error(`peer script not found: ${PEER_RUN}`))
    log(`running the peer: ${PEER_RUN} ${N} (installs pouchdb-server first, about a minute)`)
    const child = spawn('bash', [PEER_RUN, String(N)], { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.on('error', reject)
    child.on('exit', (code) => {
      const line = out
        .trim()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .pop()
      if (code !== 0 || !line) return reject(new Error(`the peer failed (exit ${code}):\n${out}`))
      resolve(JSON.parse(line))
    })
  })
}

function verdict(value, target) {
  return value <= target ? 'within target' : 'OVER target'
}

try {
  const ours = await measureDosewise()
  const peer = await measurePeer()
  const pushRatio = ours.pushMs / peer.pushMs
  const pullRatio = ours.pullMs / peer.pullMs
  const rows = [
    ['entries', String(N), '', ''],
    ['local write, all (ms)', String(round(ours.localWriteMs)), `peer ${peer.localWriteMs} (bulk batches of 500)`, ''],
    [
      'local write, one entry p50 / p95 (ms)',
      `${round(ours.localWriteP50Ms, 2)} / ${round(ours.localWriteP95Ms, 2)}`,
      `target p95 ≤ ${TARGETS.localWriteP95Ms}`,
      verdict(ours.localWriteP95Ms, TARGETS.localWriteP95Ms),
    ],
    ['push (ms)', String(round(ours.pushMs)), `peer ${peer.pushMs}`, ''],
    ['push ratio', String(round(pushRatio, 2)), `target ≤ ${TARGETS.pushRatio}`, verdict(pushRatio, TARGETS.pushRatio)],
    ['pull (ms)', String(round(ours.pullMs)), `peer ${peer.pullMs}`, ''],
    ['pull ratio', String(round(pullRatio, 2)), `target ≤ ${TARGETS.pullRatio}`, verdict(pullRatio, TARGETS.pullRatio)],
    [
      `interaction search over ${ours.interactionRows} rows p50 / p95 (ms)`,
      `${round(ours.searchP50Ms, 3)} / ${round(ours.searchP95Ms, 3)}`,
      `target p95 ≤ ${TARGETS.searchP95Ms}`,
      verdict(ours.searchP95Ms, TARGETS.searchP95Ms),
    ],
  ]
  const width = Math.max(...rows.map((r) => r[0].length))
  console.log('')
  console.log(`Dosewise sync (PWA code on fake-indexeddb → API on SQLite on disk) vs ${peer.peer}`)
  for (const [name, value, note, result] of rows)
    console.log(`  ${name.padEnd(width)}  ${value.padStart(12)}  ${note.padEnd(34)} ${result}`)
  console.log(JSON.stringify({ n: N, dosewise: ours, peer, pushRatio: round(pushRatio, 3), pullRatio: round(pullRatio, 3) }))
} catch (error) {
  console.error(error)
  process.exit(1)
}
