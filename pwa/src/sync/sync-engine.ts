/**
 * The sync engine of one signed-in user's database (docs/architecture.md, ADR 0008): elected leader per
 * origin, triggered by sync-scheduler.ts, running sync-cycle.ts, and turning each failure into
 * a status the UI shows and a decision — retry with backoff, wait for a trigger, or stop until
 * the person acts (session expired, app too old). See docs/decisions/0008-sync-engine.md.
 * The leader also listens for live notices (live-notices.ts, ADR 0038) and pulls at once when
 * the server's version is past what this device has pulled; the poll stays as the fallback.
 */
import {
  BehaviorSubject,
  EMPTY,
  Observable,
  Subject,
  filter,
  firstValueFrom,
  fromEvent,
  merge,
  of,
  skip,
  timeout,
  type SchedulerLike,
  type Subscription,
} from 'rxjs'
import { SCHEMA_VERSION, decodeCursor } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../db/database'
import { StorageFullError } from '../db/errors'
import { outboxSize, readSyncValue, WrongUserError, writeSyncValue } from './sync-store'
import { watchLocalWrites } from '../db/watch'
import { onLocalWrite } from '../db/writes'
import { NetworkError } from './http'
import { defaultLocks, seekLeadership, syncLockName, type Leadership } from './leader'
import { LiveNotices, browserLiveSource, type OpenLiveSource } from './live-notices'
import { startReferenceDownload, storeReferenceDownload } from './reference-sync'
import { StatusRelay } from './status-relay'
import { runCycle, type CycleReport } from './sync-cycle'
import { SyncScheduler, type CycleVerdict, type SyncTiming } from './sync-scheduler'
import type { SyncStatus } from './sync-status'
import { SyncHttpError, type SyncTransport } from './transport'

export interface SyncEngineOptions {
  db: UserDatabase
  transport: SyncTransport
  /** false: no triggers at all, only syncNow() (tests drive the engine step by step). */
  autoSync?: boolean
  /** Web Locks for leader election; null: lead without asking (Node). Default: navigator.locks. */
  locks?: LockManager | null
  isOnline?: () => boolean
  /** Sync-now events; default: `online`, and the page becoming visible. */
  wakeUps?: Observable<unknown>
  scheduler?: SchedulerLike
  random?: () => number
  timing?: Partial<SyncTiming>
  /** The wire format to speak; tests pass an unsupported one to see 426. */
  schemaVersion?: number
  /** Mutations per pushed batch (default the protocol's maximum); tests use small batches. */
  pushBatchSize?: number
  /** Bytes per push body (default the protocol's maximum); tests use small bodies. */
  pushBodyMaxBytes?: number
  /** Download the reference snapshot too (default true). */
  referenceData?: boolean
  /** This device ran out of storage while applying synced data (shown to the person). */
  onStorageFull?: (error: StorageFullError) => void
  /**
   * Opens the live notices stream (ADR 0038); default: the browser's EventSource. null: none
   * (polling only). Only with automatic sync.
   */
  liveSource?: OpenLiveSource | null
}

function browserWakeUps(): Observable<unknown> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return EMPTY
  return merge(
    fromEvent(window, 'online'),
    fromEvent(document, 'visibilitychange').pipe(filter(() => document.visibilityState === 'visible'))
  )
}

const navigatorOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

export class SyncEngine {
  readonly status$ = new BehaviorSubject<SyncStatus>('idle')
  /** The last cycle's report, and the last failure (for tests and diagnostics). */
  lastReport: CycleReport | null = null
  lastError: unknown = null

  private readonly scheduler: SyncScheduler
  private relay: StatusRelay | null = null
  private readonly manual = new Subject<void>()
  private readonly schemaVersion: number
  private leadership: Leadership | null = null
  private leader = false
  /** Set while nothing may be sent until the person acts. */
  private stoppedFor: 'auth-expired' | 'read-only' | null = null
  private started = false
  private readonly wakeUps: Observable<unknown>
  private live: LiveNotices | null = null
  private liveWakeUps: Subscription | null = null

