#!/usr/bin/env node
/**
 * Today and Your Progress with two years of data (part of `npm run bench`; prints figures, not a
 * test). Target: each screen painted ≤ 300 ms after navigation starts.
 *
 * A person with four timed supplements, a journal entry every day for two years (730) and
 * about 3,000 dose records is written through the real sync API; Chromium (Debian's build,
 * playwright-core) opens the built PWA served by the real API, syncs it all into IndexedDB, then
 * measures two ways of arriving at / and /progress:
 *
 * - cold: the page loaded afresh (every script it loads counts; served by the service worker as
 *   a returning visitor's would be), from navigation start to the first frame after the
 *   screen's content is in the DOM (Today: the dose list; Progress: the week table);
 * - in-app: the app already running on /dashboard (loaded afresh, then left to settle), a real
 *   click on the header's Dosewise link (Today) or 'View your progress' (Progress), from the
 *   click event to the same frame.
 *
 * Measured at full speed and with the CPU throttled 4× (a mid-range phone), after one warm-up
 * round of each. The real IndexedDB of the browser profile; no cache is warmed beyond that.
 *
 * Options: --skip-build, --rounds=N (per screen and speed, default 8), --days=N (default 730).
 * Env: CHROME_PATH.
 */
import { randomUUID } from 'node:crypto'
import { cleanup, launchChromium, percentile, startApp } from './support/app-server.js'
import { protocolLoader } from './support/protocol.js'
/* global MutationObserver, requestAnimationFrame, requestIdleCallback, performance, location, indexedDB -- these run in the page */

const args = process.argv.slice(2)
const SKIP_BUILD = args.includes('--skip-build')
const ROUNDS = Math.max(1, Number(args.find((a) => a.startsWith('--rounds='))?.split('=')[1] ?? 8) || 8)
const TARGET_MS = 300
/** --days=N: the history's length (730, two years, by default; 1 gives the baseline of an almost empty account). */
const DAYS = Math.max(1, Number(args.find((a) => a.startsWith('--days='))?.split('=')[1] ?? 730) || 730)
const DAY_MS = 86_400_000

/**
 * Installed before every page script. `__painted`: resolves with ms from navigation start to the
 * content painted, for a page that opens on / or /progress. `__navigation()`: for a click that
 * is about to happen, resolves with ms from the click event to the content painted.
 */
function paintTimer() {
  const ready = () =>
    location.pathname === '/progress'
      ? document.querySelectorAll('table tbody tr').length >= 12
      : location.pathname === '/' && Boolean(document.querySelector('ul[aria-label="Today’s doses"] li'))
  /** Resolves with performance.now() at the first frame after ready() holds. */
  const whenPainted = () =>
    new Promise((resolve) => {
      const check = () => {
        if (!ready()) return false
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))
        return true
      }
      const observer = new MutationObserver(check)
      observer.observe(document.body, { childList: true, subtree: true })
      check()
    })
  window.__painted = new Promise((resolve) => {
    document.addEventListener('DOMContentLoaded', () => {
      if (location.pathname === '/' || location.pathname === '/progress') resolve(whenPainted())
    })
  })
  window.__navigation = () =>
    new Promise((resolve) => {
      document.addEventListener(
        'click',
        (event) => {
          const clicked = event.timeStamp
          void whenPainted().then((painted) => resolve(painted - clicked))
        },
        { capture: true, once: true }
      )
    })
}

/** The link a person clicks to reach each screen from the dashboard. */
const LINKS = {
  '/': (page) => page.locator('header').getByRole('link', { name: 'Dosewise', exact: true }),
  '/progress': (page) => page.getByRole('link', { name: 'View your progress' }),
}

/** Cold: loads `path` afresh; ms from navigation start to the content painted. */
async function coldLoad(page, path) {
  await page.goto(path)
  return page.evaluate(() => window.__painted)
}

/** In-app: the dashboard loaded and idle, then a click on the link to `path`; ms from the click to the content painted. */
async function inAppVisit(page, path) {
  await page.goto('/dashboard')
  const link = LINKS[path](page)
  await link.waitFor()
  // Settled: idle, a second for what starts when idle (sync, reminders, the service worker), idle again.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const idle = (then) => requestIdleCallback(then, { timeout: 3000 })
        idle(() => setTimeout(() => idle(resolve), 1000))
      })
  )
  await page.evaluate(() => {
    window.__navigated = window.__navigation()
  })
  await link.click()
  return page.evaluate(() => window.__navigated)
}

const loader = await protocolLoader()

