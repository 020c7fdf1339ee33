/**
 * A reader of the live sync notices stream (GET /api/sync/live/:userId, ADR 0038) as a browser's
 * EventSource reads it: the Browser's cookies, `Accept: text/event-stream`, frames split on blank
 * lines. Every frame is kept as sent, so a test can check that nothing but a version was said.
 */
import type { Browser } from '#tests/helpers/browser'

export interface StreamFrame {
  event: string
  data: string
}

export class LiveStream {
  readonly frames: StreamFrame[] = []
  private waiters: Array<() => void> = []
  private controller = new AbortController()

  private constructor(
    readonly status: number,
    readonly text: string
  ) {}

  /** Opens the stream of `userId` on `origin` with the browser's session; a refusal is kept in `status`/`text`. */
  static async open(browser: Browser, origin: string, userId: number | string): Promise<LiveStream> {
    const controller = new AbortController()
    const response = await fetch(`${origin}/api/sync/live/${userId}`, {
      headers: { accept: 'text/event-stream', cookie: browser.cookieHeader() },
      signal: controller.signal,
    })
    if (response.status !== 200 || !response.body) return new LiveStream(response.status, await response.text())
    const stream = new LiveStream(200, '')
    stream.controller = controller
    void stream.read(response.body)
    return stream
  }

  /** The versions of the `change` events heard so far. */
  get versions(): number[] {
    return this.frames.filter((f) => f.event === 'change').map((f) => (JSON.parse(f.data) as { version: number }).version)
  }

  /** Waits until a `change` event says `version` or more; answers how long that took. */
  async versionReached(version: number, timeoutMs = 1_000): Promise<number> {
    const started = Date.now()
    while (!this.versions.some((v) => v >= version)) {
      const left = timeoutMs - (Date.now() - started)
      if (left <= 0) throw new Error(`no notice of version ${version} within ${timeoutMs} ms (heard ${JSON.stringify(this.versions)})`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
    return Date.now() - started
  }

  close() {
    this.controller.abort()
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true })
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          this.frames.push(parseFrame(block))
          for (const wake of this.waiters.splice(0)) wake()
        }
      }
    } catch {}
  }
}

function parseFrame(block: string): StreamFrame {
  let event = 'message'
  const data: string[] = []
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim()
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart())
    else if (line.startsWith('retry:')) event = 'retry'
    else if (line.startsWith(':')) event = 'comment'
  }
  return { event, data: data.join('\n') }
}
