/**
 * The storage side of the sync engine (`pwa/src/sync`): every read and write the engine makes
 * to the local database, each in one Dexie transaction, so a crash or a closed tab between two
 * steps never leaves a half-applied page, a cursor ahead of its records, or an outbox entry
 * dropped without its answer being shown.
 *
 * Invariants:
 * - `row.server` is the server's record as this device last learned it. Its `version` is the
 *   version last *pulled*: an acknowledged change of ours is folded into `server.data` without
 *   raising `version`, so the pull that brings the server's merge of it (maybe with another
 *   device's fields) is still newer and applies; it is also the `baseVersion` of the next edit,
 *   so an edit never claims to have seen another device's change that only the server knows.
 * - `row.data` is always rebase(server data, the record's outbox entries in seq order).
 * - `row.pending` is the number of the record's outbox entries, and `row._seq` the newest one's
 *   seq — as of the row's last write: a row whose one change was applied is not rewritten, the
 *   answer's transaction raises `ackedThrough` instead, and the row reads as settled
 *   (db/acknowledged.ts, ADR 0054). Every row read here is settled first.
 * - An outbox entry leaves only with the server's answer to it; a refusal becomes an attention item.
 */
import { SYNC_REASON_MESSAGES, isNewer, type MutationResult, type PullResponse, type SyncEntity } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../db/database'
import { ACKED_THROUGH, ackedThroughOf, settledRow, slowAckOf, waitsForServer, writeSlowAck } from '../db/acknowledged'
import { isQuotaError, StorageFullError } from '../db/errors'
import { rebaseData, rebaseRow } from './rebase-row'
import { attentionFor, replacedAttention } from './attention-items'
import type { LocalRow, OutboxEntry } from '../db/types'

/** Storage failures of sync work: a full device says so (StorageFullError), others pass through. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error)
    throw error
  }
}

/** A pulled record that belongs to someone else: the session changed user under this database. */
export class WrongUserError extends Error {
  constructor() {
    super('The server sent records of another account to this account’s database.')
    this.name = 'WrongUserError'
  }
}

export async function readSyncValue<T>(db: UserDatabase, key: string): Promise<T | undefined> {
  return (await db.syncState.get(key))?.value as T | undefined
}

export async function writeSyncValue(db: UserDatabase, key: string, value: unknown): Promise<void> {
  await guarded(async () => {
    if (value === undefined) await db.syncState.delete(key)
    else await db.syncState.put({ key, value })
  })
}

/** The next entries to push: the oldest first, at most `limit`. */
export function nextOutboxBatch(db: UserDatabase, limit: number): Promise<OutboxEntry[]> {
  return db.outbox.orderBy('seq').limit(limit).toArray()
}

/** The next entries after `seq` (those up to it are on the wire or answered), oldest first. */
export function nextOutboxBatchAfter(db: UserDatabase, seq: number, limit: number): Promise<OutboxEntry[]> {
  return db.outbox.where('seq').above(seq).limit(limit).toArray()
}

export function outboxSize(db: UserDatabase): Promise<number> {
  return db.outbox.count()
}

/** Below this many ids a range read saves too little to be worth its bookkeeping. */
const RANGE_READ_MIN = 8

/**
 * The rows with these ids. Ids made on devices are UUIDv7 (they sort in creation order), so the
 * records of a pushed batch or a pulled page usually lie next to each other in the store: one
 * range read (one IndexedDB `getAll`) replaces one `get` per id, which is most of the cost of
 * storing an answered batch (ADR 0048). The read is capped at a quarter more rows than asked
 * for; when other records fill the range past the cap, the ids beyond the last row read are
 * fetched one by one as before. An id within the range that was not read is not stored.
 */
async function rowsWithIds(table: ReturnType<UserDatabase['tableFor']>, ids: readonly string[]): Promise<Map<string, LocalRow>> {
  const found = new Map<string, LocalRow>()
  if (ids.length < RANGE_READ_MIN) {
    const rows = await table.bulkGet([...ids])
    for (const row of rows) if (row) found.set(row.id, row)
    return found
  }
  const sorted = [...ids].sort()
  const wanted = new Set(sorted)
  const limit = sorted.length + Math.ceil(sorted.length / 4)
  const rows = await table
    .where(':id')
    .between(sorted[0]!, sorted[sorted.length - 1]!, true, true)
    .limit(limit)
    .toArray()
  for (const row of rows) if (wanted.has(row.id)) found.set(row.id, row)
  if (rows.length < limit) return found
  const lastRead = rows[rows.length - 1]!.id
  const rest = sorted.filter((id) => id > lastRead)
  const more = await table.bulkGet(rest)
  for (const row of more) if (row) found.set(row.id, row)
  return found
}

