/**
 * The process's Prometheus metrics (served by GET /metrics, ADR 0036). Callers record plain
 * numbers through the functions below — the request middleware its requests, the sync
 * controller its batches and pages — and know nothing of prom-client. Labels are bounded:
 * a route's pattern (never its URL), a status class, a mutation's result.
 *
 * One registry per process: with several API processes, Prometheus scrapes each and sums —
 * except `queue_jobs`, which each process reads from the shared queue (on Redis every process
 * reports the same figures: take the max, not the sum). The gauge is read when scraped, from a
 * source the queue provider registers (`setQueueDepthSource`), so this file knows no queue.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

export const registry = new Registry()
collectDefaultMetrics({ register: registry })

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request arriving to the response being sent, by method, route pattern and status class.',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})

const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by method, route pattern and status class.',
  labelNames: ['method', 'route', 'status_class'] as const,
  registers: [registry],
})

const pushMutations = new Counter({
  name: 'sync_push_mutations_total',
  help: 'Pushed mutations by their result: applied, duplicate (a resent one), rejected or conflict.',
  labelNames: ['result'] as const,
  registers: [registry],
})

const pushBatches = new Counter({ name: 'sync_push_batches_total', help: 'Push batches answered.', registers: [registry] })

const pushBatchBytes = new Histogram({
  name: 'sync_push_batch_bytes',
  help: 'Size of a push request body in bytes.',
  buckets: [1_000, 10_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 2_000_000],
  registers: [registry],
})

const pushBatchMutations = new Histogram({
  name: 'sync_push_batch_mutations',
  help: 'Mutations in a push batch.',
  buckets: [1, 2, 5, 10, 25, 50, 100, 250, 500],
  registers: [registry],
})

const pullPages = new Counter({ name: 'sync_pull_pages_total', help: 'Pull pages answered.', registers: [registry] })

const pullPageChanges = new Histogram({
  name: 'sync_pull_page_changes',
  help: 'Changes in a pull page.',
  buckets: [0, 1, 5, 10, 50, 100, 250, 500],
  registers: [registry],
})

const pullPageBytes = new Histogram({
  name: 'sync_pull_page_bytes',
  help: 'Size of a pull answer in bytes.',
  buckets: [1_000, 10_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 5_000_000],
  registers: [registry],
})

type QueueDepthSource = () => Promise<{ waiting: number; active: number; delayed: number; failed: number }>
let queueDepthSource: QueueDepthSource | null = null

/** The job queue's depth (ADR 0037); `failed` is its dead letters. */
export function setQueueDepthSource(source: QueueDepthSource | null) {
  queueDepthSource = source
}

new Gauge({
  name: 'queue_jobs',
  help: 'Jobs in the job queue by state: waiting, active, delayed (waiting for a retry or their time), failed (dead letters).',
  labelNames: ['state'] as const,
  registers: [registry],
  async collect() {
    if (!queueDepthSource) return
    // A queue that cannot be read (Redis or the database down) leaves the gauge out of this
    // scrape rather than failing the whole scrape; the health details say what is down.
    const depth = await queueDepthSource().catch(() => null)
    this.reset()
    if (!depth) return
    for (const state of ['waiting', 'active', 'delayed', 'failed'] as const) this.set({ state }, depth[state])
  },
})

/** A route's label: its pattern, or 'unmatched' for static files and 404s (bounded cardinality). */
export function routeLabel(pattern: string | undefined | null): string {
  return pattern ?? 'unmatched'
}

export function recordHttpRequest(method: string, route: string, status: number, seconds: number) {
  const labels = { method, route, status_class: `${Math.floor(status / 100)}xx` }
  httpDuration.observe(labels, seconds)
  httpRequests.inc(labels)
}

export function recordSyncPush(batch: { bytes: number; results: { status: string }[] }) {
  pushBatches.inc()
  pushBatchBytes.observe(batch.bytes)
  pushBatchMutations.observe(batch.results.length)
  for (const result of batch.results) pushMutations.inc({ result: result.status })
}

export function recordSyncPull(page: { changes: number; bytes: number }) {
  pullPages.inc()
  pullPageChanges.observe(page.changes)
  pullPageBytes.observe(page.bytes)
}

export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() }
}

// The event loop's delay, for the health details: sampled from the first import on.
const loopDelay = monitorEventLoopDelay({ resolution: 20 })
loopDelay.enable()

export function eventLoopDelayP99Ms(): number {
  const p99 = loopDelay.percentile(99) / 1e6
  return Number.isFinite(p99) ? Math.round(p99 * 100) / 100 : 0
}
