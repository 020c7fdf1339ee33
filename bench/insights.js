#!/usr/bin/env node
/**
 * Insights over two years of a person's entries (part of `npm run bench`; prints figures, not a
 * test). Target: computeInsights ≤ 50 ms at p95 for 730 days of journal and five supplements
 * taken on and off, three of them with real effects (so every test and interval is computed). Runs sync-protocol's own code (loaded through Vite, as the PWA bundles it).
 */
import { performance } from 'node:perf_hooks'
import { protocolLoader } from './support/protocol.js'

const RUNS = Number(process.argv[2]) || 30
const TARGET_P95_MS = 50

const loader = await protocolLoader()
try {
  const { computeInsights } = await loader.load()
  let state = 20261125
  const random = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32
  const today = '2026-11-25'
  const dayOf = (i) => new Date(Date.UTC(2026, 10, 25) - i * 86_400_000).toISOString().slice(0, 10)
  const days = []
  const taken = []
  for (let i = 0; i < 730; i++) {
    const score = (lift = 0) => Math.max(0, Math.min(10, 6 + lift + (random() - 0.5) * 4))
    const on = [1, 2, 3, 4, 5].filter(() => random() < 0.6)
    for (const supplementId of on) taken.push({ day: dayOf(i), supplementId })
    // Real effects, so the tests and intervals run (noise alone is skipped early): supplement 1
    // lifts sleep, supplement 2 lowers energy, and wellbeing improves over the last month.
    days.push({
      day: dayOf(i),
      wellbeing: score(i < 30 ? 1.5 : 0),
      energy: score(on.includes(2) ? -1.5 : 0),
      sleep: score(on.includes(1) ? 2 : 0),
      stress: score(),
    })
  }
  const input = { days, taken, nameOf: (id) => `Supplement ${id}` }
  computeInsights(input, today) // warm-up
  const times = []
  let result
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now()
    result = computeInsights(input, today)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const at = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]
  console.log('')
  console.log(
    `Insights over two years (730 days, 5 supplements, ${result.comparisons} comparisons, ${result.insights.length} found, ${RUNS} runs)`
  )
  console.log(
    `  p50 / p95 / max  ${at(50).toFixed(1)} / ${at(95).toFixed(1)} / ${times.at(-1).toFixed(1)} ms   target ≤ ${TARGET_P95_MS} ms   ${at(95) <= TARGET_P95_MS ? 'within target' : 'OVER target'}`
  )
  console.log(
    JSON.stringify({ insights: { runs: RUNS, comparisons: result.comparisons, p50Ms: at(50), p95Ms: at(95), maxMs: times.at(-1) } })
  )
} finally {
  await loader.close()
}
