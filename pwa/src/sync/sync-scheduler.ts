/**
 * When the engine syncs (rxjs): at once on a wake-up (start, `online`, the page becoming
 * visible, a person asking), ~300 ms after the last of a burst of local writes, and on a timer —
 * a slow period while healthy, exponential backoff with jitter after failures. One cycle runs at
 * a time; a trigger during a cycle runs one more cycle after it, never a parallel one.
 */
import {
  EMPTY,
  Subject,
  asyncScheduler,
  debounceTime,
  merge,
  switchMap,
  timer,
  type Observable,
  type SchedulerLike,
  type Subscription,
} from 'rxjs'

/** What a finished cycle means for the timer. */
export type CycleVerdict = 'healthy' | 'retry' | 'halt'

export interface SyncTiming {
  /** Quiet time after a local write before pushing (a burst of edits goes in one push). */
  debounceMs: number
  /** The first retry after a failure; each further failure doubles it … */
  firstRetryMs: number
  /** … up to this. */
  maxRetryMs: number
  /** While healthy: how often to look for other devices' changes. */
  healthyMs: number
}

export const SYNC_TIMING: SyncTiming = {
  debounceMs: 300,
  firstRetryMs: 2_000,
  maxRetryMs: 5 * 60_000,
  healthyMs: 60_000,
}

/**
 * The wait before retry number `failures` (1, 2, …): 2 s, 4 s, 8 s … capped at 5 min, then
 * "equal jitter" (half fixed, half random) so that many devices coming back after an outage
 * do not all retry in the same second.
 */
export function backoffDelay(failures: number, random: () => number = Math.random, timing: SyncTiming = SYNC_TIMING): number {
  const exponential = Math.min(timing.maxRetryMs, timing.firstRetryMs * 2 ** Math.max(0, failures - 1))
  return Math.round(exponential / 2 + random() * (exponential / 2))
}

export interface SyncSchedulerOptions {
  run: () => Promise<CycleVerdict>
  /** Sync now: start, `online`, visible again. */
  wakeUps: Observable<unknown>
  /** A local write happened (debounced here). */
  localWrites: Observable<unknown>
  scheduler?: SchedulerLike
  random?: () => number
  timing?: Partial<SyncTiming>
}

export class SyncScheduler {
  private readonly timing: SyncTiming
  private readonly nextTimer = new Subject<number | null>()
  private subscription: Subscription | null = null
  private running: Promise<void> | null = null
  private again = false
  private waiters: Array<() => void> = []
  private failures = 0
  private stopped = false

  constructor(private readonly options: SyncSchedulerOptions) {
    this.timing = { ...SYNC_TIMING, ...options.timing }
  }

  /** Consecutive failed cycles (0 when the last one succeeded). */
  get failureCount() {
    return this.failures
  }

  start() {
    if (this.subscription) return
    this.stopped = false
    const scheduler = this.options.scheduler ?? asyncScheduler
    const timers = this.nextTimer.pipe(switchMap((ms) => (ms === null ? EMPTY : timer(ms, scheduler))))
    this.subscription = merge(
      this.options.wakeUps,
      this.options.localWrites.pipe(debounceTime(this.timing.debounceMs, scheduler)),
      timers
    ).subscribe(() => this.kick())
  }

  /** Stops the triggers and waits for a running cycle to end. */
  async stop() {
    this.stopped = true
    this.subscription?.unsubscribe()
    this.subscription = null
    await this.running
    this.release()
  }

  /** Runs a cycle now (or right after the running one); resolves when that cycle has ended. */
  requestNow(): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.push(resolve)
      this.kick()
    })
  }

  private kick() {
    if (this.stopped) return this.release()
    if (this.running) {
      this.again = true
      return
    }
    this.running = this.loop()
  }

  private async loop() {
    do {
      this.again = false
      const waiting = this.waiters.splice(0)
      let verdict: CycleVerdict
      try {
        verdict = await this.options.run()
      } catch {
        verdict = 'retry'
      }
      this.schedule(verdict)
      for (const resolve of waiting) resolve()
    } while (this.again && !this.stopped)
    this.running = null
    // A request that arrived as the last cycle ended (after `again` was read) is not left waiting.
    if (this.waiters.length > 0) this.kick()
  }

  private schedule(verdict: CycleVerdict) {
    if (verdict === 'healthy') this.failures = 0
    if (verdict === 'retry') this.failures += 1
    if (this.stopped) return
    if (verdict === 'halt') this.nextTimer.next(null)
    else if (verdict === 'healthy') this.nextTimer.next(this.timing.healthyMs)
    else this.nextTimer.next(backoffDelay(this.failures, this.options.random, this.timing))
  }

  private release() {
    for (const resolve of this.waiters.splice(0)) resolve()
  }
}
