#!/usr/bin/env node
/**
 * `npm run bench:web`: builds the PWA, serves it with the real API server on a free loopback
 * port, and prints the web budgets beside their measured figures:
 *   - landing route JavaScript, gzip: the entry script of pwa/dist/index.html plus every chunk it
 *     loads statically (its modulepreload links and static imports), not lazily imported routes;
 *   - all CSS in pwa/dist/assets, gzip;
 *   - Lighthouse 12 (default mobile config: formFactor mobile, simulated throttling) on `/`:
 *     performance, accessibility, best practices, median of 3 runs, each in a fresh Chromium.
 * The build is copied to a temporary directory right away, and both the sizes and the server
 * (PWA_DIST) use that copy: someone else's `vite build` emptying pwa/dist mid-run cannot skew it.
 * A report, not a test: it exits 0 when a figure is over budget (and 1 only when it could not
 * measure). Chromium and the server are stopped in every case. Sizes: 1 KB = 1000 bytes, as Vite
 * prints them.
 *
 * Options: --skip-build (measure the existing pwa/dist), --runs=N (Lighthouse runs, default 3).
 * Env: CHROME_PATH (default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const BUILD_DIR = join(ROOT, 'pwa', 'dist')
let DIST = BUILD_DIR // the snapshot that is measured and served, once taken
const HOST = '127.0.0.1'
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
const RUNS = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3) || 3)
const DEADLINE_MS = 290_000 // the whole report stays under 5 minutes

const BUDGETS = {
  landingJs: 100_000,
  css: 25_000,
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
}

/** Cleanups run in reverse order, once, whatever happens (error, deadline, Ctrl-C). */
const cleanups = []
let cleanedUp = false // set as soon as cleaning starts: nothing new is started after it
let cleaning
function cleanup() {
  cleanedUp = true
  cleaning ??= (async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn()
      } catch (error) {
        console.error('cleanup:', error?.message ?? error)
      }
    }
  })()
  return cleaning
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping Chromium and the server…`)
    cleanup().finally(() => process.exit(130))
  })
}

// A killed Chromium or server may still be writing for a moment: retry instead of leaving files.
const removeDir = (dir) => rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

function run(command, commandArgs, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')} failed (${signal ?? code})`))
    )
  })
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, HOST, () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

// --- sizes ---------------------------------------------------------------------------------

/** `/assets/x.js` (as written in index.html or an import specifier) → absolute path in dist. */
function distPath(url, fromFile) {
  const clean = url.split(/[?#]/)[0]
  if (clean.startsWith('/')) return join(DIST, clean)
  return join(fromFile ? join(fromFile, '..') : DIST, clean)
}

/** Static `import … from "x"`, `import "x"` and `export … from "x"` of a built chunk (not import()). */
function staticImports(file) {
  const code = readFileSync(file, 'utf8')
  const specifiers = new Set()
  const pattern = /(?:^|[;}\s])(?:import\s*(?:[\w$*{},\s]+?\s*from\s*)?|export\s*(?:\*|\{[^}]*\})\s*from\s*)["']([^"']+)["']/g
  for (const match of code.matchAll(pattern)) {
    if (match[1].startsWith('.') || match[1].startsWith('/')) specifiers.add(distPath(match[1], file))
  }
  return [...specifiers]
}

