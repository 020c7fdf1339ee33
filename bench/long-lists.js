#!/usr/bin/env node
/**
 * Long lists with two years of data (issue 17; prints figures, not a test). Target: pressing
 * 'Save Entry' in the journal form → the new entry painted in the list ≤ 100 ms (p95).
 *
 * A person with two years of journal entries (3 a day, 2,190) and lab results (a panel of 12
 * tests every two months, 144) written through the real sync API, as a device would have sent
 * them; Chromium (Debian's build, playwright-core) opens the built PWA served by the real API,
 * pulls it all into the browser's real IndexedDB, then measures:
 *
 * - save: on /journal, 'Add Entry', the four ratings and a note filled in as a person would, then
 *   a real click on 'Save Entry'; from the click event's timestamp to the first frame after an
 *   element holding the new note is added to the 'Recent Entries' list (requestAnimationFrame +
 *   a task, i.e. painted). The list grows by one entry each round, as it would;
 * - /journal cold and /healthcare?tab=lab-results cold: the page loaded afresh (served by the
 *   service worker, as a returning visitor's would be), from navigation start to the first frame
 *   after the list's first entry is in the DOM.
 *
 * At full speed and with the CPU throttled 4× (CDP Emulation.setCPUThrottlingRate; a mid-range
 * phone), after one warm-up round of each.
 *
 * Options: --skip-build, --dist=DIR (serve that build instead of building pwa/dist), --profile=FILE
 * (diagnostic, after measuring: one more save at 4× under the CPU profiler and the tracer; the
 * profile is written to FILE (.cpuprofile), the trace to FILE.trace.json, and the bench prints,
 * from the click on only, the functions with the most self time, the main thread's time by kind
 * of work and its tasks one by one — ADR 0051), --rounds=N (saves and loads per speed, default
 * 10), --days=N (default 730), --per-day=N (journal entries a day, default 3), --saves-only (no cold
 * loads), --trace-invalidations (with --profile: the trace also records style/layout/paint
 * invalidations and layers). Env: CHROME_PATH.
 */
import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { cleanup, launchChromium, percentile, startApp } from './support/app-server.js'
import { protocolLoader } from './support/protocol.js'
import { mainTasks, startProfileAndTrace, stopProfileAndTrace, topSelfTime, tracePhases } from './support/page-profile.js'
/* global Element, MutationObserver, requestAnimationFrame, requestIdleCallback, performance, location, indexedDB -- these run in the page */

const args = process.argv.slice(2)
const option = (name, fallback) => Math.max(1, Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback) || fallback)
const SKIP_BUILD = args.includes('--skip-build')
/** --dist=DIR: serve a build kept elsewhere (to compare before and after a change on the same machine). */
const DIST = args.find((a) => a.startsWith('--dist='))?.split('=')[1] ?? null
/** --profile=FILE: after measuring, one more save at 4× under the CPU profiler, written to FILE (.cpuprofile) and summed up. */
const PROFILE = args.find((a) => a.startsWith('--profile='))?.split('=')[1] ?? null
/** --trace-invalidations (with --profile): the trace also records what invalidated style, layout and paint, and the layers (slower still). */
const TRACE_INVALIDATIONS = args.includes('--trace-invalidations')
/** --saves-only: skip the cold loads (quicker while looking into the save). */
const SAVES_ONLY = args.includes('--saves-only')
const ROUNDS = option('rounds', 10)
const DAYS = option('days', 730)
const PER_DAY = option('per-day', 3)
const SAVE_TARGET_MS = 100
const DAY_MS = 86_400_000

/**
 * Installed before every page script. `__painted`: ms from navigation start to the first frame
 * after a list's first entry is in the DOM (/journal, the lab results tab).
 */
