/**
 * One sync cycle: check whose session this is, push the outbox in batches, pull pages until
 * the server has no more, and hear any answers lost in transit. Throws on the first failure;
 * the engine decides what a failure means (sync-engine.ts). Every storage step is one
 * transaction in `db/sync-store.ts`, so a cycle cut short anywhere resumes correctly.
 */
import { PULL_LIMIT_DEFAULT, PUSH_BATCH_MAX, type Mutation, type PushResponse } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../db/database'
import { clientIdOf } from '../db/writes'
import {
  applyPullPage,
  applyPushResults,
  finishFullResync,
  nextOutboxBatch,
  nextOutboxBatchAfter,
  readSyncValue,
  renumberOutbox,
  startFullResync,
  WrongUserError,
  writeSyncValue,
} from '../db/sync-store'
import type { OutboxEntry } from '../db/types'
import { SyncHttpError, type SyncTransport } from './transport'

export interface CycleContext {
  db: UserDatabase
  transport: SyncTransport
  schemaVersion: number
  /** Mutations per pushed batch; default (and at most) the protocol's PUSH_BATCH_MAX. */
  pushBatchSize?: number
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
 * Pushes until the outbox is empty (writes made meanwhile included); returns the answers applied.
 * Batches go out in seq order, at most PIPELINE_DEPTH unanswered at a time; answers are stored
 * in the order the batches were sent, each in one transaction, overlapping with the next
 * request. After a failure, the answers already received for earlier batches are stored and
 * the rest is left in the outbox to be sent again (the server answers replays from its store).
 */
export async function pushOutbox({ db, transport, schemaVersion, pushBatchSize }: CycleContext): Promise<number> {
  const batchSize = Math.min(pushBatchSize ?? PUSH_BATCH_MAX, PUSH_BATCH_MAX)
  let answered = 0
  let gaps = 0
  const clientId = await clientIdOf(db)
  let storing: Promise<void> | null = null
  const finishStoring = async () => {
    const pending = storing
    storing = null
    if (pending) await pending
  }
  const send = (batch: OutboxEntry[]): Promise<PushResponse> => {
    const answer = transport.push({ clientId, mutations: batch.map((entry) => toMutation(entry, clientId, schemaVersion)) })
    // Awaited in order later; this only keeps a failure from being reported as unhandled meanwhile.
    answer.catch(() => {})
    return answer
  }
  /** Answers still to come, in the order their batches were sent. */
  const inFlight: Promise<PushResponse>[] = []
  // The newest lastSeq heard in this push. The server's lastSeq only grows, and a seq gap
  // answered to an overtaking batch may carry one older than an answer received since.
  let heardLastSeq = 0
  try {
    for (;;) {
      // Each round starts from the oldest entry: anything a round left unanswered is sent again.
      let next = await nextOutboxBatch(db, batchSize)
      if (next.length === 0) return answered
      const before = answered
      let failure: unknown = null
      while (next.length > 0 || inFlight.length > 0) {
        while (next.length > 0 && inFlight.length < PIPELINE_DEPTH) {
          inFlight.push(send(next))
          next = await nextOutboxBatchAfter(db, next[next.length - 1]!.seq, batchSize)
        }
        let response: PushResponse
        try {
          response = await inFlight.shift()!
        } catch (error) {
          failure = error
          break
        }
        heardLastSeq = Math.max(heardLastSeq, response.lastSeq)
        gaps = 0
        await finishStoring()
        storing = (async () => {
          await writeSyncValue(db, 'lastSeq', response.lastSeq)
          const outcome = await applyPushResults(db, response.results)
          if (outcome.answered === 0) throw new UnansweredBatchError()
          answered += outcome.answered
        })()
        // Awaited later; this only keeps a failure from being reported as unhandled meanwhile.
        storing.catch(() => {})
      }
      // Later batches still on the wire: let them finish, but leave their entries in the
      // outbox — the next round sends them again and hears the stored answers.
      await Promise.allSettled(inFlight.splice(0))
      await finishStoring()
      if (failure !== null) {
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
    await Promise.allSettled(inFlight)
    await storing?.catch(() => {})
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
      page = await transport.pull({ cursor, limit: PULL_LIMIT_DEFAULT, clientId, schemaVersion })
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
  const { db, transport } = context
  // Never push one account's outbox, or pull another account's records, under someone else's
  // session (another tab may have signed in as someone else since this engine started).
  if ((await transport.currentUserId()) !== db.userId) throw new WrongUserError()
  if (await readSyncValue(db, 'authExpired')) await writeSyncValue(db, 'authExpired', undefined)
  let answered = await pushOutbox(context)
  const { pulled, lastSeq } = await pullChanges(context)
  // The server processed entries whose answers were lost on the way (dropped responses): push
  // them again to hear their stored answers — conflicts included — rather than drop them unheard.
  const [oldest] = await nextOutboxBatch(db, 1)
  if (oldest && oldest.seq <= lastSeq) answered += await pushOutbox(context)
  return { answered, pulled }
}