type Key = `${SyncEntity}:${string}`
const keyOf = (entity: SyncEntity, id: string): Key => `${entity}:${id}`

/**
 * The rows and outbox entries of a set of records, read with a few bulk queries and then worked
 * on in memory; `save` queues a row (null: delete it) and `flush` writes them all at the end of
 * the transaction. A page of 500 changes costs a handful of IndexedDB requests, not thousands.
 */
class RecordBatch {
  private readonly rows = new Map<Key, LocalRow | undefined>()
  private readonly pending = new Map<Key, OutboxEntry[]>()
  private readonly changed = new Map<Key, { entity: SyncEntity; id: string; row: LocalRow | null }>()

  /** `ackedThrough`: read in the same transaction; every row loaded is settled with it. */
  constructor(
    private readonly db: UserDatabase,
    private readonly ackedThrough: number
  ) {}

  /**
   * Loads the records' rows and their outbox entries. `known`: outbox entries already read (a
   * pushed batch). A row's `pending` count says whether it has entries beyond those, so the
   * outbox index is queried only for the few records that do (or whose row is gone).
   */
  async load(records: readonly { entity: SyncEntity; id: string }[], known: readonly OutboxEntry[] = []) {
    const byEntity = new Map<SyncEntity, string[]>()
    const fresh: Key[] = []
    for (const { entity, id } of records) {
      const key = keyOf(entity, id)
      if (this.rows.has(key)) continue
      this.rows.set(key, undefined)
      fresh.push(key)
      // Pushed onto, not copied: a batch of 500 records of one kind stays linear.
      const ids = byEntity.get(entity)
      if (ids) ids.push(id)
      else byEntity.set(entity, [id])
    }
    // A row whose newest change is one of `known` still waits for it, whatever `ackedThrough`
    // says (a seq used again after a bug: the server answers it 'seq_reused').
    const knownSeqs = new Set(known.map((entry) => entry.seq))
    for (const [entity, ids] of byEntity) {
      const found = await rowsWithIds(this.db.tableFor(entity), ids)
      for (const id of ids) {
        const row = found.get(id)
        const waits = row?._seq !== undefined && knownSeqs.has(row._seq)
        this.rows.set(keyOf(entity, id), row && !waits ? settledRow(row, this.ackedThrough) : row)
      }
    }
    const knownByKey = new Map<Key, OutboxEntry[]>()
    for (const entry of known) {
      const key = keyOf(entry.entity, entry.entityId)
      const entries = knownByKey.get(key)
      if (entries) entries.push(entry)
      else knownByKey.set(key, [entry])
    }
    const toQuery = new Set<string>()
    for (const key of fresh) {
      const row = this.rows.get(key)
      const entries = knownByKey.get(key) ?? []
      if (row && row.pending <= entries.length)
        this.pending.set(
          key,
          entries.sort((a, b) => a.seq - b.seq)
        )
      else toQuery.add(key.slice(key.indexOf(':') + 1))
    }
    if (toQuery.size === 0) return
    const entries = await this.db.outbox
      .where('entityId')
      .anyOf([...toQuery])
      .toArray()
    const queried = new Map<Key, OutboxEntry[]>()
    for (const entry of entries.sort((a, b) => a.seq - b.seq)) {
      const key = keyOf(entry.entity, entry.entityId)
      const list = queried.get(key)
      if (list) list.push(entry)
      else queried.set(key, [entry])
    }
    for (const key of fresh) if (!this.pending.has(key)) this.pending.set(key, queried.get(key) ?? [])
  }

  row(entity: SyncEntity, id: string): LocalRow | undefined {
    return this.rows.get(keyOf(entity, id))
  }

  /** The record's unacknowledged outbox entries, oldest first. */
  pendingOf(entity: SyncEntity, id: string): OutboxEntry[] {
    return this.pending.get(keyOf(entity, id)) ?? []
  }

  /** The entry has its answer: it leaves the record's pending list (the caller deletes it). */
  acknowledge(entry: OutboxEntry) {
    const key = keyOf(entry.entity, entry.entityId)
    this.pending.set(
      key,
      this.pendingOf(entry.entity, entry.entityId).filter((e) => e.seq !== entry.seq)
    )
  }

  save(entity: SyncEntity, id: string, row: LocalRow | null, resync?: number) {
    const stored = row === null || resync === undefined ? row : { ...row, _resync: resync }
    this.rows.set(keyOf(entity, id), stored ?? undefined)
    this.changed.set(keyOf(entity, id), { entity, id, row: stored })
  }