  constructor(private readonly options: SyncEngineOptions) {
    this.schemaVersion = options.schemaVersion ?? SCHEMA_VERSION
    const db = options.db
    const localWrites = new Observable<void>((subscriber) => {
      const offWrites = onLocalWrite(() => subscriber.next())
      const offWatch = watchLocalWrites(db, () => subscriber.next())
      return () => {
        offWrites()
        offWatch()
      }
    })
    const automatic = options.autoSync !== false
    this.wakeUps = options.wakeUps ?? browserWakeUps()
    this.scheduler = new SyncScheduler({
      run: () => this.run(),
      wakeUps: automatic ? merge(of('start'), this.wakeUps, this.manual) : this.manual,
      localWrites: automatic ? localWrites : EMPTY,
      scheduler: options.scheduler,
      random: options.random,
      timing: options.timing,
    })
  }

  get status(): SyncStatus {
    return this.status$.value
  }

  get isLeader() {
    return this.leader
  }

  /** Starts leader election; the leader syncs at once and on every trigger after that. */
  start() {
    if (this.started) return
    this.started = true
    const relay = new StatusRelay(`${syncLockName(this.options.db.userId)}-status`)
    this.relay = relay
    void this.restoreStop().then(() => {
      if (!this.started || this.relay !== relay) return
      relay.listen({
        status: (status) => {
          if (!this.leader) this.status$.next(status)
        },
        request: () => {
          if (this.leader) this.manual.next()
        },
      })
      this.leadership = seekLeadership(
        this.options.locks === undefined ? defaultLocks() : this.options.locks,
        syncLockName(this.options.db.userId),
        () => {
          this.leader = true
          this.scheduler.start()
          if (!this.stoppedFor) this.startLive()
        }
      )
    })
  }

  /** Stops syncing (sign-out, user change, tab closing); waits for a running cycle to end. */
  async stop() {
    this.started = false
    this.leadership?.stop()
    this.leadership = null
    this.leader = false
    this.stopLive()
    await this.scheduler.stop()
    this.relay?.close()
    this.relay = null
  }

  /**
   * Syncs now and resolves when done. In a tab that is not the leader, asks the leader and waits
   * (up to 15 s) for it to report back.
   */
  async syncNow(): Promise<void> {
    if (this.started && !this.leader && this.leadership && this.relay) {
      // The leader's next report after this request that is not 'syncing' ends the wait.
      const done = firstValueFrom(
        this.status$.pipe(
          skip(1),
          filter((status) => status !== 'syncing'),
          timeout({ first: 15_000 })
        )
      ).catch(() => undefined)
      this.relay.requestSync()
      await done
      return
    }
    await this.scheduler.requestNow()
  }

  /** Changes of this device the server has not answered yet. */
  pendingCount(): Promise<number> {
    return outboxSize(this.options.db)
  }

  /** Refused or conflicting changes the person has not dealt with yet. */
  attentionCount(): Promise<number> {
    return this.options.db.attention.count()
  }

  /** The same user signed in again after a 401: send what waited, at once. */
  async resume() {
    this.stoppedFor = null
    await writeSyncValue(this.options.db, 'authExpired', undefined)
    this.setStatus('idle')
    if (this.leader) this.startLive()
    await this.syncNow()
  }

  /** The leader's live notices stream, while it syncs on its own and may send. */
  private startLive() {
    const open = this.options.liveSource === undefined ? browserLiveSource() : this.options.liveSource
    if (this.live || !open || this.options.autoSync === false) return
    const live = new LiveNotices({
      open,
      userId: this.options.db.userId,
      isOnline: this.options.isOnline ?? navigatorOnline,
      random: this.options.random,
      onNotice: (version) => void this.noticed(version),
    })
    this.live = live
    this.liveWakeUps = this.wakeUps.subscribe(() => live.nudge())
    live.start()
  }

