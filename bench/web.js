#!/usr/bin/env node
/**
 * `npm run bench:web`: builds the PWA, serves it with the real API server on a free loopback
 * port, and prints the web budgets beside their measured figures:
 *   - landing JavaScript, gzip: every script the page at `/` loads before it is idle, as Chromium
 *     fetched them (network idle, then a requestIdleCallback, then 3 s more, so what the app
 *     starts "when idle" is counted too), each gzipped here at level 9 so the figure does not
 *     depend on the server's compression; listed one by one;
 *   - the build's chunks: how many, how many under 1 KB gzip, all CSS gzip;
 *   - Lighthouse 12 (default mobile config: formFactor mobile, simulated throttling on a Moto G
 *     class CPU and slow 4G) on `/` signed out, and signed in on `/dashboard`, `/journal` and
 *     `/recommendations/{id}`: performance, accessibility, best practices, LCP, TBT, requests and
 *     transfer size, median of N runs, each run in a fresh Chromium profile.
 * The signed-in person is made through the API (sign-up, sign-in, one assessment). Each signed-in
 * run starts with only the session cookies in the profile: empty IndexedDB and localStorage, no
 * service worker, no HTTP cache — the first visit on a new device, the slowest a signed-in person
 * meets (Lighthouse itself clears the service worker and caches before each run).
 * A report, not a test: it exits 0 when a figure is over budget (and 1 only when it could not
 * measure). Chromium and the server are stopped in every case. Sizes: 1 KB = 1000 bytes.
 *
 * Options: --skip-build (measure the existing pwa/dist), --runs=N (Lighthouse runs per page,
 * default 3), --pages=/,/dashboard (a subset of the four), --no-lighthouse, --save=DIR (each run's
 * Lighthouse report as JSON), --device=returning (signed-in pages opened once before Lighthouse
 * measures, so IndexedDB holds the person's data and the snapshot), --dist=DIR (serve and measure that build instead of building).
 * Env: CHROME_PATH (default /usr/bin/chromium).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { cleanup, HOST, launchChromium, onCleanup, ROOT, startApp } from './support/app-server.js'
import { signedInPerson } from './support/signed-in-person.js'
/* global requestIdleCallback -- runs in the page */

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const args = process.argv.slice(2)
const SKIP_BUILD = args.includes('--skip-build')
const NO_LIGHTHOUSE = args.includes('--no-lighthouse')
const RUNS = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3) || 3)
// Where to write each run's Lighthouse report (JSON), for a closer look.
// A build kept elsewhere (a before/after comparison): served and measured instead of building.
const DIST = args.find((a) => a.startsWith('--dist='))?.split('=')[1]
// 'new' (default): only the session cookies in the profile. 'returning': the page is opened once in
// the same profile first, so IndexedDB and localStorage hold the person's data and the reference
// snapshot (Lighthouse still clears the service worker and the caches before it measures).
const DEVICE = args.find((a) => a.startsWith('--device='))?.split('=')[1] === 'returning' ? 'returning' : 'new'
const SAVE_DIR = args.find((a) => a.startsWith('--save='))?.split('=')[1]
const PAGES_ARG = args.find((a) => a.startsWith('--pages='))?.split('=')[1]
const ALL_PAGES = ['/', '/dashboard', '/journal', '/recommendations/{id}']
const PAGES = PAGES_ARG ? PAGES_ARG.split(',').map((p) => ALL_PAGES.find((q) => q.split('/')[1] === p.split('/')[1]) ?? p) : ALL_PAGES
// Lighthouse on a shared 2-core machine takes 30–60 s a run.
const DEADLINE_MS = 120_000 + PAGES.length * RUNS * 75_000

