/// <reference types="node" />
/**
 * An EventSource for Node tests (Node 20 has none): the live notices stream read with fetch,
 * sending a cookie jar's cookies the way a browser sends the session cookie. Dispatches
 * `change` events with their data and one `error` when the stream is refused, breaks or ends.
 * `opened` lists every source made, so a test can see they were closed.
 */
import type { LiveEventSource, OpenLiveSource } from '../src/sync/live-notices'
import type { CookieJarHttp } from './cookie-jar-http'

export class FetchEventSource implements LiveEventSource {
  closed = false
  private readonly listeners = new Map<string, Array<(event: { data?: unknown }) => void>>()
  private readonly controller = new AbortController()

  constructor(url: string, cookie: string) {
    void this.read(url, cookie)
  }

  addEventListener(type: 'change' | 'error', listener: (event: { data?: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }

  close() {
    this.closed = true
    this.controller.abort()
  }

  private emit(type: string, data?: string) {
    if (this.closed) return
    for (const listener of this.listeners.get(type) ?? []) listener({ data })
  }

  private async read(url: string, cookie: string) {
    try {
      const response = await fetch(url, { headers: { accept: 'text/event-stream', cookie }, signal: this.controller.signal })
      if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}`)
      const decoder = new TextDecoder()
      let buffer = ''
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true })
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, end).split('\n')
          buffer = buffer.slice(end + 2)
          const event = lines
            .find((line) => line.startsWith('event:'))
            ?.slice(6)
            .trim()
          const data = lines.filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trimStart())
          if (event) this.emit(event, data.join('\n'))
        }
      }
      throw new Error('stream ended')
    } catch {
      this.emit('error')
    }
  }
}

/** Opens streams on `baseUrl` with the jar's cookies; every source made is kept in `opened`. */
export function fetchLiveSource(baseUrl: string, jar: CookieJarHttp): OpenLiveSource & { opened: FetchEventSource[] } {
  const opened: FetchEventSource[] = []
  const open = (path: string) => {
    const source = new FetchEventSource(`${baseUrl}${path}`, [...jar.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    opened.push(source)
    return source
  }
  return Object.assign(open, { opened })
}
