/**
 * Pushed mutations: decided and applied through the same change path as REST calls, answered
 * in the protocol's result shape, answered again from storage when replayed.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  SYNC_REASON_MESSAGES,
  lwwStamp,
  mutationSchema,
  validationErrors,
  type Mutation,
  type MutationFrame,
  type MutationResult,
  ENTITIES,
  type AfterCreateStep,
  type SyncEntity,
} from '@dosewise/sync-protocol'
import { AFTER_CREATE } from '#services/sync/after_create'
import { madeAtTime } from '#services/sync/made_at'
import { SeqGapException } from '#exceptions/app_exceptions'
import { isUniqueViolation } from '#services/db_errors'
import { applyChange, referenceOf, type Outcome } from '#services/sync/apply_change'
import { lastSeqFor, storeResults, storedResults } from '#services/sync/client_registry'
import { lockUserState } from '#services/sync/user_state'
import { BatchAccess } from '#services/sync/record_access'

export function toMutationResult(mutation: Mutation, outcome: Outcome): MutationResult {
  const base = { mutationId: mutation.mutationId, seq: mutation.seq }
  switch (outcome.status) {
    case 'applied':
      return { ...base, status: 'applied', version: outcome.version }
    case 'conflict':
      return {
        ...base,
        status: 'conflict',
        version: outcome.version,
        reason: outcome.reason,
        message: SYNC_REASON_MESSAGES[outcome.reason],
        conflictFields: outcome.conflictFields,
        ...(outcome.appliedFields ? { appliedFields: outcome.appliedFields } : {}),
        serverRecord: outcome.serverRecord,
        ...(outcome.copyId ? { copyId: outcome.copyId } : {}),
      }
    case 'rejected':
      return {
        ...base,
        status: 'rejected',
        reason: outcome.reason,
        message: outcome.message ?? SYNC_REASON_MESSAGES[outcome.reason],
        ...(outcome.errors ? { errors: outcome.errors } : {}),
      }
  }
}

/**
 * The answer to a seq already processed: the stored one, or `duplicate` once pruned. A
 * different mutation under a used seq was never applied, and its client must hear so.
 */
export function replayAnswer(frame: MutationFrame, stored: MutationResult | undefined): MutationResult {
  const base = { mutationId: frame.mutationId, seq: frame.seq }
  if (!stored) return { ...base, status: 'duplicate' }
  if (stored.mutationId === frame.mutationId) return stored
  return { ...base, status: 'conflict', reason: 'seq_reused', message: SYNC_REASON_MESSAGES.seq_reused }
}

type Checked = { mutation: Mutation } | { refused: MutationResult }

/** A mutation whose own fields are malformed is refused on its own; the rest of the batch goes on. */
function checked(frame: MutationFrame): Checked {
  const parsed = mutationSchema.safeParse(frame)
  if (parsed.success) return { mutation: parsed.data }
  return {
    refused: {
      mutationId: frame.mutationId,
      seq: frame.seq,
      status: 'rejected',
      reason: 'validation',
      message: SYNC_REASON_MESSAGES.validation,
      errors: validationErrors(parsed.error),
    },
  }
}

/**
 * The new mutations of one push, in seq order, in ONE transaction: take the user's counter lock,
 * re-read the client's last seq under it (a concurrent request for the same client may have got
 * here first — its mutations are then replays), decide and apply each mutation, store every
 * answer and advance last_seq. All or nothing: if anything fails, nothing of the batch is kept
 * and the client's retry finds the same state. A rejected or conflicting mutation advances
 * last_seq like any other: one bad entry never blocks the queue.
 */
async function processLocked(
  trx: TransactionClientContract,
  userId: number,
  clientId: string,
  frames: MutationFrame[],
  checks: Map<number, Checked>,
  prepared: Map<AfterCreateStep, unknown>
) {
  const access = new BatchAccess(trx, await lockUserState(trx, userId))
  const lastSeq = await lastSeqFor(trx, userId, clientId)
  const freshFrames = frames.filter((m) => m.seq > lastSeq)
  if (freshFrames.length > 0 && freshFrames[0].seq > lastSeq + 1) throw new SeqGapException(lastSeq)

  const results = new Map<number, MutationResult>()
  const fresh: Mutation[] = []
  for (const frame of freshFrames) {
    const outcome = checks.get(frame.seq)!
    if ('refused' in outcome) results.set(frame.seq, outcome.refused)
    else fresh.push(outcome.mutation)
  }
  // Everything the batch reads, read up front: its records, and the rows their fields name.
  const named = fresh.flatMap((m) => {
    const reference = referenceOf(m.entity, m.patch)
    return reference ? [{ entity: m.entity, ...reference }] : []
  })
  await access.preload([
    ...fresh.map((m) => ({ entity: m.entity, id: m.entityId })),
    ...named.flatMap((r) => (r.synced ? [{ entity: r.synced, id: String(r.value) }] : [])),
  ])
  await access.preloadReferences(named.filter((r) => !(r.synced && ENTITIES[r.entity].references?.owned)))

  const created: Array<{ step: AfterCreateStep; mutation: Mutation }> = []
  for (const mutation of fresh) {
    const outcome = await applyChange(access, {
      entity: mutation.entity,
      id: mutation.entityId,
      op: mutation.op,
      patch: mutation.patch,
      baseVersion: mutation.baseVersion,
      clientId: mutation.clientId,
      stamp: lwwStamp(mutation.clientTime, mutation.clientId, mutation.seq),
      madeAt: mutation.clientTime,
      overrides: mutation.overrides,
    })
    results.set(mutation.seq, toMutationResult(mutation, outcome))
    const step = ENTITIES[mutation.entity].afterCreate
    if (step && outcome.status === 'applied' && outcome.written && mutation.op === 'create') created.push({ step, mutation })
  }
  await access.flush()
  // Steps after a create run now, in this transaction, and see everything the batch wrote
  // before their record (a prescription added offline before an assessment counts for its plan).
  for (const { step, mutation } of created) {
    await AFTER_CREATE[step].run(trx, mutation.entity, mutation.entityId, prepared.get(step), madeAtTime(mutation.clientTime, new Date()))
  }
  await storeResults(
    trx,
    clientId,
    freshFrames.map((frame) => results.get(frame.seq)!)
  )

  const replays = frames.filter((m) => m.seq <= lastSeq)
  const stored = await storedResults(
    trx,
    clientId,
    replays.map((m) => m.seq)
  )
  for (const frame of replays) results.set(frame.seq, replayAnswer(frame, stored.get(frame.seq)))
  return {
    results: frames.map((m) => results.get(m.seq)!),
    lastSeq: freshFrames.length > 0 ? freshFrames[freshFrames.length - 1].seq : lastSeq,
  }
}

