// @vitest-environment node
// The engine's decisions with a scripted transport (no server): one leader per user, a 401
// stops sending until the same user is back, a full device is reported once and not retried
// on a timer, no answer means offline and a retry.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Subject } from 'rxjs'
import { encodeCursor, type PullResponse, type PushRequest, type ReferenceSnapshot } from '@dosewise/sync-protocol'
import { deleteUserDatabase, openUserDatabase, type UserDatabase } from '../db/database'
import { createRecord } from '../db/writes'
import { NetworkError } from './http'
import { referenceFixture } from '../testing/reference-fixture'
import { storedReferenceVersion, storeReferenceSnapshot } from './reference-store'
import { SyncEngine, type SyncEngineOptions } from './sync-engine'
import { SyncHttpError, type PullQuery, type SyncTransport } from './transport'

const entry = { mood: 'good', energy: 'high', sleep: 'fair', stress: 'low', notes: 'Night shift', supplementsTaken: [] }

/** Answers like a healthy server; `fail` makes the next calls throw. */
class ScriptedTransport implements SyncTransport {
  calls: string[] = []
  fail: (() => Error) | null = null
  pushed: PushRequest['mutations'] = []
  /** When each push arrived (Date.now()). */
  pushedAt: number[] = []
  page: PullResponse = { changes: [], cursor: encodeCursor(0), hasMore: false, lastSeq: 0 }
  /** Held until it settles: the pull's answer (a slow network). */
  pullGate: Promise<void> = Promise.resolve()
  /** What GET /api/reference/snapshot answers (null: 304, nothing newer). */
  snapshot: ReferenceSnapshot | null = null

  constructor(private readonly userId: number) {}

  /** The session's user: a push or pull naming another account is refused, as the server does. */
  private call(name: string, forUser: number) {
    this.calls.push(name)
    if (this.fail) throw this.fail()
    if (forUser !== this.userId) throw new SyncHttpError(403, { code: 'E_WRONG_USER', message: 'Another account.' })
  }

  async push(request: PushRequest) {
    this.call('push', request.userId!)
    this.pushedAt.push(Date.now())
    this.pushed.push(...request.mutations)
    const lastSeq = request.mutations.at(-1)!.seq
    return {
      results: request.mutations.map((m, i) => ({ mutationId: m.mutationId, seq: m.seq, status: 'applied' as const, version: i + 1 })),
      lastSeq,
    }
  }

  async pull(query: PullQuery) {
    this.call('pull', query.userId!)
    await this.pullGate
    this.calls.push('pull answered')
    return this.page
  }

  async referenceSnapshot() {
    this.calls.push('reference')
    if (this.fail) throw this.fail()
    return this.snapshot
  }
}

/** Web Locks, enough for one lock name: granted in request order, released when the callback settles. */
class FakeLocks {
  private queue: Array<{ grant: () => void; signal?: AbortSignal }> = []
  private held = false

  request(_name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter = {
        signal: options.signal,
        grant: () => {
          this.held = true
          callback().finally(() => {
            this.held = false
            resolve()
            this.next()
          })
        },
      }
      options.signal?.addEventListener('abort', () => {
        const index = this.queue.indexOf(waiter)
        if (index >= 0) {
          this.queue.splice(index, 1)
          reject(new DOMException('aborted', 'AbortError'))
        }
      })
      this.queue.push(waiter)
      this.next()
    })
  }

  private next() {
    if (this.held) return
    this.queue.shift()?.grant()
  }
}

const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms))

let userId = 7000
let db: UserDatabase
let transport: ScriptedTransport
const engines: SyncEngine[] = []

function engine(options: Partial<SyncEngineOptions> = {}) {
  const created = new SyncEngine({
    db,
    transport,
    locks: null,
    isOnline: () => true,
    referenceData: false,
    wakeUps: new Subject(),
    ...options,
  })
  engines.push(created)
  return created
}

beforeEach(() => {
  userId += 1
  db = openUserDatabase(userId)
  transport = new ScriptedTransport(userId)
})
afterEach(async () => {
  for (const e of engines.splice(0)) await e.stop()
  db.close()
  await deleteUserDatabase(userId)
})