function paintTimer() {
  const ready = () =>
    location.pathname === '/journal'
      ? Boolean(document.querySelector('section[aria-labelledby="recent-entries"] article'))
      : Boolean(document.querySelector('section[aria-labelledby="lab-results-heading"] li'))
  window.__painted = new Promise((resolve) => {
    document.addEventListener('DOMContentLoaded', () => {
      const check = () => {
        if (!ready()) return
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))
      }
      const observer = new MutationObserver(check)
      observer.observe(document.body, { childList: true, subtree: true })
      check()
    })
  })
}

/** Arms the page to time the next 'Save Entry': click timestamp → first frame after the note is in the list. */
async function armSaveTimer(page, note) {
  await page.evaluate((marker) => {
    window.__saved = new Promise((resolve) => {
      let clickedAt = null
      document.addEventListener(
        'click',
        (event) => {
          const button = event.target instanceof Element ? event.target.closest('button') : null
          if (button?.textContent?.includes('Save Entry')) clickedAt = event.timeStamp
        },
        { capture: true }
      )
      // Only added nodes are looked at, so watching costs the page next to nothing.
      const observer = new MutationObserver((records) => {
        if (clickedAt === null) return
        const shown = records.some((record) =>
          [...record.addedNodes].some(
            (node) =>
              node instanceof Element && node.closest('section[aria-labelledby="recent-entries"]') && node.textContent.includes(marker)
          )
        )
        if (!shown) return
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt), 0))
      })
      observer.observe(document.body, { childList: true, subtree: true })
    })
  }, note)
}

const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const idle = (then) => requestIdleCallback(then, { timeout: 3000 })
        idle(() => setTimeout(() => idle(resolve), 300))
      })
  )

let saves = 0
/** One save through the form; ms from the click on 'Save Entry' to the new entry painted. */
async function oneSave(page, around = {}) {
  const note = `Bench note ${++saves} ${randomUUID().slice(0, 8)}`
  await page.getByRole('button', { name: 'Add Entry' }).click()
  for (const [legend, label] of [
    ['Mood', 'Good'],
    ['Energy', 'Medium'],
    ['Sleep', 'Good'],
    ['Stress', 'Low'],
  ]) {
    // A click on the choice's visible label, then wait until it shows: on a slow page,
    // Playwright's check() gives up before React has re-rendered.
    const group = page.getByRole('group', { name: legend })
    await group.getByText(label, { exact: true }).click()
    await page.waitForFunction((input) => input.checked, await group.getByLabel(label, { exact: true }).elementHandle())
  }
  await page.getByLabel('Notes').fill(note)
  await settle(page)
  await armSaveTimer(page, note)
  await around.before?.()
  await page.getByRole('button', { name: 'Save Entry' }).click()
  const ms = await page.evaluate(() => window.__saved)
  await around.after?.()
  await settle(page)
  return ms
}

async function coldLoad(page, path) {
  await page.goto(path)
  return page.evaluate(() => window.__painted)
}

const loader = await protocolLoader()

