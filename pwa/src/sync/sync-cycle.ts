/**
 * One sync cycle: push the outbox in batches, pull pages until the server has no more, and hear
 * any answers lost in transit; each request names this database's account. Throws on the first
 * failure; the engine decides what a failure means (sync-engine.ts). Every storage step is one
 * transaction in `sync/sync-store.ts`, so a cycle cut short anywhere resumes correctly.
 */
import { PULL_LIMIT_DEFAULT, PUSH_BATCH_MAX, PUSH_BODY_MAX_BYTES, type Mutation, type PushResponse } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../db/database'
import { clientIdOf } from '../db/writes'
import {
  applyPullPage,
  applyPushResults,
  finishFullResync,
  nextOutboxBatch,
  nextOutboxBatchAfter,
  readSyncValue,
  refuseUnsendable,
  renumberOutbox,
  startFullResync,
  writeSyncValue,
} from './sync-store'
import type { OutboxEntry } from '../db/types'
import { packBatch } from './push-batches'
import { SyncHttpError, type SyncTransport } from './transport'

export interface CycleContext {
  db: UserDatabase
  transport: SyncTransport
  schemaVersion: number
  /** Mutations per pushed batch; default (and at most) the protocol's PUSH_BATCH_MAX. */
  pushBatchSize?: number
  /** Bytes per push body; default (and at most) the protocol's PUSH_BODY_MAX_BYTES. */
  pushBodyMaxBytes?: number
}

export interface CycleReport {
  /** Outbox entries answered by the server. */
  answered: number
  /** Records changed by pulled pages. */
  pulled: number
}

/** The server did not answer a batch it accepted with 200 (a protocol error, not a reason to loop). */
export class UnansweredBatchError extends Error {
  constructor() {
    super('The server answered none of the pushed changes')
    this.name = 'UnansweredBatchError'
  }
}

function toMutation(entry: OutboxEntry, clientId: string, schemaVersion: number): Mutation {
  return { ...entry, clientId, schemaVersion }
}

const isSeqGap = (error: unknown): error is SyncHttpError =>
  error instanceof SyncHttpError && error.status === 409 && error.code === 'E_SEQ_GAP'

/**
 * How many batches may be on the wire at once. Two keeps the server busy while this device
 * stores the previous answer and reads the next batch; the server judges a batch's seqs only
 * once the previous batch has committed (under the user's lock), and if a later batch overtakes
 * an earlier one it is refused with a seq gap and simply sent again.
 */
const PIPELINE_DEPTH = 2

/**
 * Batches' worth of outbox entries read at once. Each read is a transaction queued behind the
 * answers being stored (they write the outbox too), so reading one batch at a time made every
 * request wait for the store before it (ADR 0052); reading four at a time waits once in four.
 */
const READ_AHEAD_BATCHES = 4

/**
 * Answers received but not yet stored. The next request goes out without waiting for the
 * previous answer to be stored, so the server and this device work at the same time; past this
 * many the push waits for the oldest store, so a fast server never piles answers up in memory.
 */
const MAX_UNSTORED = 2

/** Below this (a few of the smallest changes), a 413 is not believed (see pushOutbox). */
const MIN_PUSH_BODY_BYTES = 4096

const isTooLarge = (error: unknown): error is SyncHttpError => error instanceof SyncHttpError && error.status === 413

/** A sent batch and what it cost, so a 413 can say how much smaller the next must be. */
interface InFlight {
  answer: Promise<PushResponse>
  entries: OutboxEntry[]
  size: number
}

/**
 * Pushes until the outbox is empty (writes made meanwhile included); returns the entries answered.
 * Batches go out in seq order, sized by count and by bytes (push-batches.ts), at most
 * PIPELINE_DEPTH unanswered at a time; answers are stored in the order the batches were sent,
 * each in one transaction, overlapping with the next request. After a failure, the answers
 * already received for earlier batches are stored and the rest is left in the outbox to be sent
 * again (the server answers replays from its store). A 413 shrinks the batches; an entry too
 * large for any body is set aside under "needs your attention" (refuseUnsendable), never left
 * blocking the queue.
 */