function measureSizes() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8')
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((m) => m[0])
  const attr = (tag, name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`))?.[1]

  const entries = tags.filter((t) => t.startsWith('<script') && attr(t, 'type') === 'module' && attr(t, 'src'))
  const preloads = tags.filter((t) => t.startsWith('<link') && attr(t, 'rel') === 'modulepreload' && attr(t, 'href'))
  if (!entries.length) throw new Error('pwa/dist/index.html has no <script type="module" src>')

  const fromHtml = new Set([...entries.map((t) => distPath(attr(t, 'src'))), ...preloads.map((t) => distPath(attr(t, 'href')))])
  // Follow static imports too, so a chunk missing from the modulepreload list is still counted.
  const landing = new Set()
  const queue = [...fromHtml]
  while (queue.length) {
    const file = queue.shift()
    if (landing.has(file) || !existsSync(file)) continue
    landing.add(file)
    queue.push(...staticImports(file))
  }
  const notPreloaded = [...landing].filter((f) => !fromHtml.has(f))

  const assets = join(DIST, 'assets')
  const allJs = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(assets, f))
    .map((file) => ({ file, gzip: gzipSize(file), landing: landing.has(file) }))
    .sort((a, b) => b.gzip - a.gzip)
  const landingJs = [...landing].reduce((sum, file) => sum + gzipSize(file), 0)
  const css = readdirSync(assets)
    .filter((f) => f.endsWith('.css'))
    .map((f) => ({ file: join(assets, f), gzip: gzipSize(join(assets, f)) }))
  const cssTotal = css.reduce((sum, c) => sum + c.gzip, 0)
  return { landing: [...landing], notPreloaded, landingJs, allJs, css, cssTotal }
}

// --- server --------------------------------------------------------------------------------

async function startServer(port, distDir) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dosewise-bench-data-'))
  cleanups.push(() => removeDir(dataDir))
  const env = { ...process.env, PORT: String(port), HOST, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
  delete env.NODE_ENV
  env.PWA_DIST = distDir
  // Started the README way (`npm start -w api` = this command) in its own process group.
  const child = spawn('node', ['--import=ts-node-maintained/register/esm', 'bin/server.ts'], {
    cwd: join(ROOT, 'api'),
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const keep = (chunk) => {
    log = (log + chunk).slice(-4000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  let exited = false
  const exitedPromise = new Promise((resolve) => child.on('exit', () => resolve((exited = true))))
  cleanups.push(async () => {
    if (exited) return
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {}
    const timer = new Promise((resolve) => setTimeout(resolve, 5000))
    await Promise.race([exitedPromise, timer])
    if (!exited) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {}
      await Promise.race([exitedPromise, new Promise((resolve) => setTimeout(resolve, 2000))])
    }
  })

  const started = Date.now()
  while (Date.now() - started < 90_000) {
    if (exited) throw new Error(`the API server exited during start:\n${log}`)
    try {
      const res = await fetch(`http://${HOST}:${port}/api/health`)
      if (res.status === 200) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`GET /api/health did not answer 200 within 90 s:\n${log}`)
}

// --- Lighthouse ----------------------------------------------------------------------------

async function lighthouseOnce(url, lighthouse, chromeLauncher) {
  if (cleanedUp) throw new Error('stopped')
  const userDataDir = mkdtempSync(join(tmpdir(), 'dosewise-bench-chrome-'))
  let chrome
  // Registered for the signal/deadline path too, where this function's finally never runs.
  const stopChrome = async () => {
    try {
      await chrome?.kill()
    } catch {}
    removeDir(userDataDir)
  }
  cleanups.push(stopChrome)
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      userDataDir,
      logLevel: 'silent',
      handleSIGINT: false,
    })
    // No config argument: Lighthouse's default, i.e. mobile form factor with simulated throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    })
    if (!result?.lhr) throw new Error('Lighthouse returned no result')
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`)
    return result.lhr
  } finally {
    cleanups.splice(cleanups.indexOf(stopChrome), 1)
    await stopChrome()
  }
}

function score(lhr, id) {
  const value = lhr.categories[id]?.score
  return value == null ? NaN : Math.round(value * 100)
}

/** Audits that cost points in a category (for the reader who has to fix them). */
function lostPoints(lhr, id) {
  return (lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} (${Math.round(audit.score * 100)}): ${audit.title}`)
}

// --- report --------------------------------------------------------------------------------