try {
  const protocol = await loader.load()
  const baseUrl = await startApp({ skipBuild: SKIP_BUILD, dist: DIST, env: { REMINDER_SCHEDULER: 'off' } })
  process.env.E2E_BASE_URL = baseUrl
  const { apiSignUp, apiSignIn } = await import('../e2e/support/fixtures.js')
  const account = await apiSignUp()
  const client = await apiSignIn(account)
  const userId = (await client.get('/api/auth/user')).json.id

  // Two years through the sync API, as the person's phone would have sent them.
  const clientId = randomUUID()
  let seq = 0
  const mutations = []
  const mutation = (entity, patch, clientTime) => ({
    mutationId: protocol.uuidv7(),
    clientId,
    seq: ++seq,
    entity,
    entityId: protocol.uuidv7(),
    op: 'create',
    patch,
    baseVersion: null,
    clientTime,
    schemaVersion: protocol.SCHEMA_VERSION,
  })
  const now = Date.now()
  const moods = ['excellent', 'good', 'fair', 'poor']
  const levels = ['low', 'medium', 'high']
  const stress = ['low', 'moderate', 'high']
  const names = ['Magnesium', 'Vitamin D3', 'Omega-3', 'Zinc']
  let journal = 0
  for (let day = DAYS; day >= 1; day--) {
    for (let k = 0; k < PER_DAY; k++) {
      const at = now - day * DAY_MS + (k + 1) * ((12 * 3_600_000) / PER_DAY)
      const notes = k === 0 ? `Day ${day}: slept ${6 + (day % 3)} hours, ${day % 2 ? 'walked at lunch' : 'busy day at work'}.` : null
      mutations.push(
        mutation(
          'journalEntry',
          {
            mood: moods[(day + k) % 4],
            energy: levels[(day + k) % 3],
            sleep: moods[(day + 1) % 4],
            stress: stress[day % 3],
            notes,
            supplementsTaken: names.slice(0, (day + k) % 5),
          },
          new Date(at).toISOString()
        )
      )
      journal += 1
    }
  }
  const tests = [
    ['Vitamin D (25-OH)', '32', 'ng/mL', '30-100'],
    ['Ferritin', '85', 'ng/mL', '30-400'],
    ['Vitamin B12', '450', 'pg/mL', '200-900'],
    ['Magnesium', '2.1', 'mg/dL', '1.7-2.2'],
    ['TSH', '2.3', 'mIU/L', '0.4-4.0'],
    ['HbA1c', '5.4', '%', '4.0-5.6'],
    ['LDL Cholesterol', '110', 'mg/dL', '0-100'],
    ['HDL Cholesterol', '55', 'mg/dL', '40-90'],
    ['Triglycerides', '120', 'mg/dL', '0-150'],
    ['CRP', '1.2', 'mg/L', '0-3'],
    ['Folate', '12', 'ng/mL', '3-20'],
    ['Zinc', '90', 'ug/dL', '60-120'],
  ]
  let labs = 0
  for (let day = DAYS; day >= 1; day -= 61) {
    const testedAt = new Date(now - day * DAY_MS).toISOString()
    for (const [testName, value, unit, referenceRange] of tests) {
      mutations.push(mutation('labResult', { testName, value, unit, referenceRange, testedAt }, testedAt))
      labs += 1
    }
  }
  for (let i = 0; i < mutations.length; i += 200) {
    const answer = await client.post('/api/sync/push', { clientId, mutations: mutations.slice(i, i + 200) })
    if (answer.status !== 200) throw new Error(`push answered ${answer.status}: ${answer.text}`)
    const refused = answer.json?.results?.filter?.((r) => r.status !== 'applied') ?? []
    if (refused.length) throw new Error(`push refused: ${JSON.stringify(refused[0])}`)
  }

  const browser = await launchChromium()
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } })
  await context.addCookies(client.playwrightCookies())
  await context.addInitScript(paintTimer)
  const page = await context.newPage()
  page.setDefaultTimeout(120_000)
  // First visit: service worker, and the whole history pulled into IndexedDB.
  await page.goto('/journal')
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.waitForFunction(
    (expected) =>
      new Promise((resolve) => {
        const open = indexedDB.open(`dosewise-user-${expected.userId}`)
        open.onsuccess = () => {
          const tx = open.result.transaction(['journalEntries', 'labResults'])
          const journal = tx.objectStore('journalEntries').count()
          const labs = tx.objectStore('labResults').count()
          tx.oncomplete = () => resolve(journal.result >= expected.journal && labs.result >= expected.labs)
        }
        open.onerror = () => resolve(false)
      }),
    { userId, journal, labs },
    { polling: 1000 }
  )
  await page.waitForFunction(() => !document.body.textContent.includes('waiting to sync'))

  const cdp = await context.newCDPSession(page)
  const figures = {}
  const LOADS = { '/journal cold': '/journal', 'lab results cold': '/healthcare?tab=lab-results' }
  for (const rate of [1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    if (!SAVES_ONLY) for (const path of Object.values(LOADS)) await coldLoad(page, path) // warm-up
    const samples = {}
    for (let round = 0; round < (SAVES_ONLY ? 0 : ROUNDS); round++) {
      for (const [name, path] of Object.entries(LOADS)) (samples[name] ??= []).push(await coldLoad(page, path))
    }
    await page.goto('/journal')
    await page.locator('section[aria-labelledby="recent-entries"] article').first().waitFor()
    await settle(page)
    await oneSave(page) // warm-up: the form's chunk and the write path ready
    for (let round = 0; round < ROUNDS; round++) (samples.save ??= []).push(await oneSave(page))
    for (const [name, values] of Object.entries(samples)) {
      values.sort((a, b) => a - b)
      figures[`${name}@${rate}x`] = { p50Ms: percentile(values, 50), p95Ms: percentile(values, 95), maxMs: values.at(-1) }
    }
  }
  let profileSummary = null
  if (PROFILE) {
    // Not part of the figures: one more save at 4×, with the profiler on (it slows the page).
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    // From just before the click on 'Save Entry' to the entry painted (Playwright's own work
    // filling the form stays out): a CPU profile, and a trace for what is not JavaScript.
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    const events = []
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
    let profile = null
    const ms = await oneSave(page, {
      before: async () => {
        if (!TRACE_INVALIDATIONS) return startProfileAndTrace(cdp)
        await cdp.send('Tracing.start', {
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'disabled-by-default-devtools.timeline.invalidationTracking',
            'disabled-by-default-devtools.timeline.frame',
            'disabled-by-default-devtools.timeline.layers',
            'disabled-by-default-devtools.timeline.stack',
            'blink.user_timing',
          ].join(','),
          transferMode: 'ReportEvents',
        })
        await cdp.send('Profiler.start')
      },
      after: async () => {
        profile = await stopProfileAndTrace(cdp)
      },
    })
    // Only what ran from the click on (Playwright's own work before it — scrolling the button
    // into view, hit tests — is in the recording too): the click's dispatch in the trace marks it,
    // on the clock the CPU profile's timestamps share.
    const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')
    const from = click?.ts ?? 0
    writeFileSync(PROFILE, JSON.stringify(profile))
    writeFileSync(`${PROFILE}.trace.json`, JSON.stringify({ traceEvents: events }))
    profileSummary = { ms, top: topSelfTime(profile, 15, from), phases: tracePhases(events, from), tasks: mainTasks(events, from) }
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })

  console.log('')
  console.log(
    `Long lists (${journal}+ journal entries, ${labs} lab results; Chromium, built PWA, real IndexedDB; ${ROUNDS} rounds each after a warm-up)`
  )
  for (const [name, f] of Object.entries(figures)) {
    const target = name.startsWith('save')
      ? `target ≤ ${SAVE_TARGET_MS} ms   ${f.p95Ms <= SAVE_TARGET_MS ? 'within target' : 'OVER target'}`
      : ''
    console.log(
      `  ${name.padEnd(22)} p50 / p95 / max  ${f.p50Ms.toFixed(0)} / ${f.p95Ms.toFixed(0)} / ${f.maxMs.toFixed(0)} ms   ${target}`
    )
  }
  if (profileSummary) {
    console.log(`Profiled save at 4× (${profileSummary.ms.toFixed(0)} ms with the profiler on; ${PROFILE}), self time by function:`)
    for (const row of profileSummary.top) console.log(`  ${row.ms.toFixed(1).padStart(7)} ms  ${row.name}`)
    console.log('  main thread by kind of work (trace; kinds nest, e.g. script inside event dispatch):')
    for (const [name, ms] of profileSummary.phases) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
    console.log('  main-thread tasks of 1 ms or more from the click (ms after the click, length, longest events inside):')
    for (const task of profileSummary.tasks) {
      const inside = task.biggest.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ')
      console.log(`  ${task.atMs.toFixed(1).padStart(7)}  ${task.ms.toFixed(1).padStart(6)} ms  ${inside}`)
    }
  }
  console.log(JSON.stringify({ longLists: { journal, labs, rounds: ROUNDS, figures } }))
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await cleanup()
  await loader.close()
}