export async function pushOutbox({ db, transport, schemaVersion, pushBatchSize, pushBodyMaxBytes }: CycleContext): Promise<number> {
  const batchSize = Math.min(pushBatchSize ?? PUSH_BATCH_MAX, PUSH_BATCH_MAX)
  let maxBytes = Math.min(pushBodyMaxBytes ?? PUSH_BODY_MAX_BYTES, PUSH_BODY_MAX_BYTES)
  const floorBytes = Math.min(MIN_PUSH_BODY_BYTES, maxBytes / 4)
  let answered = 0
  let gaps = 0
  const clientId = await clientIdOf(db)
  const mutationOf = (entry: OutboxEntry) => toMutation(entry, clientId, schemaVersion)
  // Named in every batch: the server refuses the push if the session is another account's (ADR 0055).
  const envelope = { clientId, userId: db.userId }
  // Answers are stored one after another, in the order the batches were sent: each waits for
  // the one before (IndexedDB would run them in that order anyway). A failed store fails those
  // after it, and `finishStoring` reports it.
  let lastStore: Promise<void> = Promise.resolve()
  const unstored: Promise<void>[] = []
  const store = (response: PushResponse) => {
    lastStore = lastStore.then(async () => {
      // One transaction per answered batch: its entries leave the outbox together (one range
      // delete), with the lastSeq the server answered.
      const outcome = await applyPushResults(db, response.results, response.lastSeq)
      if (outcome.answered === 0) throw new UnansweredBatchError()
      answered += outcome.answered
    })
    // Awaited later; this only keeps a failure from being reported as unhandled meanwhile.
    lastStore.catch(() => {})
    unstored.push(lastStore)
  }
  const finishStoring = async () => {
    unstored.length = 0
    await lastStore
  }
  // Entries read ahead and not yet sent, oldest first (READ_AHEAD_BATCHES).
  let readAhead: OutboxEntry[] = []
  const readFirst = async () => {
    readAhead = await nextOutboxBatch(db, batchSize * READ_AHEAD_BATCHES)
    return packBatch(readAhead.slice(0, batchSize), envelope, mutationOf, maxBytes)
  }
  /** The next batch after `seq` (the last one sent); reads on when fewer than a batch are left. */
  const nextAfter = async (seq: number) => {
    const start = readAhead.findIndex((entry) => entry.seq > seq)
    readAhead = start < 0 ? [] : readAhead.slice(start)
    if (readAhead.length < batchSize) {
      // Also finds what was written while the push ran.
      const from = readAhead.length > 0 ? readAhead[readAhead.length - 1]!.seq : seq
      readAhead = readAhead.concat(await nextOutboxBatchAfter(db, from, batchSize * READ_AHEAD_BATCHES))
    }
    return packBatch(readAhead.slice(0, batchSize), envelope, mutationOf, maxBytes)
  }
  const send = ({ batch, size }: { batch: OutboxEntry[]; size: number }): InFlight => {
    const answer = transport.push({ ...envelope, mutations: batch.map(mutationOf) })
    // Awaited in order later; this only keeps a failure from being reported as unhandled meanwhile.
    answer.catch(() => {})
    return { answer, entries: batch, size }
  }
  /** Batches still to be answered, in the order they were sent. */
  const inFlight: InFlight[] = []
  // The newest lastSeq heard in this push. The server's lastSeq only grows, and a seq gap
  // answered to an overtaking batch may carry one older than an answer received since.
  let heardLastSeq = 0
  try {
    for (;;) {
      // Each round starts from the oldest entry: anything a round left unanswered is sent again.
      let next = await readFirst()
      if (next.unsendable) {
        await refuseUnsendable(db, next.unsendable)
        answered += 1
        continue
      }
      if (next.batch.length === 0) return answered
      const before = answered
      let failure: unknown = null
      let failed: InFlight | null = null
      while (next.batch.length > 0 || inFlight.length > 0) {
        while (next.batch.length > 0 && inFlight.length < PIPELINE_DEPTH) {
          inFlight.push(send(next))
          // An entry too large to send waits for the next round, where it is the oldest.
          next = await nextAfter(next.batch[next.batch.length - 1]!.seq)
        }
        const current = inFlight.shift()!
        let response: PushResponse
        try {
          response = await current.answer
        } catch (error) {
          failure = error
          failed = current
          break
        }
        heardLastSeq = Math.max(heardLastSeq, response.lastSeq)
        gaps = 0
        store(response)
        while (unstored.length > MAX_UNSTORED) await unstored.shift()
      }
      // Later batches still on the wire: let them finish, but leave their entries in the
      // outbox — the next round sends them again and hears the stored answers.
      await Promise.allSettled(inFlight.splice(0).map((batch) => batch.answer))
      await finishStoring()
      if (failure !== null) {
        if (isTooLarge(failure)) {
          // This server takes less than the protocol's size: send smaller batches from now on.
          // One entry alone too large is set aside at the start of the next round.
          const limit = (failure.body as { limit?: unknown } | null)?.limit
          const said = typeof limit === 'number' && limit > 0 ? limit : Number.POSITIVE_INFINITY
          const single = failed !== null && failed.entries.length === 1
          maxBytes = single ? Math.min(said, failed!.size - 1) : Math.min(said, Math.floor((failed?.size ?? maxBytes) / 2))
          // A limit far below any real server's is a broken proxy, not a reason to set the
          // person's changes aside: fail, and let the engine retry later.
          if (maxBytes < floorBytes) throw failure
          continue
        }
        // Gaps again and again with no answer between: our numbering is not the problem; let
        // the engine back off.
        if (!isSeqGap(failure) || gaps++ > 1) throw failure
        const lastSeq = Math.max(failure.lastSeq ?? 0, heardLastSeq)
        // Entries at or below lastSeq are resent as they are (the server answers them from its
        // store). Entries above lastSeq + 1 with nothing in between: the server lost them.
        const [first] = await nextOutboxBatch(db, 1)
        if (first && first.seq > lastSeq + 1) await renumberOutbox(db, lastSeq + 1)
        continue
      }
      if (answered === before && gaps === 0) throw new UnansweredBatchError()
    }
  } finally {
    await Promise.allSettled(inFlight.map((batch) => batch.answer))
    await lastStore.catch(() => {})
  }
}

