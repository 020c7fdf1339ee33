// @vitest-environment node
// When the engine syncs, with fake timers: debounced local writes, wake-ups, one cycle at a
// time, backoff after failures, the slow period while healthy, nothing after a halt.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Subject } from 'rxjs'
import { backoffDelay, SYNC_TIMING, SyncScheduler, type CycleVerdict } from './sync-scheduler'

let wakeUps: Subject<void>
let writes: Subject<void>
let verdicts: CycleVerdict[]
let runs: number
let scheduler: SyncScheduler | undefined

function build(run?: () => Promise<CycleVerdict>) {
  const built = new SyncScheduler({
    run:
      run ??
      (async () => {
        runs += 1
        return verdicts.shift() ?? 'healthy'
      }),
    wakeUps,
    localWrites: writes,
    random: () => 0.5,
  })
  built.start()
  scheduler = built
  return built
}

/** Lets the cycle's promise chain settle after the timers fired. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms)
}

beforeEach(() => {
  vi.useFakeTimers()
  wakeUps = new Subject()
  writes = new Subject()
  verdicts = []
  runs = 0
})
afterEach(async () => {
  await scheduler?.stop()
  scheduler = undefined
  vi.useRealTimers()
})

describe('backoffDelay', () => {
  it('doubles from 2 s up to 5 min, with half of each wait random', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, () => 1))).toEqual([2_000, 4_000, 8_000, 16_000])
    expect(backoffDelay(1, () => 0)).toBe(1_000)
    expect(backoffDelay(30, () => 1)).toBe(300_000)
    expect(backoffDelay(30, () => 0)).toBe(150_000)
  })
})

describe('SyncScheduler', () => {
  it('pushes once, 300 ms after the last of a burst of local writes', async () => {
    build()
    for (let i = 0; i < 5; i++) {
      writes.next()
      await advance(100)
    }
    expect(runs).toBe(0)
    await advance(SYNC_TIMING.debounceMs)
    expect(runs).toBe(1)
  })

  it('syncs at once on a wake-up, and a trigger during a cycle runs exactly one more after it', async () => {
    let release: () => void = () => {}
    build(async () => {
      runs += 1
      await new Promise<void>((resolve) => (release = resolve))
      return 'healthy'
    })
    wakeUps.next()
    await advance(0)
    expect(runs).toBe(1)
    wakeUps.next()
    wakeUps.next()
    await advance(0)
    expect(runs).toBe(1)
    release()
    await advance(0)
    expect(runs).toBe(2)
    release()
    await advance(0)
    expect(runs).toBe(2)
  })

  it('retries after failures at 2 s, 4 s, 8 s … and returns to the slow period once healthy', async () => {
    verdicts = ['retry', 'retry', 'retry', 'healthy']
    build()
    wakeUps.next()
    await advance(0)
    expect(runs).toBe(1)
    // random() = 0.5: three quarters of each exponential step.
    await advance(1_499)
    expect(runs).toBe(1)
    await advance(1)
    expect(runs).toBe(2)
    await advance(3_000)
    expect(runs).toBe(3)
    expect(scheduler!.failureCount).toBe(3)
    await advance(6_000)
    expect(runs).toBe(4)
    expect(scheduler!.failureCount).toBe(0)
    await advance(SYNC_TIMING.healthyMs - 1)
    expect(runs).toBe(4)
    await advance(1)
    expect(runs).toBe(5)
  })

  it('a wake-up during a backoff wait syncs at once and restarts the timer', async () => {
    verdicts = ['retry', 'healthy']
    build()
    wakeUps.next()
    await advance(100)
    wakeUps.next()
    await advance(0)
    expect(runs).toBe(2)
    await advance(1_500)
    expect(runs).toBe(2)
  })

  it('after a halt no timer runs; only a trigger starts the next cycle', async () => {
    verdicts = ['halt']
    build()
    wakeUps.next()
    await advance(0)
    await advance(60 * 60_000)
    expect(runs).toBe(1)
    writes.next()
    await advance(SYNC_TIMING.debounceMs)
    expect(runs).toBe(2)
  })

  it('requestNow resolves when its cycle is done, and nothing runs after stop', async () => {
    const built = build()
    await built.requestNow()
    expect(runs).toBe(1)
    await built.stop()
    wakeUps.next()
    await built.requestNow()
    await advance(60 * 60_000)
    expect(runs).toBe(1)
  })
})