const BUDGETS = {
  landingJs: 100_000,
  css: 25_000,
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`
const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const removeDir = (dir) => rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })

let stopping = false
const deadline = setTimeout(() => {
  stopping = true
  console.error(`\nbench:web: gave up after ${DEADLINE_MS / 1000} s`)
  cleanup().finally(() => process.exit(1))
}, DEADLINE_MS)

// --- the build's chunks ----------------------------------------------------------------------

function chunkFigures(distDir) {
  const assets = join(distDir, 'assets')
  const files = readdirSync(assets)
  const js = files.filter((f) => f.endsWith('.js')).map((f) => ({ file: f, gzip: gzip(readFileSync(join(assets, f))) }))
  const css = files.filter((f) => f.endsWith('.css')).map((f) => ({ file: f, gzip: gzip(readFileSync(join(assets, f))) }))
  return {
    count: js.length,
    tiny: js.filter((c) => c.gzip < 1000).length,
    totalJs: js.reduce((s, c) => s + c.gzip, 0),
    css,
    cssTotal: css.reduce((s, c) => s + c.gzip, 0),
  }
}

// --- landing scripts, as Chromium loads them ---------------------------------------------------

async function landingScripts(browser, baseUrl) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 740 } })
  try {
    const page = await context.newPage()
    const scripts = []
    page.on('response', (response) => {
      const request = response.request()
      const type = response.headers()['content-type'] ?? ''
      if (request.resourceType() === 'script' || /javascript/.test(type)) {
        scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, bytes: body.length, gzip: gzip(body) })))
      }
    })
    await page.goto('/', { waitUntil: 'networkidle' })
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })))
    await page.waitForTimeout(3000)
    await page.waitForLoadState('networkidle')
    const loaded = await Promise.all(scripts)
    return loaded.sort((a, b) => b.gzip - a.gzip)
  } finally {
    await context.close()
  }
}

// --- the signed-in person --------------------------------------------------------------------

// --- Lighthouse ------------------------------------------------------------------------------

async function lighthouseOnce(url, cookies, tools) {
  if (stopping) throw new Error('stopped')
  const userDataDir = mkdtempSync(join(tmpdir(), 'dosewise-bench-chrome-'))
  let chrome
  let puppet
  try {
    chrome = await tools.chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      userDataDir,
      logLevel: 'silent',
      handleSIGINT: false,
    })
    puppet = await tools.puppeteer.connect({ browserURL: `http://${HOST}:${chrome.port}`, defaultViewport: null })
    const page = await puppet.newPage()
    // The session as the browser keeps it after signing in: cookies only (see the header).
    if (cookies.length) await puppet.setCookie(...cookies.map((c) => ({ ...c, domain: HOST, path: '/' })))
    if (cookies.length && DEVICE === 'returning') {
      // Not network idle: the live-sync stream stays open. The snapshot stored is the mark.
      const snapshot = page.waitForResponse((r) => r.url().includes('/api/reference/snapshot'), { timeout: 30_000 })
      await page.goto(url, { waitUntil: 'load' })
      await snapshot.catch(() => {})
      await new Promise((resolve) => setTimeout(resolve, 3000))
    }
    // No config argument: Lighthouse's default, i.e. mobile form factor with simulated throttling.
    const result = await tools.lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] },
      undefined,
      page
    )
    if (!result?.lhr) throw new Error('Lighthouse returned no result')
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`)
    return result.lhr
  } finally {
    await puppet?.disconnect().catch(() => {})
    await Promise.resolve(chrome?.kill()).catch(() => {})
    removeDir(userDataDir)
  }
}

const score = (lhr, id) => {
  const value = lhr.categories[id]?.score
  return value == null ? NaN : Math.round(value * 100)
}

/** Audits that cost points in a category, with the elements concerned (for whoever fixes them). */
function lostPoints(lhr, id) {
  return (lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const nodes = (audit.details?.items ?? [])
        .map((item) => item.node?.snippet ?? item.node?.selector)
        .filter(Boolean)
        .slice(0, 3)
        .map((s) => String(s).slice(0, 110))
      return `${audit.id} (${Math.round(audit.score * 100)})${nodes.length ? `: ${nodes.join(' | ')}` : ''}`
    })
}

async function lighthousePage(path, url, cookies, tools) {
  const runs = []
  for (let i = 1; i <= RUNS; i++) {
    let lhr
    try {
      lhr = await lighthouseOnce(url, cookies, tools)
    } catch (error) {
      if (stopping) throw error
      console.log(`  ${path}: Lighthouse run ${i}/${RUNS} failed (${error?.message ?? error}); retrying once`)
      lhr = await lighthouseOnce(url, cookies, tools)
    }
    // A signed-in page that shows the landing page would be measuring the wrong thing.
    const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl
    if (new URL(finalUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${finalUrl}`)
    runs.push(lhr)
    if (SAVE_DIR) {
      mkdirSync(SAVE_DIR, { recursive: true })
      writeFileSync(join(SAVE_DIR, `${path.replace(/[^\w]+/g, '_') || 'root'}-${i}.json`), JSON.stringify(lhr))
    }
    console.log(
      `  ${path} run ${i}/${RUNS}: performance ${score(lhr, 'performance')}, accessibility ${score(lhr, 'accessibility')}, ` +
        `best practices ${score(lhr, 'best-practices')}, LCP ${lhr.audits['largest-contentful-paint']?.displayValue}`
    )
  }
  const typical = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[Math.floor(runs.length / 2)]
  for (const [id, label] of [
    ['performance', 'performance'],
    ['accessibility', 'accessibility'],
    ['best-practices', 'best practices'],
  ]) {
    const lost = lostPoints(typical, id)
    if (lost.length) console.log(`    ${label} points lost on: ${lost.join('; ')}`)
  }
  for (const item of typical.audits['errors-in-console']?.details?.items ?? []) {
    console.log(
      `    console error: ${String(item.description ?? '').slice(0, 160)}${item.sourceLocation?.url ? ` (${item.sourceLocation.url})` : ''}`
    )
  }
  const med = (fn) => median(runs.map(fn))
  const numeric = (id) => (lhr) => lhr.audits[id]?.numericValue ?? NaN
  return {
    performance: med((lhr) => score(lhr, 'performance')),
    accessibility: med((lhr) => score(lhr, 'accessibility')),
    bestPractices: med((lhr) => score(lhr, 'best-practices')),
    lcpMs: med(numeric('largest-contentful-paint')),
    tbtMs: med(numeric('total-blocking-time')),
    requests: med((lhr) => lhr.audits['network-requests']?.details?.items?.length ?? NaN),
    transferBytes: med(numeric('total-byte-weight')),
  }
}