describe('SyncEngine', () => {
  it('syncs only in the tab holding the lock; another takes over when it stops', async () => {
    const locks = new FakeLocks() as unknown as LockManager
    const first = engine({ locks })
    const second = engine({ locks })
    first.start()
    second.start()
    await vi.waitFor(() => expect(first.status).toBe('idle'))
    await vi.waitFor(() => expect(transport.calls).toContain('pull'))
    await vi.waitFor(() => expect(first.isLeader).toBe(true))
    expect(second.isLeader).toBe(false)
    const callsAfterStart = transport.calls.length

    await first.stop()
    await vi.waitFor(() => expect(second.isLeader).toBe(true))
    await vi.waitFor(() => expect(transport.calls.length).toBeGreaterThan(callsAfterStart))
  })

  it('pushes a local write about 300 ms after it is made', async () => {
    const running = engine({ timing: { healthyMs: 60_000 } })
    running.start()
    // The first cycle (at start) is over once it has pulled and says idle.
    await vi.waitFor(() => expect(transport.calls).toContain('pull'))
    await vi.waitFor(() => expect(running.status).toBe('idle'))
    const written = Date.now()
    await createRecord(db, 'journalEntry', entry)
    await vi.waitFor(() => expect(transport.pushed).toHaveLength(1), { timeout: 2000 })
    // Debounced: not at once, but soon.
    expect(transport.pushedAt[0]! - written).toBeGreaterThanOrEqual(250)
    // The answer is applied just after the push returns.
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 2000 })
  })

  it('on 401 keeps the outbox, stops sending, and flushes when the same user is back', async () => {
    const wakeUps = new Subject<void>()
    const running = engine({ wakeUps })
    await createRecord(db, 'journalEntry', entry)
    transport.fail = () => new SyncHttpError(401, { code: 'E_UNAUTHORIZED' })
    await running.syncNow()
    expect(running.status).toBe('auth-expired')
    expect((await db.syncState.get('authExpired'))?.value).toBe(true)

    // Local edits keep working; nothing is sent on any trigger.
    await createRecord(db, 'journalEntry', { ...entry, notes: 'Written while signed out' })
    const calls = transport.calls.length
    running.start()
    wakeUps.next()
    await running.syncNow()
    // Once more: whatever the wake-up scheduled has run (and halted) by the time this returns.
    await running.syncNow()
    expect(transport.calls.length).toBe(calls)
    expect(await db.outbox.count()).toBe(2)

    transport.fail = null
    await running.resume()
    expect(running.status).toBe('idle')
    expect(transport.pushed.map((m) => m.patch?.notes)).toEqual(['Night shift', 'Written while signed out'])
    expect(await db.outbox.count()).toBe(0)
    expect(await db.syncState.get('authExpired')).toBeUndefined()
  })

  it("on a new device the catalogue is asked for once the pull is stored: the person's own records first", async () => {
    let answerPull!: () => void
    transport.pullGate = new Promise((resolve) => (answerPull = resolve))
    transport.snapshot = referenceFixture('fedcba9876543210')
    const running = engine({ referenceData: true })
    const synced = running.syncNow()
    await vi.waitFor(() => expect(transport.calls).toContain('pull'))
    // ~55 KB would share a phone's network with the person's records and the screen's code.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(transport.calls).not.toContain('reference')
    answerPull()
    await synced
    expect(running.status).toBe('idle')
    expect(transport.calls.indexOf('reference')).toBeGreaterThan(transport.calls.indexOf('pull answered'))
    expect(await storedReferenceVersion(db)).toBe('fedcba9876543210')
  })

  it('a device with a catalogue checks for a newer one while the pull waits, and stores it once the pull is', async () => {
    await storeReferenceSnapshot(db, referenceFixture('0123456789abcdef'))
    let answerPull!: () => void
    transport.pullGate = new Promise((resolve) => (answerPull = resolve))
    transport.snapshot = referenceFixture('fedcba9876543210')
    const running = engine({ referenceData: true })
    const synced = running.syncNow()
    // Both requests are out before the pull is answered (in whichever order they left).
    await vi.waitFor(() => expect([...transport.calls].sort()).toEqual(['pull', 'reference']))
    // The snapshot has arrived, but the device still has the pull to store first.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await storedReferenceVersion(db)).toBe('0123456789abcdef')
    answerPull()
    await synced
    expect(running.status).toBe('idle')
    expect(transport.calls.at(-1)).toBe('pull answered')
    expect(await storedReferenceVersion(db)).toBe('fedcba9876543210')
  })

  it('a session of another user stops the engine before anything is pushed', async () => {
    await createRecord(db, 'journalEntry', entry)
    const running = engine({ transport: new ScriptedTransport(userId + 1) })
    await running.syncNow()
    expect(running.status).toBe('auth-expired')
    expect(await db.outbox.count()).toBe(1)
    expect(await db.syncState.get('authExpired')).toMatchObject({ value: true })
  })

  it('a full device is reported once and waits for the next trigger instead of looping', async () => {
    const onStorageFull = vi.fn()
    const running = engine({ onStorageFull, timing: { firstRetryMs: 5, healthyMs: 5 } })
    transport.page = {
      changes: [
        {
          entity: 'journalEntry',
          id: '01a1f000-0000-7000-8000-000000000001',
          version: 1,
          deleted: false,
          data: { id: '01a1f000-0000-7000-8000-000000000001', userId, ...entry, date: '2026-11-20T08:00:00.000Z', conflictOf: null },
        },
      ],
      cursor: encodeCursor(1),
      hasMore: false,
      lastSeq: 0,
    }
    const put = vi
      .spyOn(db.tableFor('journalEntry'), 'bulkPut')
      .mockRejectedValue(Object.assign(new Error('full'), { name: 'QuotaExceededError' }))
    running.start()
    await vi.waitFor(() => expect(onStorageFull).toHaveBeenCalledTimes(1))
    expect(running.status).toBe('error')
    // Timers are set to 5 ms: a retry loop would have pulled many times within 100 ms. (What is
    // checked is that nothing happens, so a time window is the only way to look.)
    await settle(100)
    expect(onStorageFull).toHaveBeenCalledTimes(1)
    expect(transport.calls.filter((c) => c === 'pull')).toHaveLength(1)
    put.mockRestore()
  })

  it('no answer from the server: offline, then a retry with backoff succeeds', async () => {
    const running = engine({ timing: { firstRetryMs: 20, healthyMs: 60_000 } })
    await createRecord(db, 'journalEntry', entry)
    transport.fail = () => new NetworkError()
    running.start()
    await vi.waitFor(() => expect(running.status).toBe('offline'))
    transport.fail = null
    await vi.waitFor(() => expect(running.status).toBe('idle'), { timeout: 2000 })
    expect(await db.outbox.count()).toBe(0)
  })

  it('does not even try while the browser says it is offline', async () => {
    const running = engine({ isOnline: () => false })
    await running.syncNow()
    expect(running.status).toBe('offline')
    expect(transport.calls).toEqual([])
  })
})
