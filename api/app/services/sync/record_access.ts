/**
 * How the change path reads and writes records inside its transaction (which holds the user's
 * counter lock). Two ways, same results:
 * - DirectAccess: every read and write is its own query — for one change (REST calls).
 * - BatchAccess: for a pushed batch — the rows of the whole batch are read with one query per
 *   kind, new records are inserted and changed ones written back together at the end (one
 *   statement per kind on PostgreSQL), and the counter is written once. A batch of 500 creates,
 *   updates or deletes is a handful of queries instead of thousands (ADR 0043).
 * Both see their own earlier writes (a create then a patch of the same record in one batch).
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { SyncEntity } from '@dosewise/sync-protocol'
import {
  changedColumns,
  countCreatedSince,
  idTaken,
  insertRows,
  loadRow,
  newRow,
  referencedIds,
  rowsAmong,
  updateRow,
  updateRows,
  type RecordRow,
  type RecordWrite,
} from '#services/sync/record_store'
import { nextVersion, writeVersion, type UserState } from '#services/sync/user_state'

export interface RecordAccess {
  readonly trx: TransactionClientContract
  readonly state: UserState
  load(entity: SyncEntity, id: string): Promise<RecordRow | null>
  /** Whether any user already holds this id. */
  taken(entity: SyncEntity, id: string): Promise<boolean>
  insert(entity: SyncEntity, id: string, write: RecordWrite, extra?: Record<string, unknown>): Promise<RecordRow>
  update(entity: SyncEntity, current: RecordRow, write: RecordWrite): Promise<RecordRow>
  /** The next version of this user's changes. */
  nextVersion(): Promise<number>
  /** How many records of this kind the user has created since `since` (tombstones included). */
  createdSince(entity: SyncEntity, since: Date): Promise<number>
  /**
   * Whether the stored row that `value` names through the kind's registry `references` exists
   * (the user's own when `owned`, and not `absentIf`).
   */
  referenceExists(entity: SyncEntity, value: string | number): Promise<boolean>
}

export class DirectAccess implements RecordAccess {
  constructor(
    readonly trx: TransactionClientContract,
    readonly state: UserState
  ) {}

  load(entity: SyncEntity, id: string) {
    return loadRow(this.trx, entity, this.state.userId, id)
  }

  taken(entity: SyncEntity, id: string) {
    return idTaken(this.trx, entity, id)
  }

  async insert(entity: SyncEntity, id: string, write: RecordWrite, extra: Record<string, unknown> = {}) {
    await insertRows(this.trx, entity, [newRow(entity, this.state.userId, id, write, extra)])
    return (await this.load(entity, id))!
  }

  async update(entity: SyncEntity, current: RecordRow, write: RecordWrite) {
    await updateRow(this.trx, entity, current, changedColumns(entity, current, write))
    return (await this.load(entity, String(current.id)))!
  }

  nextVersion() {
    return nextVersion(this.trx, this.state)
  }

  createdSince(entity: SyncEntity, since: Date) {
    return countCreatedSince(this.trx, entity, this.state.userId, since)
  }

  async referenceExists(entity: SyncEntity, value: string | number) {
    return (await referencedIds(this.trx, entity, this.state.userId, [value])).has(String(value))
  }
}

type Cached = { row: RecordRow; inserted: boolean; dirty: boolean }

export class BatchAccess implements RecordAccess {
  #rows = new Map<string, Cached | null>()
  #taken = new Set<string>()
  /** Whether a referenced row exists, by `${entity}:${value}`: read once per batch. */
  #references = new Map<string, boolean>()

  constructor(
    readonly trx: TransactionClientContract,
    readonly state: UserState
  ) {}

