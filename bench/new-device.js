#!/usr/bin/env node
/**
 * `npm run bench:new-device`: how long a person on a new device waits for their plan. They open
 * `/recommendations/{id}` signed in, with an empty IndexedDB, no service worker and no HTTP cache
 * (a phone they have just signed in on). The figure is the time from navigation to the first plan
 * card's text painted, as the page itself sees it.
 *
 * Chromium runs with a slow-4G phone's network emulated (150 ms latency, 1.6 Mbps down, 750 kbps
 * up, as Lighthouse's mobile profile assumes) and, by default, the CPU not throttled. This
 * separates the chain of downloads, which this figure follows, from the machine's CPU, which
 * makes Lighthouse's score swing on a shared machine (docs/performance.md). `--rate=4` throttles
 * the CPU as well.
 *
 * Each run starts its own API server (SQLite) and person, in a child process of its own, since the
 * e2e helpers read their server's address at import. With several builds (`--dist=A,B`), the runs
 * alternate between them. The report prints each run, and the median per build; with `--timeline`
 * it also prints the last run's requests (start→end ms, bytes on the wire).
 *
 * With `--blocking` (best with `--rate=4`), each run also traces the page's main thread from
 * navigation until 6 s after the card and reports its long tasks (50 ms or more): how many, the
 * longest, and the blocking time (each one's time over 50 ms, summed: what Total Blocking Time
 * counts, here from tasks the browser really ran rather than Lighthouse's simulation of them).
 *
 * A report, not a test: it exits 0 whatever the figures.
 *
 * Options: --dist=DIR[,DIR2] (builds to serve; default pwa/dist, built first unless --skip-build),
 * --runs=N (per build, default 3), --rate=N (CPU throttling, default 1), --timeline, --blocking.
 * Env: CHROME_PATH (default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { cleanup, launchChromium, ROOT, run, startApp } from './support/app-server.js'
import { signedInPerson } from './support/signed-in-person.js'
/* global location, performance, MutationObserver, requestAnimationFrame -- these run in the page */

const args = process.argv.slice(2)
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const RUNS = Math.max(1, Number(option('runs') ?? 3) || 3)
const RATE = Math.max(1, Number(option('rate') ?? 1) || 1)
const TIMELINE = args.includes('--timeline')
const BLOCKING = args.includes('--blocking')
/** The first plan card's text (its reasoning): the page's largest paint. */
const CARD = 'main ol li article p'
/** How long after the card the trace goes on: the first sync's storing and the snapshot come after it. */
const AFTER_CARD_MS = 6000
// Lighthouse's mobile network (slow 4G), as Chromium's DevTools protocol takes it (bytes/s).
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 }

/** One run against one build, in this process: prints one JSON line. */
async function oneRun(dist) {
  try {
    const baseUrl = await startApp({ dist })
    process.env.E2E_BASE_URL = baseUrl
    const { cookies, assessmentId } = await signedInPerson()
    const browser = await launchChromium()
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    await context.addCookies(cookies.map(([name, value]) => ({ name, value, url: baseUrl })))
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', NETWORK)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE })
    const traceEvents = []
    if (BLOCKING) {
      cdp.on('Tracing.dataCollected', (data) => traceEvents.push(...data.value))
      await cdp.send('Tracing.start', {
        categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
        transferMode: 'ReportEvents',
      })
    }
    // The page times the card itself (ADR 0058): Playwright's own wait polls the page every
    // few hundred milliseconds, so reading the clock once it returned rounded the figure up to
    // its next poll, by up to half a second. Found in a mutation, checked for a box and timed in
    // the frame after it (requestAnimationFrame, then a task: painted).
    await page.addInitScript((selector) => {
      let checking = false
      const observer = new MutationObserver(() => {
        if (checking || !document.querySelector(selector)) return
        checking = true
        requestAnimationFrame(() =>
          setTimeout(() => {
            checking = false
            if (window.__cardPaintedAt !== undefined || !document.querySelector(selector)?.getClientRects().length) return
            window.__cardPaintedAt = performance.now()
            observer.disconnect()
          }, 0)
        )
      })
      observer.observe(document, { childList: true, subtree: true, attributes: true })
    }, CARD)
    await page.goto(`${baseUrl}/recommendations/${assessmentId}`)
    await page.locator(CARD).first().waitFor({ timeout: 60_000 })
    const ms = await page.waitForFunction(() => window.__cardPaintedAt).then((handle) => handle.jsonValue())
    // The requests still under way (the snapshot, a second pull page) are part of the story.
    if (BLOCKING) await page.waitForTimeout(AFTER_CARD_MS)
    else if (TIMELINE) await page.waitForTimeout(3000)
    const blocking = BLOCKING ? await longTasks(cdp, traceEvents) : null
    const requests = TIMELINE
      ? await page.evaluate(() =>
          performance.getEntriesByType('resource').map((e) => ({
            path: e.name.replace(location.origin, '').slice(0, 70),
            start: Math.round(e.startTime),
            end: Math.round(e.responseEnd),
            bytes: e.transferSize,
          }))
        )
      : []
    console.log(JSON.stringify({ ms, requests, blocking }))
  } finally {
    await cleanup()
  }
}