  async flush() {
    const puts = new Map<SyncEntity, LocalRow[]>()
    const deletes = new Map<SyncEntity, string[]>()
    for (const { entity, id, row } of this.changed.values()) {
      if (row) {
        const rows = puts.get(entity)
        if (rows) rows.push(row)
        else puts.set(entity, [row])
      } else {
        const ids = deletes.get(entity)
        if (ids) ids.push(id)
        else deletes.set(entity, [id])
      }
    }
    for (const [entity, rows] of puts) await this.db.tableFor(entity).bulkPut(rows)
    for (const [entity, ids] of deletes) await this.db.tableFor(entity).bulkDelete(ids)
    this.changed.clear()
  }
}

/**
 * The server's record after it acknowledged `entry` at `version`: this device's change folded
 * in (see top) — unless a pull already brought that version or a later one, which includes it.
 */
function acknowledged(db: UserDatabase, entry: OutboxEntry, version: number | undefined, server: LocalRow['server']): LocalRow['server'] {
  if (server && version !== undefined && version <= server.version) return server
  const base = server ?? { version: 0, deleted: false, data: null }
  if (entry.op === 'delete') return { ...base, deleted: true }
  const data = rebaseData(entry.entity, entry.entityId, db.userId, base.data, [entry])
  return { ...base, data }
}

/**
 * Removes answered entries (`seqs` ascending, each checked to be the entry answered). When they
 * are one run with nothing between — a whole answered batch — one range delete does it: every
 * seq in the range is one of them, so nothing unanswered can go with them.
 */
async function deleteFromOutbox(db: UserDatabase, seqs: readonly number[]): Promise<void> {
  const first = seqs[0]
  const last = seqs[seqs.length - 1]
  if (first === undefined || last === undefined) return
  const oneRun = last - first + 1 === seqs.length && seqs.every((seq, index) => index === 0 || seq === seqs[index - 1]! + 1)
  if (oneRun) await db.outbox.where('seq').between(first, last, true, true).delete()
  else await db.outbox.bulkDelete([...seqs])
}

export interface PushOutcome {
  /** Answers that matched an entry still in the outbox. */
  answered: number
  attention: number
}

/**
 * Applies the server's answers to a pushed batch in one transaction, with the server's
 * `lastSeq` it came with. An answer whose entry is no longer in the outbox was already applied
 * (a replayed answer) and changes nothing.
 *
 * Most answers are stored without touching the record's row (ADR 0054): when a record's one
 * waiting change was applied, the entry leaves the outbox and `ackedThrough` moves past it, and
 * the row reads as settled from then on (db/acknowledged.ts). Its row is rewritten, as it always
 * was, when the record is named in `slowAck` (another change waits too, or a pull rewrote it
 * meanwhile), when the change was a delete or was not applied, or when an older entry still
 * waits in the outbox (so `ackedThrough` cannot reach it).
 */