  /**
   * Reads this user's records and the taken ids for every (entity, id) of the batch: one query
   * per kind finds the ids' rows whoever holds them; this user's are kept, another user's only
   * mark its id as taken.
   */
  async preload(targets: { entity: SyncEntity; id: string }[]) {
    const byEntity = new Map<SyncEntity, string[]>()
    for (const { entity, id } of targets) {
      if (this.#rows.has(`${entity}:${id}`)) continue
      const ids = byEntity.get(entity)
      if (ids) ids.push(id)
      else byEntity.set(entity, [id])
    }
    for (const [entity, ids] of byEntity) {
      const found = new Map((await rowsAmong(this.trx, entity, ids)).map((row) => [String(row.id), row]))
      for (const id of ids) {
        const row = found.get(id)
        const mine = row !== undefined && Number(row.user_id) === this.state.userId
        this.#rows.set(`${entity}:${id}`, mine ? { row, inserted: false, dirty: false } : null)
        if (row) this.#taken.add(`${entity}:${id}`)
      }
    }
  }

  /**
   * Reads, one query per kind, whether the rows the batch's changes name (a dose's supplement,
   * a reply's post) exist. A batch holds the user's counter lock, and these are rows it does not
   * write, so the answer holds for the whole batch.
   */
  async preloadReferences(targets: { entity: SyncEntity; value: string | number }[]) {
    const byEntity = new Map<SyncEntity, Set<string | number>>()
    for (const { entity, value } of targets) {
      if (this.#references.has(`${entity}:${value}`)) continue
      const values = byEntity.get(entity)
      if (values) values.add(value)
      else byEntity.set(entity, new Set([value]))
    }
    for (const [entity, values] of byEntity) {
      const found = await referencedIds(this.trx, entity, this.state.userId, [...values])
      for (const value of values) this.#references.set(`${entity}:${value}`, found.has(String(value)))
    }
  }

  async referenceExists(entity: SyncEntity, value: string | number) {
    const key = `${entity}:${value}`
    if (!this.#references.has(key)) await this.preloadReferences([{ entity, value }])
    return this.#references.get(key)!
  }

  async load(entity: SyncEntity, id: string) {
    const key = `${entity}:${id}`
    if (!this.#rows.has(key)) await this.preload([{ entity, id }])
    return this.#rows.get(key)?.row ?? null
  }

  async taken(entity: SyncEntity, id: string) {
    return this.#taken.has(`${entity}:${id}`)
  }

  async insert(entity: SyncEntity, id: string, write: RecordWrite, extra: Record<string, unknown> = {}) {
    const row = newRow(entity, this.state.userId, id, write, extra)
    this.#rows.set(`${entity}:${id}`, { row, inserted: true, dirty: true })
    this.#taken.add(`${entity}:${id}`)
    return row
  }

  async update(entity: SyncEntity, current: RecordRow, write: RecordWrite) {
    const key = `${entity}:${current.id}`
    const cached = this.#rows.get(key)!
    const row = { ...cached.row, ...changedColumns(entity, current, write) }
    this.#rows.set(key, { row, inserted: cached.inserted, dirty: true })
    return row
  }

  async nextVersion() {
    this.state.version += 1
    return this.state.version
  }

  /** The stored ones, and those this batch made (not stored until `flush`, all made just now). */
  async createdSince(entity: SyncEntity, since: Date) {
    let made = 0
    for (const [key, cached] of this.#rows) if (cached?.inserted && key.startsWith(`${entity}:`)) made += 1
    return (await countCreatedSince(this.trx, entity, this.state.userId, since)) + made
  }

  /** Writes what the batch changed: changed records, then new ones, each kind together; the counter once. */
  async flush() {
    const inserts = new Map<SyncEntity, RecordRow[]>()
    const updates = new Map<SyncEntity, RecordRow[]>()
    for (const [key, cached] of this.#rows) {
      if (!cached?.dirty) continue
      const entity = key.slice(0, key.indexOf(':')) as SyncEntity
      const into = cached.inserted ? inserts : updates
      const rows = into.get(entity)
      if (rows) rows.push(cached.row)
      else into.set(entity, [cached.row])
      cached.dirty = false
    }
    for (const [entity, rows] of updates) await updateRows(this.trx, entity, rows)
    for (const [entity, rows] of inserts) await insertRows(this.trx, entity, rows)
    await writeVersion(this.trx, this.state)
  }
}