/** The inputs of the after-create steps this push may run, read before its transaction. */
async function prepareSteps(mutations: MutationFrame[]): Promise<Map<AfterCreateStep, unknown>> {
  const steps = new Set<AfterCreateStep>()
  for (const m of mutations) {
    const step =
      m.op === 'create' && typeof m.entity === 'string' && Object.hasOwn(ENTITIES, m.entity)
        ? ENTITIES[m.entity as SyncEntity].afterCreate
        : undefined
    if (step) steps.add(step)
  }
  const prepared = new Map<AfterCreateStep, unknown>()
  for (const step of steps) prepared.set(step, await AFTER_CREATE[step].prepare())
  return prepared
}

/**
 * The pushes of each client this process is working on (key `userId:clientId`), by their first
 * seq. A device sends its next batch before the previous one is answered (two on the wire); when
 * the later one reaches the person's lock first, it would be refused with a seq gap, and the
 * device would have to stop and send everything again. It waits instead for the earlier batches
 * of its client that this process is still working on, and is judged again (ADR 0052). Only
 * earlier batches are waited for, so two pushes never wait for each other. A gap no running push
 * can fill (the device skipped a seq, or the earlier batch went to another process) is refused
 * at once, as before.
 */
const running = new Map<string, Map<Promise<unknown>, number>>()

function track(key: string, firstSeq: number, work: Promise<unknown>) {
  let pushes = running.get(key)
  if (!pushes) running.set(key, (pushes = new Map()))
  pushes.set(work, firstSeq)
  const done = () => {
    pushes.delete(work)
    if (pushes.size === 0 && running.get(key) === pushes) running.delete(key)
  }
  work.then(done, done)
}

/** The running pushes of the client with batches before `firstSeq`. */
function earlierPushes(key: string, firstSeq: number): Promise<unknown>[] {
  return [...(running.get(key) ?? [])].filter(([, seq]) => seq < firstSeq).map(([work]) => work)
}

/**
 * Applies a push's mutations (sorted by seq, contiguous) and answers each, in order, with the
 * client's last seq as the transaction left it.
 */
export function processMutations(
  userId: number,
  clientId: string,
  mutations: MutationFrame[]
): Promise<{ results: MutationResult[]; lastSeq: number }> {
  const key = `${userId}:${clientId}`
  const firstSeq = mutations[0]?.seq ?? 0
  const work = processInOrder(key, firstSeq, userId, clientId, mutations)
  track(key, firstSeq, work)
  return work
}

async function processInOrder(key: string, firstSeq: number, userId: number, clientId: string, mutations: MutationFrame[]) {
  // Read before the transaction (on SQLite it holds the only connection).
  const prepared = await prepareSteps(mutations)
  // Checked before it too: the check needs nothing stored, and the transaction holds the
  // person's lock and (on PostgreSQL) a pooled connection that other requests wait for.
  const checks = new Map(mutations.map((m) => [m.seq, checked(m)]))
  for (;;) {
    try {
      return await processOnce(userId, clientId, mutations, checks, prepared)
    } catch (error) {
      const earlier = error instanceof SeqGapException ? earlierPushes(key, firstSeq) : []
      if (earlier.length === 0) throw error
      await Promise.allSettled(earlier)
    }
  }
}

async function processOnce(
  userId: number,
  clientId: string,
  mutations: MutationFrame[],
  checks: Map<number, Checked>,
  prepared: Map<AfterCreateStep, unknown>
) {
  try {
    return await db.transaction((trx) => processLocked(trx, userId, clientId, mutations, checks, prepared))
  } catch (error) {
    // A create raced another account's create of the same id (the only unique key a mutation
    // can hit): retried, the id is seen as taken and the answer is `already_exists`.
    if (!isUniqueViolation(error)) throw error
    return db.transaction((trx) => processLocked(trx, userId, clientId, mutations, checks, prepared))
  }
}