export function applyPushResults(db: UserDatabase, results: readonly MutationResult[], lastSeq?: number): Promise<PushOutcome> {
  const ordered = [...results].sort((a, b) => a.seq - b.seq)
  const last = ordered[ordered.length - 1]?.seq
  return guarded(() =>
    db.transaction('rw', [...db.recordTables, db.outbox, db.attention, db.syncState], async () => {
      const outcome: PushOutcome = { answered: 0, attention: 0 }
      // Everything still in the outbox up to the batch's last seq: the batch's entries (one
      // range read), and any older entry still waiting, which `ackedThrough` must stay below.
      const [acked, slow, upTo] = await Promise.all([
        ackedThroughOf(db),
        slowAckOf(db),
        last === undefined ? [] : db.outbox.where('seq').belowOrEqual(last).toArray(),
      ])
      const bySeq = new Map(upTo.map((entry) => [entry.seq, entry]))
      const entries = ordered.map((result) => {
        const entry = bySeq.get(result.seq)
        return entry && entry.mutationId === result.mutationId ? entry : undefined
      })
      // Every seq up to `reach` has left the outbox once this transaction commits.
      const answeredSeqs = new Set(entries.flatMap((entry) => (entry ? [entry.seq] : [])))
      const waiting = upTo.find((entry) => !answeredSeqs.has(entry.seq))
      const reach = waiting ? waiting.seq - 1 : (last ?? 0)
      const ackedThrough = Math.max(acked, reach)
      const settlesAlone = (entry: OutboxEntry, result: MutationResult) =>
        (result.status === 'applied' || result.status === 'duplicate') &&
        entry.op !== 'delete' &&
        entry.seq <= reach &&
        !slow.has(keyOf(entry.entity, entry.entityId))
      const rewritten = entries.filter((entry, index): entry is OutboxEntry => entry !== undefined && !settlesAlone(entry, ordered[index]!))
      // Rows are settled as of before this batch: its own entries are still theirs to answer.
      const batch = new RecordBatch(db, acked)
      await batch.load(
        rewritten.map((e) => ({ entity: e.entity, id: e.entityId })),
        rewritten
      )
      const done: number[] = []

      for (const [index, result] of ordered.entries()) {
        // No entry: already answered (a replayed answer) — nothing to do.
        const entry = entries[index]
        if (!entry) continue
        outcome.answered += 1
        done.push(entry.seq)
        if (settlesAlone(entry, result)) continue
        const row = batch.row(entry.entity, entry.entityId)
        const earlier = batch.pendingOf(entry.entity, entry.entityId).filter((e) => e.seq < entry.seq)
        batch.acknowledge(entry)
        const remaining = batch.pendingOf(entry.entity, entry.entityId)
        const server = row?.server ?? null

        if (result.status === 'applied' || result.status === 'duplicate') {
          // 'duplicate': answered so long ago that the answer is gone; it was processed, so it
          // is treated as applied and the next pull shows what the server holds.
          const next = acknowledged(db, entry, result.version, server)
          batch.save(entry.entity, entry.entityId, rebaseRow(entry.entity, entry.entityId, db.userId, next, remaining, row?.data ?? null))
          continue
        }

        const shownBefore = rebaseData(entry.entity, entry.entityId, db.userId, server?.data ?? null, [...earlier, entry])
        if (await attentionFor(db, entry, result, entry.op === 'delete' ? (row?.data ?? null) : shownBefore)) outcome.attention += 1

        // The server keeps its record: show it (with the remaining local changes on top).
        const record = result.serverRecord
        let next = server
        if (record && record.entity === entry.entity && record.id === entry.entityId && isNewer(record.version, server?.version)) {
          next = { version: record.version, deleted: record.deleted, data: record.data ?? server?.data ?? null }
        }
        const refusedCreate = entry.op === 'create' && next === null
        const rebased = refusedCreate ? null : rebaseRow(entry.entity, entry.entityId, db.userId, next, remaining, row?.data ?? null)
        batch.save(entry.entity, entry.entityId, rebased)
      }
      // A record rewritten with nothing left waiting takes the quick way again next time.
      let slowChanged = false
      for (const entry of rewritten) {
        const key = keyOf(entry.entity, entry.entityId)
        if (slow.has(key) && batch.pendingOf(entry.entity, entry.entityId).length === 0) {
          slow.delete(key)
          slowChanged = true
        }
      }
      await deleteFromOutbox(db, done)
      await batch.flush()
      if (slowChanged) await writeSlowAck(db, slow)
      if (ackedThrough !== acked) await db.syncState.put({ key: ACKED_THROUGH, value: ackedThrough })
      if (lastSeq !== undefined) await db.syncState.put({ key: 'lastSeq', value: lastSeq })
      return outcome
    })
  )
}

/**
 * Applies one pulled page and its cursor in one transaction, so the cursor never runs ahead of
 * the records. `resync` marks every record seen during a full resync (see `finishFullResync`).
 */
export async function applyPullPage(db: UserDatabase, page: PullResponse, resync?: number): Promise<{ applied: number }> {
  for (const change of page.changes) {
    const owner = change.data?.userId
    if (owner !== undefined && owner !== null && owner !== db.userId) throw new WrongUserError()
  }
  return guarded(() =>
    db.transaction('rw', [...db.recordTables, db.outbox, db.syncState, db.attention], async () => {
      let applied = 0
      const [clientIdRow, acked] = await Promise.all([db.syncState.get('clientId'), ackedThroughOf(db)])
      const clientId = clientIdRow?.value as string | undefined
      const batch = new RecordBatch(db, acked)
      await batch.load(page.changes.map((change) => ({ entity: change.entity, id: change.id })))
      // Records rewritten here while a change of theirs waits: their server copy is now the
      // pulled one, so their answer must rewrite them (db/acknowledged.ts).
      const pulledOver: Key[] = []
      for (const change of page.changes) {
        const row = batch.row(change.entity, change.id)
        if (row?.server && !isNewer(change.version, row.server.version)) {
          if (resync !== undefined) batch.save(change.entity, change.id, row, resync)
          continue
        }
        const pending = batch.pendingOf(change.entity, change.id)
        if (change.replaced && clientId) await replacedAttention(db, change, row?.server ?? null, clientId)
        const server = { version: change.version, deleted: change.deleted, data: change.data ?? row?.server?.data ?? null }
        batch.save(change.entity, change.id, rebaseRow(change.entity, change.id, db.userId, server, pending, row?.data ?? null), resync)
        if (pending.length > 0) pulledOver.push(keyOf(change.entity, change.id))
        applied += 1
      }
      if (pulledOver.length > 0) {
        const slow = await slowAckOf(db)
        const before = slow.size
        for (const key of pulledOver) slow.add(key)
        if (slow.size !== before) await writeSlowAck(db, slow)
      }
      await batch.flush()
      await db.syncState.put({ key: 'cursor', value: page.cursor })
      await db.syncState.put({ key: 'lastSeq', value: page.lastSeq })
      return { applied }
    })
  )
}

