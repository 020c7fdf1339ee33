/**
 * How the change path reads and writes records inside its transaction (which holds the user's
 * counter lock). Two ways, same results:
 * - DirectAccess: every read and write is its own query — for one change (REST calls).
 * - BatchAccess: for a pushed batch — this user's records for the whole batch are read with a
 *   few `whereIn` queries, new records are inserted together at the end, and the counter is
 *   written once. A batch of 500 creates is a handful of queries instead of thousands.
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
  loadRows,
  newRow,
  takenIds,
  updateRow,
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
}

type Cached = { row: RecordRow; inserted: boolean; dirty: boolean }

export class BatchAccess implements RecordAccess {
  #rows = new Map<string, Cached | null>()
  #taken = new Set<string>()

  constructor(
    readonly trx: TransactionClientContract,
    readonly state: UserState
  ) {}

  /** Reads this user's records and the taken ids for every (entity, id) of the batch. */
  async preload(targets: { entity: SyncEntity; id: string }[]) {
    const byEntity = new Map<SyncEntity, string[]>()
    for (const { entity, id } of targets) byEntity.set(entity, [...(byEntity.get(entity) ?? []), id])
    for (const [entity, ids] of byEntity) {
      const rows = await loadRows(this.trx, entity, this.state.userId, ids)
      const notMine = ids.filter((id) => !rows.has(id))
      const taken = notMine.length > 0 ? await takenIds(this.trx, entity, notMine) : new Set<string>()
      for (const id of ids) {
        const row = rows.get(id)
        this.#rows.set(`${entity}:${id}`, row ? { row, inserted: false, dirty: false } : null)
        if (taken.has(id)) this.#taken.add(`${entity}:${id}`)
      }
    }
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

  /** Writes what the batch changed: new records together, changed ones one by one, the counter once. */
  async flush() {
    const inserts = new Map<SyncEntity, RecordRow[]>()
    for (const [key, cached] of this.#rows) {
      if (!cached?.dirty) continue
      const entity = key.slice(0, key.indexOf(':')) as SyncEntity
      if (cached.inserted) inserts.set(entity, [...(inserts.get(entity) ?? []), cached.row])
      else await updateRow(this.trx, entity, cached.row, cached.row)
      cached.dirty = false
    }
    for (const [entity, rows] of inserts) await insertRows(this.trx, entity, rows)
    await writeVersion(this.trx, this.state)
  }
}
