/**
 * The live sync notices stream (ADR 0038) as Server-Sent Events: `event: change` with
 * `{"version":N}` — first the version the person's data is at now, then one per committed
 * change. A comment every 25 s keeps proxies from closing an idle stream; after 10 minutes the
 * server ends it and the device reconnects, so the session is checked again (a signed-out or
 * suspended session then gets its 401). Every open stream ends when the process shuts down, so
 * a stream never holds a deploy up.
 */
import { PassThrough } from 'node:stream'
import type { Response } from '@adonisjs/core/http'
import type { LiveNotice, NoticeListener } from '#services/sync/live_notices'

const HEARTBEAT_MS = 25_000
const LIFETIME_MS = 10 * 60_000
/** What EventSource waits before reconnecting on its own after the server ended the stream. */
const RETRY_MS = 1_000

const open = new Set<PassThrough>()
let watchingSignals = false

/**
 * Ends every open stream on SIGTERM/SIGINT, beside the framework's own handlers (bin/server.ts
 * `app.terminate()`), whose HTTP server close waits for open connections. Only where a handler
 * already exists: a listener of ours must not change whether the process exits on the signal.
 */
function endStreamsOnShutdown() {
  if (watchingSignals) return
  watchingSignals = true
  const endAll = () => {
    for (const stream of open) stream.end()
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) if (process.listenerCount(signal) > 0) process.once(signal, endAll)
}

const frame = (notice: LiveNotice) => `event: change\ndata: ${JSON.stringify({ version: notice.version })}\n\n`

/**
 * Streams the notices `follow` subscribes to. `follow` is given the listener and answers the
 * current version and how to unsubscribe (it may refuse by throwing, before anything is sent).
 */
export async function sendLiveStream(
  response: Response,
  follow: (listener: NoticeListener) => Promise<{ version: number; stop: () => void }>
) {
  endStreamsOnShutdown()
  const stream = new PassThrough()
  const { version, stop } = await follow((notice) => stream.write(frame(notice)))
  open.add(stream)
  const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS)
  const lifetime = setTimeout(() => stream.end(), LIFETIME_MS)
  stream.once('close', () => {
    clearInterval(heartbeat)
    clearTimeout(lifetime)
    open.delete(stream)
    stop()
  })
  stream.write(`retry: ${RETRY_MS}\n\n${frame({ version })}`)
  response.header('Content-Type', 'text/event-stream; charset=utf-8')
  // Never stored by a cache, never transformed or buffered by a proxy (nginx: X-Accel-Buffering).
  response.header('Cache-Control', 'no-store, no-transform')
  response.header('X-Accel-Buffering', 'no')
  response.stream(stream)
}