// --- report ----------------------------------------------------------------------------------

function printTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
  const line = (cells) =>
    cells
      .map((c, i) => String(c).padEnd(widths[i]))
      .join('   ')
      .trimEnd()
  console.log(line(header))
  console.log(widths.map((w) => '-'.repeat(w)).join('   '))
  for (const row of rows) console.log(line(row))
}

async function main() {
  const began = Date.now()
  if (!SKIP_BUILD && !DIST) console.log('› npx vite build')
  const baseUrl = await startApp({ skipBuild: SKIP_BUILD, dist: DIST ?? null })
  // Right after the build, under the same lock (builds run under /tmp/e2e.lock): the same files as the copy served.
  const chunks = chunkFigures(DIST ?? join(ROOT, 'pwa', 'dist'))
  console.log(`› API server on ${baseUrl}, serving a copy of pwa/dist`)
  process.env.E2E_BASE_URL = baseUrl // the e2e helpers read their server's address at import

  const browser = await launchChromium()
  const scripts = await landingScripts(browser, baseUrl)
  const landingJs = scripts.reduce((s, c) => s + c.gzip, 0)
  console.log(`\nScripts / loads before it is idle (network idle + requestIdleCallback + 3 s), gzip -9 of the bytes:`)
  for (const s of scripts) console.log(`  ${kb(s.gzip).padStart(9)}  ${s.url}  (${kb(s.bytes)} raw)`)
  console.log(
    `Build: ${chunks.count} JavaScript chunks (${chunks.tiny} under 1 KB gzip), all together ${kb(chunks.totalJs)} gzip; ` +
      `CSS ${chunks.css.map((c) => kb(c.gzip)).join(' + ')}`
  )

  const results = new Map()
  if (!NO_LIGHTHOUSE) {
    const { cookies, assessmentId } = await signedInPerson()
    const person = { cookies: cookies.map(([name, value]) => ({ name, value })), assessmentId }
    const [{ default: lighthouse }, chromeLauncher, { default: puppeteer }] = await Promise.all([
      import('lighthouse'),
      import('chrome-launcher'),
      import('puppeteer-core'),
    ])
    onCleanup(() => chromeLauncher.killAll())
    const tools = { lighthouse, chromeLauncher, puppeteer }
    console.log(`\nLighthouse 12, mobile (simulated throttling), ${RUNS} run(s) per page, each in a fresh profile`)
    for (const path of PAGES) {
      const signedIn = path !== '/'
      const url = new URL(path.replace('{id}', String(person.assessmentId)), baseUrl).href
      results.set(path, await lighthousePage(path, url, signedIn ? person.cookies : [], tools))
    }
  }

  const ok = (pass) => (pass ? 'OK' : 'OVER')
  console.log('')
  printTable(
    ['figure', 'value', 'budget', 'status'],
    [
      [
        'landing JS, every script before idle (gzip)',
        `${kb(landingJs)} in ${scripts.length} scripts`,
        `≤ ${kb(BUDGETS.landingJs)}`,
        ok(landingJs <= BUDGETS.landingJs),
      ],
      ['all CSS (gzip)', kb(chunks.cssTotal), `≤ ${kb(BUDGETS.css)}`, ok(chunks.cssTotal <= BUDGETS.css)],
    ]
  )
  if (results.size) {
    const device = DEVICE === 'new' ? 'on a new device: empty IndexedDB' : 'on a returning device: IndexedDB filled by one earlier visit'
    console.log(`\nLighthouse (mobile, median of ${RUNS}; signed-in pages ${device})`)
    const cell = (value, budget, pass) => `${value} (${budget}) ${ok(pass)}`
    printTable(
      ['page', 'performance', 'accessibility', 'best practices', 'LCP', 'TBT', 'requests', 'transfer'],
      [...results].map(([path, r]) => [
        path,
        cell(r.performance, `≥ ${BUDGETS.performance}`, r.performance >= BUDGETS.performance),
        cell(r.accessibility, `= ${BUDGETS.accessibility}`, r.accessibility >= BUDGETS.accessibility),
        cell(r.bestPractices, `≥ ${BUDGETS.bestPractices}`, r.bestPractices >= BUDGETS.bestPractices),
        `${(r.lcpMs / 1000).toFixed(1)} s`,
        `${Math.round(r.tbtMs)} ms`,
        r.requests,
        kb(r.transferBytes),
      ])
    )
  }
  console.log(
    JSON.stringify({
      device: DEVICE,
      landingJs: { bytesGzip: landingJs, scripts: scripts.length },
      chunks: { count: chunks.count, under1Kb: chunks.tiny },
      lighthouse: Object.fromEntries(results),
    })
  )
  console.log(`\nA report, not a test: exit 0 whatever the figures. Took ${Math.round((Date.now() - began) / 1000)} s.`)
}

try {
  await main()
} catch (error) {
  if (!stopping) console.error(`\nbench:web could not measure: ${error?.stack ?? error}`)
  process.exitCode = 1
} finally {
  clearTimeout(deadline)
  await cleanup()
  // Lighthouse can leave handles open; everything it started has been stopped above.
  process.exit(process.exitCode ?? 0)
}
