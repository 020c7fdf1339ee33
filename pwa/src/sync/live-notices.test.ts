// @vitest-environment node
// The live notices stream's own decisions (ADR 0038), with a scripted EventSource and fake
// timers: a notice is handed on with its version and bad data is not; a broken stream is
// closed and opened again after a growing backoff, at once when nudged (back online); nothing
// is opened while offline; stopping closes it for good.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LiveNotices, type LiveEventSource } from './live-notices'

class ScriptedSource implements LiveEventSource {
  closed = false
  private readonly listeners = new Map<string, Array<(event: { data?: unknown }) => void>>()

  constructor(readonly path: string) {}

  addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }

  close() {
    this.closed = true
  }

  say(type: 'change' | 'error', data?: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data })
  }
}

let sources: ScriptedSource[]
let versions: number[]
let online: boolean

function live() {
  return new LiveNotices({
    open: (path) => {
      const source = new ScriptedSource(path)
      sources.push(source)
      return source
    },
    userId: 7,
    onNotice: (version) => versions.push(version),
    isOnline: () => online,
    // No jitter: the waits are exactly half of 1 s, 2 s, 4 s … plus half of that.
    random: () => 1,
  })
}

beforeEach(() => {
  vi.useFakeTimers()
  sources = []
  versions = []
  online = true
})
afterEach(() => vi.useRealTimers())

describe('LiveNotices', () => {
  it("opens the user's stream and hands on each version, ignoring what is not one", () => {
    const notices = live()
    notices.start()
    expect(sources.map((s) => s.path)).toEqual(['/api/sync/live/7'])
    sources[0].say('change', '{"version":3}')
    sources[0].say('change', 'not json')
    sources[0].say('change', '{"version":"4"}')
    sources[0].say('change', '{"version":5}')
    expect(versions).toEqual([3, 5])
    expect(notices.healthy).toBe(true)
    notices.stop()
  })

  it('closes a broken stream and opens a new one after 1 s, then 2 s; nudged, at once', () => {
    const notices = live()
    notices.start()
    sources[0].say('error')
    expect(sources[0].closed).toBe(true)
    expect(notices.healthy).toBe(false)
    vi.advanceTimersByTime(999)
    expect(sources).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(sources).toHaveLength(2)
    sources[1].say('error')
    vi.advanceTimersByTime(1_999)
    expect(sources).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(sources).toHaveLength(3)

    sources[2].say('error')
    notices.nudge()
    expect(sources).toHaveLength(4)
    // A notice resets the backoff: the next failure waits 1 s again.
    sources[3].say('change', '{"version":1}')
    sources[3].say('error')
    vi.advanceTimersByTime(1_000)
    expect(sources).toHaveLength(5)
    notices.stop()
  })

  it('opens nothing while offline, and stops for good', () => {
    online = false
    const notices = live()
    notices.start()
    vi.advanceTimersByTime(10_000)
    expect(sources).toHaveLength(0)
    online = true
    notices.nudge()
    expect(sources).toHaveLength(1)

    notices.stop()
    expect(sources[0].closed).toBe(true)
    sources[0].say('change', '{"version":9}')
    sources[0].say('error')
    vi.advanceTimersByTime(120_000)
    expect(sources).toHaveLength(1)
    expect(versions).toEqual([])
  })
})