/**
 * 410 (the cursor is older than the tombstones the server still keeps): pull everything again
 * from the start, keeping the outbox. Returns the resync's mark; an interrupted resync resumes
 * with the same mark and the cursor it reached.
 */
export function startFullResync(db: UserDatabase): Promise<number> {
  return guarded(() =>
    db.transaction('rw', db.syncState, async () => {
      const running = await db.syncState.get('resync')
      if (typeof running?.value === 'number') return running.value
      const mark = Date.now()
      await db.syncState.put({ key: 'resync', value: mark })
      await db.syncState.put({ key: 'cursor', value: '' })
      return mark
    })
  )
}

/**
 * The full resync reached the end: a record it did not see is gone on the server (its tombstone
 * was purged), so the row goes too — unless this device still has changes for it.
 */
export function finishFullResync(db: UserDatabase, mark: number): Promise<void> {
  return guarded(() =>
    db.transaction('rw', [...db.recordTables, db.syncState], async () => {
      const acked = await ackedThroughOf(db)
      for (const table of db.recordTables) {
        await table.filter((row) => row._resync !== mark && !waitsForServer(row, acked)).delete()
      }
      await db.syncState.delete('resync')
    })
  )
}

/**
 * A change too large for any push body (the protocol's PUSH_BODY_MAX_BYTES, or a smaller limit
 * the server answered 413 for): it leaves the outbox for the "needs your attention" list, with
 * its data, and the entries after it take its seq on, so the queue behind it flows. Safe: it
 * was the oldest entry and never processed, and the server processes seqs in order, so it has
 * processed none of the entries after it either.
 */
export function refuseUnsendable(db: UserDatabase, entry: OutboxEntry): Promise<void> {
  return guarded(() =>
    db.transaction('rw', [...db.recordTables, db.outbox, db.attention, db.syncState], async () => {
      const refusal: MutationResult = {
        mutationId: entry.mutationId,
        seq: entry.seq,
        status: 'rejected',
        reason: 'too_large',
        message: SYNC_REASON_MESSAGES.too_large,
      }
      await applyPushResults(db, [refusal])
      await renumberOutbox(db, entry.seq)
    })
  )
}

/**
 * After a 409 seq gap whose missing entries this device no longer has (the server lost them,
 * e.g. restored from a backup): number the outbox on from the server's `lastSeq`. Safe because
 * the server has processed none of them (they are all above its `lastSeq`).
 */
export function renumberOutbox(db: UserDatabase, firstSeq: number): Promise<void> {
  return guarded(() =>
    db.transaction('rw', [...db.recordTables, db.outbox, db.syncState], async () => {
      const entries = await db.outbox.orderBy('seq').toArray()
      const renumbered = new Map(entries.map((entry, index) => [entry.seq, firstSeq + index]))
      // Rows name their newest change by seq, and `ackedThrough` may now be above the new
      // numbers: settled rows are written settled, waiting ones get their change's new number,
      // and `ackedThrough` goes back to below the first of them (db/acknowledged.ts).
      const acked = await ackedThroughOf(db)
      for (const table of db.recordTables) {
        const waiting = await table.filter((row) => row.pending > 0).toArray()
        const rows = waiting.map((row) => {
          const settled = settledRow(row, acked)
          const seq = settled._seq === undefined ? undefined : renumbered.get(settled._seq)
          return seq === undefined ? settled : { ...settled, _seq: seq }
        })
        if (rows.length > 0) await table.bulkPut(rows)
      }
      await db.outbox.clear()
      await db.outbox.bulkAdd(entries.map((entry, index) => ({ ...entry, seq: firstSeq + index })))
      await db.syncState.put({ key: 'nextSeq', value: firstSeq + entries.length })
      await db.syncState.put({ key: ACKED_THROUGH, value: firstSeq - 1 })
    })
  )
}