  private stopLive() {
    this.liveWakeUps?.unsubscribe()
    this.liveWakeUps = null
    this.live?.stop()
    this.live = null
  }

  /**
   * The server's data is at `version`: pull if this device has not pulled that far. A notice of
   * this device's own push usually arrives after its cycle pulled it, and is then ignored; one
   * that arrives mid-cycle costs one more, empty, pull.
   */
  private async noticed(version: number) {
    let pulled: number | null = null
    try {
      pulled = decodeCursor((await readSyncValue<string>(this.options.db, 'cursor')) ?? '')
    } catch {}
    if (pulled === null || version > pulled) this.manual.next()
  }

  /** A 426 recorded for this very app version still holds; one recorded by an older version does not. */
  private async restoreStop() {
    try {
      const refused = await readSyncValue<{ schemaVersion: number }>(this.options.db, 'readOnly')
      if (refused && refused.schemaVersion === this.schemaVersion) {
        this.stoppedFor = 'read-only'
        this.setStatus('read-only')
      } else if (refused) {
        await writeSyncValue(this.options.db, 'readOnly', undefined)
      }
    } catch {}
  }

  private setStatus(status: SyncStatus) {
    if (this.status$.value !== status) this.status$.next(status)
    if (this.leader) this.relay?.publish(status)
  }

  private async run(): Promise<CycleVerdict> {
    if (this.stoppedFor) {
      // Said again for tabs that ask (they wait for the leader's answer).
      this.setStatus(this.stoppedFor)
      return 'halt'
    }
    if (!(this.options.isOnline ?? navigatorOnline)()) {
      this.setStatus('offline')
      return 'halt'
    }
    this.setStatus('syncing')
    try {
      const context = {
        db: this.options.db,
        transport: this.options.transport,
        schemaVersion: this.schemaVersion,
        pushBatchSize: this.options.pushBatchSize,
        pushBodyMaxBytes: this.options.pushBodyMaxBytes,
      }
      // The reference snapshot travels beside the cycle, or after it on a device that has none
      // yet, and is stored after it (ADRs 0055, 0058).
      const cycle = runCycle(context)
      const reference = this.options.referenceData !== false ? startReferenceDownload(context, cycle) : null
      this.lastReport = await cycle
      if (reference) await storeReferenceDownload(context, reference)
      this.lastError = null
      this.setStatus('idle')
      return 'healthy'
    } catch (error) {
      this.lastError = error
      return this.failed(error)
    }
  }

  private async failed(error: unknown): Promise<CycleVerdict> {
    if (error instanceof NetworkError) {
      this.setStatus('offline')
      return 'retry'
    }
    const status = error instanceof SyncHttpError ? error.status : 0
    const code = error instanceof SyncHttpError ? error.code : undefined
    if (
      error instanceof WrongUserError ||
      status === 401 ||
      (status === 403 && (code === 'E_CLIENT_MISMATCH' || code === 'E_WRONG_USER'))
    ) {
      this.stoppedFor = 'auth-expired'
      this.stopLive()
      await writeSyncValue(this.options.db, 'authExpired', true).catch(() => undefined)
      this.setStatus('auth-expired')
      return 'halt'
    }
    if (status === 426) {
      this.stoppedFor = 'read-only'
      this.stopLive()
      await writeSyncValue(this.options.db, 'readOnly', { schemaVersion: this.schemaVersion }).catch(() => undefined)
      this.setStatus('read-only')
      return 'halt'
    }
    this.setStatus('error')
    if (error instanceof StorageFullError) {
      // Retrying on a timer would fail the same way: wait for the next trigger (a write, the
      // page shown again, back online), after the person has freed some space.
      this.options.onStorageFull?.(error)
      return 'halt'
    }
    // The database was closed under a running cycle (sign-out): nothing to retry.
    if ((error as { name?: string } | null)?.name === 'DatabaseClosedError') return 'halt'
    return 'retry'
  }
}
