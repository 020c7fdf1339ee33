#!/usr/bin/env node
/**
 * The recommendation engine's speed in Node (part of `npm run bench`; prints figures, not a
 * test): the sync-protocol `recommend` on the real knowledge base (api/database/data), over
 * varied people — goals, shifts, diets, typed medicines with brand names, allergies, conditions,
 * lab results. Target: p99 ≤ 2 ms per assessment (issue 17: the tail is what a person meets now and
 * then — a plan computed during a garbage collection — so p99 and the slowest are printed, not
 * only p95).
 *
 * Usage: node bench/engine.js [N]   (default 2000 assessments after 200 warm-up runs)
 *
 * Two diagnostics follow the figures (ADR 0049), for reading them on a shared machine: how many
 * of the measured plans had a garbage collection running during them, and (Linux) the same
 * percentiles without the time the thread spent ready to run but waiting for a CPU that other
 * work had — on a loaded 2-core machine that wait, not the engine, sets the p99. The target is
 * judged on the plain wall-clock figures only. A third diagnostic says where in the run the slowest
 * 1 % came, and times 10,000 more plans after it: on this 2-core machine the slow plans all come
 * while V8 is still compiling the engine on its background threads (the first ~1,300), and once it
 * has settled the p99 is a fraction of a millisecond. In the browser a person's plan is one of the
 * first the page computes, so the judged figure stays the one measured while that is going on.
 *
 * The API runs the same engine when an assessment syncs, with V8's background pool sized by the
 * machine (`--v8-pool-size=0` in api/package.json's start script; ADR 0057). Node's default is 4
 * threads whatever the CPU count; on a 2-core machine they and the main thread take turns on the
 * cores, which is where the slow 1 % came from. So the judged figures are measured in a child
 * Node started with the API's V8 flags, and a second child with Node's default pool prints its
 * figures as a diagnostic beside them.
 */