const isCursorRefused = (error: unknown) =>
  error instanceof SyncHttpError && (error.status === 410 || (error.status === 400 && error.code === 'E_BAD_CURSOR'))

/** Pulls pages until `hasMore` is false; a 410 (or a cursor the server cannot read) starts a full resync. */
export async function pullChanges({ db, transport, schemaVersion }: CycleContext): Promise<{ pulled: number; lastSeq: number }> {
  let resync = await readSyncValue<number>(db, 'resync')
  let pulled = 0
  for (;;) {
    const cursor = (await readSyncValue<string>(db, 'cursor')) ?? ''
    const clientId = await clientIdOf(db)
    let page
    try {
      page = await transport.pull({ cursor, limit: PULL_LIMIT_DEFAULT, clientId, userId: db.userId, schemaVersion })
    } catch (error) {
      if (!isCursorRefused(error) || cursor === '') throw error
      resync = await startFullResync(db)
      continue
    }
    pulled += (await applyPullPage(db, page, resync)).applied
    if (!page.hasMore) {
      if (resync !== undefined) await finishFullResync(db, resync)
      return { pulled, lastSeq: page.lastSeq }
    }
  }
}

/** One whole cycle (see the top of this file). */
export async function runCycle(context: CycleContext): Promise<CycleReport> {
  const { db } = context
  // Never push one account's outbox, or pull another account's records, under someone else's
  // session (another tab may have signed in as someone else since this engine started): every
  // push and pull names this database's account, and the server refuses them with 403
  // E_WRONG_USER when the session is another's (ADR 0055) — in the same request, so no separate
  // "who is signed in" round trip comes before the cycle and nothing can change in between.
  let answered = await pushOutbox(context)
  const { pulled, lastSeq } = await pullChanges(context)
  // The server answered under this account's session: a stop for an expired one is over.
  if (await readSyncValue(db, 'authExpired')) await writeSyncValue(db, 'authExpired', undefined)
  // The server processed entries whose answers were lost on the way (dropped responses): push
  // them again to hear their stored answers — conflicts included — rather than drop them unheard.
  const [oldest] = await nextOutboxBatch(db, 1)
  if (oldest && oldest.seq <= lastSeq) answered += await pushOutbox(context)
  return { answered, pulled }
}