function printTable(rows) {
  const header = ['figure', 'value', 'budget', 'status']
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
  if (!SKIP_BUILD) {
    console.log('› npx vite build')
    await run('npx', ['vite', 'build'], { cwd: ROOT })
  }
  if (!existsSync(join(BUILD_DIR, 'index.html'))) throw new Error('pwa/dist/index.html is missing: build first')
  const snapshot = mkdtempSync(join(tmpdir(), 'dosewise-bench-dist-'))
  cleanups.push(() => removeDir(snapshot))
  cpSync(BUILD_DIR, snapshot, { recursive: true })
  DIST = snapshot

  const sizes = measureSizes()
  const rel = (file) => relative(DIST, file)
  console.log('\nLanding route JavaScript (entry + static imports), gzip -9:')
  for (const { file, gzip } of sizes.allJs.filter((c) => c.landing)) console.log(`  ${kb(gzip).padStart(9)}  ${rel(file)}`)
  if (sizes.notPreloaded.length) {
    console.log(`  note: statically imported but not modulepreloaded: ${sizes.notPreloaded.map(rel).join(', ')}`)
  }
  console.log('Largest chunks overall (gzip):')
  for (const { file, gzip, landing } of sizes.allJs.slice(0, 8)) {
    console.log(`  ${kb(gzip).padStart(9)}  ${rel(file)}${landing ? '  [landing]' : ''}`)
  }
  console.log(`JavaScript chunks: ${sizes.allJs.length}, all together ${kb(sizes.allJs.reduce((s, c) => s + c.gzip, 0))} gzip`)
  console.log('CSS (gzip):')
  for (const { file, gzip } of sizes.css) console.log(`  ${kb(gzip).padStart(9)}  ${rel(file)}`)

  const port = await freePort()
  console.log(`\n› API server on http://${HOST}:${port}, serving the copy of pwa/dist`)
  await startServer(port, DIST)

  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')])
  // Also kills a Chromium that is still starting when a signal or the deadline arrives.
  cleanups.push(() => chromeLauncher.killAll())
  const url = `http://${HOST}:${port}/`
  const runs = []
  for (let i = 1; i <= RUNS; i++) {
    let lhr
    try {
      lhr = await lighthouseOnce(url, lighthouse, chromeLauncher)
    } catch (error) {
      if (cleanedUp) throw error
      console.log(`  Lighthouse run ${i}/${RUNS} failed (${error?.message ?? error}); retrying once`)
      lhr = await lighthouseOnce(url, lighthouse, chromeLauncher)
    }
    runs.push(lhr)
    console.log(
      `  Lighthouse run ${i}/${RUNS}: performance ${score(lhr, 'performance')}, accessibility ${score(lhr, 'accessibility')}, ` +
        `best practices ${score(lhr, 'best-practices')} (${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod} throttling)`
    )
  }
  const med = (id) => median(runs.map((lhr) => score(lhr, id)))
  const perf = med('performance')
  const a11y = med('accessibility')
  const bp = med('best-practices')

  // The run whose performance score is the median, for its metrics and lost points.
  const typical = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[Math.floor(runs.length / 2)]
  const metric = (id) => typical.audits[id]?.displayValue ?? 'n/a'
  console.log(
    `  median run: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
      `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, Speed Index ${metric('speed-index')}`
  )
  for (const [id, label] of [
    ['performance', 'performance'],
    ['accessibility', 'accessibility'],
    ['best-practices', 'best practices'],
  ]) {
    const lost = lostPoints(typical, id)
    if (lost.length) console.log(`  ${label} points lost on: ${lost.join('; ')}`)
  }
  for (const item of typical.audits['errors-in-console']?.details?.items ?? []) {
    console.log(
      `    console error: ${String(item.description ?? '').slice(0, 160)}${item.sourceLocation?.url ? ` (${item.sourceLocation.url})` : ''}`
    )
  }

  const ok = (pass) => (pass ? 'OK' : 'OVER')
  const rows = [
    ['landing route JS (gzip)', kb(sizes.landingJs), `≤ ${kb(BUDGETS.landingJs)}`, ok(sizes.landingJs <= BUDGETS.landingJs)],
    ['all CSS (gzip)', kb(sizes.cssTotal), `≤ ${kb(BUDGETS.css)}`, ok(sizes.cssTotal <= BUDGETS.css)],
    [`Lighthouse performance (mobile, median of ${RUNS})`, perf, `≥ ${BUDGETS.performance}`, ok(perf >= BUDGETS.performance)],
    [`Lighthouse accessibility (median of ${RUNS})`, a11y, `= ${BUDGETS.accessibility}`, ok(a11y >= BUDGETS.accessibility)],
    [`Lighthouse best practices (median of ${RUNS})`, bp, `≥ ${BUDGETS.bestPractices}`, ok(bp >= BUDGETS.bestPractices)],
  ]
  console.log('')
  printTable(rows)
  const over = rows.filter((r) => r[3] === 'OVER').length
  console.log(
    `\n${over ? `${over} figure(s) OVER budget (a report, not a test: exit 0).` : 'All figures within budget.'} ` +
      `Took ${Math.round((Date.now() - began) / 1000)} s.`
  )
}

const deadline = setTimeout(() => {
  console.error(`\nbench:web: gave up after ${DEADLINE_MS / 1000} s`)
  cleanup().finally(() => process.exit(1))
}, DEADLINE_MS)

try {
  await main()
} catch (error) {
  if (!cleanedUp) console.error(`\nbench:web could not measure: ${error?.message ?? error}`)
  process.exitCode = cleanedUp ? 130 : 1
} finally {
  clearTimeout(deadline)
  await cleanup()
  // Lighthouse can leave handles open; everything it started has been stopped above.
  process.exit(process.exitCode ?? 0)
}