import { Buffer } from 'node:buffer'
import { spawnSync } from 'node:child_process'
import { openSync, readSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { PerformanceObserver, performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { apiStartArgs } from './support/app-server.js'
import { protocolLoader } from './support/protocol.js'

/** 'judged': measure with the API's V8 flags; 'default-pool': the diagnostic; unset: start both. */
const MODE = process.env.DOSEWISE_ENGINE_BENCH
if (MODE === undefined) {
  const v8Flags = apiStartArgs().filter((arg) => arg.startsWith('--v8-'))
  const child = (mode, flags) =>
    spawnSync(process.execPath, [...flags, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
      env: { ...process.env, DOSEWISE_ENGINE_BENCH: mode },
      stdio: 'inherit',
    }).status
  const status = child('judged', v8Flags)
  if (status === 0) child('default-pool', [])
  process.exit(status ?? 1)
}

const N = Number(process.argv[2]) || 2000
const TARGET_P99_MS = 2

// A small deterministic generator, so every run measures the same people.
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}
const pick = (rand, list) => list[Math.floor(rand() * list.length)]
const some = (rand, list, p) => list.filter(() => rand() < p)

// Time this thread has spent runnable but waiting for a CPU, in ns (Linux schedstat's second
// field), read without allocating; null where the file is not there.
function offCpuWait() {
  let fd
  try {
    fd = openSync(`/proc/self/task/${process.pid}/schedstat`, 'r')
  } catch {
    return null
  }
  const buffer = Buffer.alloc(128)
  return () => {
    const length = readSync(fd, buffer, 0, buffer.length, 0)
    let field = 0
    let value = 0
    for (let i = 0; i < length; i++) {
      const c = buffer[i]
      if (c >= 48 && c <= 57) value = value * 10 + (c - 48)
      else if (++field === 2) return value
      else value = 0
    }
    return value
  }
}

const loader = await protocolLoader()
try {
  const protocol = await loader.load()
  const { knowledgeBase } = await loader.load('engine/testing/knowledge-base.ts')
  const reference = knowledgeBase()
  const prepareStart = performance.now()
  const prepared = protocol.prepareReference(reference)
  const prepareMs = performance.now() - prepareStart

  const rand = random(20261123)
  const medicines = [...reference.medications.flatMap((m) => [m.name, ...m.aliases.slice(0, 1)]), 'blood thinner', 'the pill', 'SSRI']
  const supplements = reference.supplements.flatMap((s) => [s.name, ...s.aliases.slice(0, 1)])
  const labs = ['Vitamin D, 25-OH', 'Ferritin', 'Vitamin B12', 'Magnesium', 'Calcium']
  const person = () => ({
    assessment: {
      jobCategory: pick(rand, protocol.JOB_CATEGORIES),
      stressLevel: pick(rand, protocol.STRESS_LEVELS),
      workHours: pick(rand, protocol.WORK_HOURS),
      ageRange: pick(rand, protocol.AGE_RANGES),
      exerciseFrequency: pick(rand, protocol.EXERCISE_FREQUENCIES),
      sleepQuality: pick(rand, protocol.SLEEP_QUALITIES),
      dietType: pick(rand, protocol.DIET_TYPES),
      budgetRange: pick(rand, protocol.BUDGET_RANGES),
      hobbies: some(rand, [...protocol.HOBBIES], 0.3),
      healthGoals: some(rand, [...protocol.HEALTH_GOALS], 0.35),
      currentMedications: Array.from({ length: Math.floor(rand() * 4) }, () => `${pick(rand, medicines)} 10 mg`).join(', ') || null,
      currentSupplements: Array.from({ length: Math.floor(rand() * 3) }, () => pick(rand, supplements)).join(', ') || null,
      allergies: rand() < 0.2 ? pick(rand, ['fish', 'shellfish, dairy', 'ragweed', 'penicillin']) : null,
      additionalNotes: rand() < 0.2 ? pick(rand, ['pregnant', 'kidney disease', 'surgery next month', 'bipolar']) : null,
    },
    records: {
      prescriptions: Array.from({ length: Math.floor(rand() * 3) }, () => ({ medicationName: `${pick(rand, medicines)} 5 mg` })),
      labResults: Array.from({ length: Math.floor(rand() * 3) }, () => ({
        testName: pick(rand, labs),
        value: String(Math.floor(rand() * 150)),
        unit: 'ng/mL',
        referenceRange: '30-100',
        testedAt: '2026-11-01T00:00:00.000Z',
      })),
    },
  })

  const now = Date.parse('2026-11-23T12:00:00Z')
  for (let i = 0; i < 200; i++) {
    const { assessment, records } = person()
    protocol.recommend(assessment, prepared, records, { now })
  }
  const waited = offCpuWait()
  const collections = []
  const gcObserver = new PerformanceObserver((list) => collections.push(...list.getEntries()))
  gcObserver.observe({ entryTypes: ['gc'] })
  const times = []
  const startedAt = new Float64Array(N)
  const onCpu = new Float64Array(N)
  let items = 0
  for (let i = 0; i < N; i++) {
    const { assessment, records } = person()
    const waitedBefore = waited?.() ?? 0
    const started = performance.now()
    const plan = protocol.recommend(assessment, prepared, records, { now })
    const took = performance.now() - started
    times.push(took)
    startedAt[i] = started
    onCpu[i] = took - ((waited?.() ?? 0) - waitedBefore) / 1e6
    items += plan.items.length
  }
  await new Promise((resolve) => setTimeout(resolve, 0)) // the last collections' entries
  gcObserver.disconnect()
  let withCollection = 0
  for (let i = 0; i < N; i++) {
    const ended = startedAt[i] + times[i]
    if (collections.some((gc) => gc.startTime < ended && gc.startTime + gc.duration > startedAt[i])) withCollection++
  }
  // Where the slowest 1 % fell in the run (by position): early means V8 was still compiling.
  const slowest = times
    .map((t, i) => [t, i])
    .sort((a, b) => b[0] - a[0])
    .slice(0, Math.max(1, Math.floor(N / 100)))
  const lastSlow = Math.max(...slowest.map(([, i]) => i)) + 1
  // The same kind of plans once the compiler has settled (diagnostic, not judged): 10,000 more.
  const SETTLED = 10_000
  const settled = new Float64Array(SETTLED)
  for (let i = 0; i < SETTLED; i++) {
    const { assessment, records } = person()
    const started = performance.now()
    protocol.recommend(assessment, prepared, records, { now })
    settled[i] = performance.now() - started
  }
  settled.sort()
  const settledAt = (p) => settled[Math.min(SETTLED - 1, Math.ceil((p / 100) * SETTLED) - 1)]
  times.sort((a, b) => a - b)
  onCpu.sort()
  const at = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]
  const p95 = at(95)
  const p99 = at(99)
  const max = times[times.length - 1]
  if (MODE === 'default-pool') {
    console.log(
      `  diagnostic: with Node's default V8 pool instead (${process.execArgv.join(' ') || 'no flags'}), p50 / p95 / p99 / max   ${at(50).toFixed(3)} / ${p95.toFixed(3)} / ${p99.toFixed(3)} / ${max.toFixed(3)} ms`
    )
    process.exit(0)
  }
  console.log('')
  console.log(
    `Recommendation engine on the real knowledge base (${reference.supplements.length} supplements, ${reference.interactions.length} interactions), ${N} varied assessments`
  )
  console.log(`  Node run as the API runs it: ${process.execArgv.join(' ') || 'no flags'} (${availableParallelism()} CPUs)`)
  console.log(`  prepare the reference once            ${prepareMs.toFixed(1)} ms`)
  console.log(
    `  per assessment p50 / p95 / p99 / max   ${at(50).toFixed(3)} / ${p95.toFixed(3)} / ${p99.toFixed(3)} / ${max.toFixed(3)} ms   target p99 ≤ ${TARGET_P99_MS} ms   ${p99 <= TARGET_P99_MS ? 'within target' : 'OVER target'}`
  )
  console.log(`  average plan size                      ${(items / N).toFixed(1)} items`)
  console.log(
    `  diagnostics: ${collections.length} garbage collections, running during ${withCollection} plans (${((100 * withCollection) / N).toFixed(2)} %)`
  )
  const onCpuAt = (p) => onCpu[Math.min(N - 1, Math.ceil((p / 100) * N) - 1)]
  if (waited) {
    console.log(
      `  less time spent waiting for a CPU, p50 / p95 / p99   ${onCpuAt(50).toFixed(3)} / ${onCpuAt(95).toFixed(3)} / ${onCpuAt(99).toFixed(3)} ms`
    )
  }
  console.log(
    `  the slowest 1 % all came within the first ${lastSlow} of the ${N} plans; over ${SETTLED.toLocaleString('en')} more, p50 / p99 ${settledAt(50).toFixed(3)} / ${settledAt(99).toFixed(3)} ms`
  )
  console.log(
    JSON.stringify({
      engine: { n: N, prepareMs, p50Ms: at(50), p95Ms: p95, p99Ms: p99, maxMs: max, targetP99Ms: TARGET_P99_MS },
      diagnostics: {
        collections: collections.length,
        plansWithCollection: withCollection,
        slowestWithinFirst: lastSlow,
        settledP50Ms: settledAt(50),
        settledP99Ms: settledAt(99),
        ...(waited ? { onCpuP50Ms: onCpuAt(50), onCpuP95Ms: onCpuAt(95), onCpuP99Ms: onCpuAt(99) } : {}),
      },
    })
  )
} finally {
  await loader.close()
}
