/**
 * Live sync notices (ADR 0038): the leader tab keeps one EventSource on
 * `/api/sync/live/<userId>`; the server says "your data changed, version N" (first the version
 * at connection, then one per committed change) and the engine pulls when N is past what this
 * device has pulled. No data travels here — only the version — so nothing on this path is
 * stored. When the stream breaks (offline, a 401, the server ending it every 10 minutes, a
 * deploy) it is closed and opened again after a backoff with jitter (1 s, 2 s … up to 1 min);
 * meanwhile the engine's ordinary polling goes on, so a lost stream only costs latency.
 */
import { backoffDelay } from './sync-scheduler'

/** What the engine needs of an EventSource (the browser's, or a test's over fetch). */
export interface LiveEventSource {
  addEventListener(type: 'change' | 'error', listener: (event: { data?: unknown }) => void): void
  close(): void
}

/** Opens an event stream on a same-origin path. */
export type OpenLiveSource = (path: string) => LiveEventSource

/** The browser's EventSource (the session cookie goes along: same origin), or null where there is none. */
export function browserLiveSource(): OpenLiveSource | null {
  if (typeof EventSource === 'undefined') return null
  return (path) => new EventSource(path) as unknown as LiveEventSource
}

export function liveNoticesPath(userId: number) {
  return `/api/sync/live/${userId}`
}

export const LIVE_RETRY = { firstRetryMs: 1_000, maxRetryMs: 60_000 }

export interface LiveNoticesOptions {
  open: OpenLiveSource
  userId: number
  /** A notice arrived: the person's data is at `version` on the server. */
  onNotice: (version: number) => void
  isOnline: () => boolean
  random?: () => number
}

export class LiveNotices {
  private source: LiveEventSource | null = null
  private retry: ReturnType<typeof setTimeout> | null = null
  private failures = 0
  private running = false

  constructor(private readonly options: LiveNoticesOptions) {}

  /** Whether the stream is open and has said something since it (re)connected. */
  healthy = false

  start() {
    if (this.running) return
    this.running = true
    this.connect()
  }

  stop() {
    this.running = false
    this.healthy = false
    if (this.retry) clearTimeout(this.retry)
    this.retry = null
    this.source?.close()
    this.source = null
  }

  /** Back online or shown again: a stream waiting out its backoff connects now. */
  nudge() {
    if (!this.running || this.source) return
    if (this.retry) clearTimeout(this.retry)
    this.retry = null
    this.failures = 0
    this.connect()
  }

  private connect() {
    this.retry = null
    if (!this.running) return
    if (!this.options.isOnline()) return this.broken()
    let source: LiveEventSource
    try {
      source = this.options.open(liveNoticesPath(this.options.userId))
    } catch {
      return this.broken()
    }
    this.source = source
    source.addEventListener('change', (event) => {
      if (this.source !== source) return
      const version = readVersion(event.data)
      if (version === null) return
      this.healthy = true
      this.failures = 0
      this.options.onNotice(version)
    })
    // EventSource would reconnect by itself, but not after a 401 or 403, and at its own pace:
    // this class decides, the same way every time.
    source.addEventListener('error', () => {
      if (this.source !== source) return
      source.close()
      this.source = null
      this.broken()
    })
  }

  private broken() {
    this.healthy = false
    if (!this.running) return
    this.failures += 1
    this.retry = setTimeout(
      () => this.connect(),
      backoffDelay(this.failures, this.options.random, { ...LIVE_RETRY, debounceMs: 0, healthyMs: 0 })
    )
  }
}

function readVersion(data: unknown): number | null {
  if (typeof data !== 'string') return null
  try {
    const version = (JSON.parse(data) as { version?: unknown }).version
    return typeof version === 'number' && Number.isSafeInteger(version) && version >= 0 ? version : null
  } catch {
    return null
  }
}
