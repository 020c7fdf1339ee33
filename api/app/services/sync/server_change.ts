/**
 * Changes that do not come from a sync client — the REST endpoints (spec §7) — go through the
 * same decide-and-write code as pushed mutations, with client id '' and a server stamp, so they
 * get a version and field metadata and other devices pull them.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { SYNC_REASON_MESSAGES, lwwStamp, type RecordFields, type SyncEntity, type SyncOp } from '@dosewise/sync-protocol'
import { ConflictException, NotFoundException, TooManyRequestsException, ValidationFailedException } from '#exceptions/app_exceptions'
import { isUniqueViolation } from '#services/db_errors'
import { applyChange, type Outcome } from '#services/sync/apply_change'
import { loadRow, serverMadeRow, type RecordRow } from '#services/sync/record_store'
import { ENTITY_TABLES } from '#services/sync/entity_tables'
import { DirectAccess } from '#services/sync/record_access'
import { lockUserState, nextVersion } from '#services/sync/user_state'

export interface ServerChange {
  entity: SyncEntity
  id: string
  op: SyncOp
  patch: RecordFields | null
}

/** More work for a change that was written, in its transaction (e.g. an assessment's plan). */
export type AfterWrite = (trx: TransactionClientContract, row: RecordRow, now: Date) => Promise<void>

/**
 * A rule the change must meet, judged on the record as it stands under the user's lock (so two
 * changes at once are judged one after the other); it throws a typed exception to refuse.
 */
export type BeforeWrite = (trx: TransactionClientContract, current: RecordRow | null) => Promise<void>

async function run(userId: number, change: ServerChange, after?: AfterWrite, before?: BeforeWrite): Promise<Outcome> {
  const now = new Date()
  return db.transaction(async (trx) => {
    const access = new DirectAccess(trx, await lockUserState(trx, userId))
    if (before) await before(trx, await access.load(change.entity, change.id))
    const outcome = await applyChange(
      access,
      { ...change, baseVersion: null, clientId: '', stamp: lwwStamp(now.toISOString(), '', 0), madeAt: null },
      now
    )
    if (outcome.status === 'applied' && outcome.written && after) {
      await after(trx, outcome.row, now)
      return { ...outcome, row: (await access.load(change.entity, change.id)) ?? outcome.row }
    }
    return outcome
  })
}

/**
 * Applies the change and returns the record as written (and whether this call wrote it).
 * A refusal becomes the matching HTTP error.
 */
export async function changeAsServer(
  userId: number,
  change: ServerChange,
  after?: AfterWrite,
  before?: BeforeWrite
): Promise<{ row: RecordRow; written: boolean }> {
  let outcome: Outcome
  try {
    outcome = await run(userId, change, after, before)
  } catch (error) {
    // Another account created the same id at the same moment: retried, it is `already_exists`.
    if (!isUniqueViolation(error)) throw error
    outcome = await run(userId, change, after, before)
  }
  if (outcome.status === 'applied') return { row: outcome.row, written: outcome.written }
  if (outcome.status === 'conflict') throw new ConflictException(SYNC_REASON_MESSAGES[outcome.reason], 'E_SYNC_CONFLICT')
  switch (outcome.reason) {
    case 'validation':
      throw new ValidationFailedException(outcome.errors ?? [])
    case 'not_found':
      throw new NotFoundException()
    case 'already_exists':
      throw new ConflictException(SYNC_REASON_MESSAGES.already_exists, 'E_ALREADY_EXISTS')
    case 'rate_limited':
      throw new TooManyRequestsException(outcome.message ?? SYNC_REASON_MESSAGES.rate_limited)
    default:
      throw new ConflictException(SYNC_REASON_MESSAGES[outcome.reason], 'E_UNSUPPORTED')
  }
}

/**
 * A record the server makes with an integer id (an order, a subscription; the registry's
 * `ids: 'integer'`), from its read-shape fields: written with the next version of the user's
 * changes, so the person's devices pull it. `extra`: columns outside the read shape. Answers the
 * row as stored.
 */
export async function createAsServer(
  userId: number,
  entity: SyncEntity,
  data: RecordFields,
  extra: Record<string, unknown> = {}
): Promise<RecordRow> {
  return db.transaction(async (trx) => {
    const state = await lockUserState(trx, userId)
    const version = await nextVersion(trx, state)
    const [inserted] = await trx
      .knexQuery()
      .table(ENTITY_TABLES[entity].table)
      .insert(serverMadeRow(entity, userId, data, version, new Date(), extra))
      .returning('id')
    return (await loadRow(trx, entity, userId, String(inserted.id)))!
  })
}