/** Ends the trace; the renderer main thread's long tasks from navigation on. */
async function longTasks(cdp, events) {
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await done
  // The page's renderer main thread: of the renderers' main threads (about:blank may have had one
  // of its own), the one that ran the most.
  const busy = new Map()
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || !mains.some((m) => m.pid === e.pid && m.tid === e.tid)) continue
    busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur)
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0]
  const start = events.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === main)
  const long = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && `${e.pid}:${e.tid}` === main && e.ts >= (start?.ts ?? 0))
    .map((e) => e.dur / 1000)
    .filter((ms) => ms >= 50)
  return { count: long.length, longestMs: Math.max(0, ...long), blockingMs: long.reduce((sum, ms) => sum + ms - 50, 0) }
}

function child(dist) {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), `--one=${dist}`, ...args.filter((a) => !a.startsWith('--dist='))],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      }
    )
    let out = ''
    proc.stdout.on('data', (chunk) => (out += chunk))
    proc.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1)
      if (code === 0 && line?.startsWith('{')) resolve(JSON.parse(line))
      else reject(new Error(`the run against ${dist} failed (exit ${code}):\n${out}`))
    })
  })
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

if (option('one')) {
  await oneRun(option('one'))
} else {
  const dists = option('dist')?.split(',') ?? [`${ROOT}pwa/dist`]
  if (!option('dist') && !args.includes('--skip-build')) {
    const env = { ...process.env }
    delete env.NODE_ENV // as the other benches build: Vite's own production mode
    await run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, env })
  }
  const times = new Map(dists.map((d) => [d, []]))
  const blocking = new Map(dists.map((d) => [d, []]))
  let last = null
  for (let r = 0; r < RUNS; r++) {
    for (const dist of r % 2 === 0 ? dists : [...dists].reverse()) {
      last = await child(dist)
      times.get(dist).push(last.ms)
      if (last.blocking) blocking.get(dist).push(last.blocking)
      const tasks = last.blocking
        ? `; long tasks ${last.blocking.count}, longest ${Math.round(last.blocking.longestMs)} ms, blocking ${Math.round(last.blocking.blockingMs)} ms`
        : ''
      console.log(`  run ${r + 1}  ${dist}  first plan card at ${Math.round(last.ms)} ms${tasks}`)
    }
  }
  console.log(
    `\nNew device, /recommendations/{id}: navigation → first plan card (slow-4G network emulated, CPU ${RATE}×, ${RUNS} run(s) per build)`
  )
  for (const [dist, values] of times) {
    console.log(`  ${dist}  median ${Math.round(median(values))} ms  (runs: ${values.map(Math.round).join(', ')})`)
  }
  if (BLOCKING) {
    console.log(`\nMain thread, navigation → ${AFTER_CARD_MS / 1000} s after the card: tasks of 50 ms or more (median per build)`)
    for (const [dist, runs] of blocking) {
      const of = (key) => Math.round(median(runs.map((b) => b[key])))
      console.log(
        `  ${dist}  blocking ${of('blockingMs')} ms  (runs: ${runs.map((b) => Math.round(b.blockingMs)).join(', ')}); longest ${of('longestMs')} ms; ${of('count')} long tasks`
      )
    }
  }
  if (TIMELINE && last) {
    console.log('\nThe last run’s requests (start → end ms, bytes on the wire):')
    for (const q of last.requests.sort((a, b) => a.start - b.start)) {
      console.log(`  ${String(q.start).padStart(6)} → ${String(q.end).padStart(6)}  ${String(q.bytes).padStart(7)}  ${q.path}`)
    }
  }
  console.log(
    JSON.stringify({
      newDevicePlan: Object.fromEntries([...times].map(([d, v]) => [d, { medianMs: median(v), runs: v, blocking: blocking.get(d) }])),
    })
  )
}