try {
  const protocol = await loader.load()
  const baseUrl = await startApp({ skipBuild: SKIP_BUILD, env: { REMINDER_SCHEDULER: 'off' } })
  process.env.E2E_BASE_URL = baseUrl
  const { apiSignUp, apiSignIn } = await import('../e2e/support/fixtures.js')
  const account = await apiSignUp()
  const client = await apiSignIn(account)
  const userId = (await client.get('/api/auth/user')).json.id
  const supplements = (await client.get('/api/supplements')).json.slice(0, 4)

  // Two years through the sync API, as a device would have sent them.
  const clientId = randomUUID()
  let seq = 0
  const mutations = []
  const mutation = (entity, entityId, patch, clientTime) => ({
    mutationId: protocol.uuidv7(),
    clientId,
    seq: ++seq,
    entity,
    entityId,
    op: 'create',
    patch,
    baseVersion: null,
    clientTime,
    schemaVersion: protocol.SCHEMA_VERSION,
  })
  const now = Date.now()
  const localDay = (time) => {
    const d = new Date(time)
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
  }
  const times = ['07:00', '12:00', '18:00', '22:00']
  const started = new Date(now - DAYS * DAY_MS).toISOString()
  supplements.forEach((supplement, index) =>
    mutations.push(
      mutation(
        'stackItem',
        protocol.stackItemId(userId, supplement.id),
        { supplementId: supplement.id, time: times[index], source: 'plan', startedAt: started },
        started
      )
    )
  )
  const moods = ['excellent', 'good', 'fair', 'poor']
  let doses = 0
  for (let i = DAYS; i >= 1; i--) {
    const at = now - i * DAY_MS
    mutations.push(
      mutation(
        'journalEntry',
        protocol.uuidv7(),
        { mood: moods[i % 4], energy: 'medium', sleep: moods[(i + 1) % 4], stress: 'moderate', supplementsTaken: [] },
        new Date(at).toISOString()
      )
    )
    for (const [index, supplement] of supplements.entries()) {
      if ((i + index) % 50 === 0) continue // a few missed
      const date = localDay(at)
      mutations.push(
        mutation(
          'dose',
          protocol.doseId(userId, supplement.id, date, times[index]),
          { supplementId: supplement.id, date, time: times[index], status: 'taken', recordedAt: new Date(at).toISOString() },
          new Date(at).toISOString()
        )
      )
      doses += 1
    }
  }
  for (let i = 0; i < mutations.length; i += 200) {
    const answer = await client.post('/api/sync/push', { clientId, mutations: mutations.slice(i, i + 200) })
    if (answer.status !== 200) throw new Error(`push answered ${answer.status}: ${answer.text}`)
  }

  const browser = await launchChromium()
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } })
  await context.addCookies(client.playwrightCookies())
  await context.addInitScript(paintTimer)
  const page = await context.newPage()
  page.setDefaultTimeout(120_000)
  // First visit: service worker, reference data and the whole history synced into IndexedDB.
  await page.goto('/progress')
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.waitForFunction(
    () => !document.body.textContent.includes('waiting to sync') && document.querySelectorAll('table tbody tr').length >= 12
  )
  await page.waitForFunction(
    (expected) =>
      new Promise((resolve) => {
        const open = indexedDB.open(`dosewise-user-${expected.userId}`)
        open.onsuccess = () => {
          const count = open.result.transaction('doses').objectStore('doses').count()
          count.onsuccess = () => resolve(count.result >= expected.doses)
        }
        open.onerror = () => resolve(false)
      }),
    { userId, doses },
    { polling: 1000 }
  )

  const cdp = await context.newCDPSession(page)
  const figures = {}
  const ways = { cold: coldLoad, 'in-app': inAppVisit }
  for (const rate of [1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    for (const measure of Object.values(ways)) for (const path of ['/', '/progress']) await measure(page, path) // warm-up
    const samples = {}
    for (let round = 0; round < ROUNDS; round++) {
      for (const [way, measure] of Object.entries(ways)) {
        for (const path of ['/', '/progress']) (samples[`${way}:${path}`] ??= []).push(await measure(page, path))
      }
    }
    for (const [key, values] of Object.entries(samples)) {
      const [way, path] = key.split(':')
      values.sort((a, b) => a - b)
      figures[`${path === '/' ? 'today' : 'progress'} ${way}@${rate}x`] = {
        p50Ms: percentile(values, 50),
        p95Ms: percentile(values, 95),
        maxMs: values.at(-1),
      }
    }
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })

  console.log('')
  console.log(
    `Today and Your Progress, content painted — cold: from navigation start; in-app: from the click (${DAYS} journal entries, ${doses} doses; ${ROUNDS} rounds each)`
  )
  for (const [name, f] of Object.entries(figures)) {
    const verdict = f.p95Ms <= TARGET_MS ? 'within target' : 'OVER target'
    console.log(
      `  ${name.padEnd(20)} p50 / p95 / max  ${f.p50Ms.toFixed(0)} / ${f.p95Ms.toFixed(0)} / ${f.maxMs.toFixed(0)} ms   target ≤ ${TARGET_MS} ms   ${verdict}`
    )
  }
  console.log(JSON.stringify({ todayProgress: { entries: DAYS, doses, rounds: ROUNDS, figures } }))
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await cleanup()
  await loader.close()
}
