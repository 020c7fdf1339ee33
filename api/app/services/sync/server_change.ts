/**
 * Changes that do not come from a sync client — the REST endpoints (spec §7) — go through the
 * same decide-and-write code as pushed mutations, with client id '' and a server stamp, so they
 * get a version and field metadata and other devices pull them.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { SYNC_REASON_MESSAGES, lwwStamp, type RecordFields, type SyncEntity, type SyncOp } from '@dosewise/sync-protocol'
import { ConflictException, NotFoundException, ValidationFailedException } from '#exceptions/app_exceptions'
import { isUniqueViolation } from '#services/db_errors'
import { applyChange, type Outcome } from '#services/sync/apply_change'
import type { RecordRow } from '#services/sync/record_store'
import { DirectAccess } from '#services/sync/record_access'
import { lockUserState } from '#services/sync/user_state'

export interface ServerChange {
  entity: SyncEntity
  id: string
  op: SyncOp
  patch: RecordFields | null
}

/** More work for a change that was written, in its transaction (e.g. an assessment's plan). */
export type AfterWrite = (trx: TransactionClientContract, row: RecordRow, now: Date) => Promise<void>

async function run(userId: number, change: ServerChange, after?: AfterWrite): Promise<Outcome> {
  const now = new Date()
  return db.transaction(async (trx) => {
    const access = new DirectAccess(trx, await lockUserState(trx, userId))
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
  after?: AfterWrite
): Promise<{ row: RecordRow; written: boolean }> {
  let outcome: Outcome
  try {
    outcome = await run(userId, change, after)
  } catch (error) {
    // Another account created the same id at the same moment: retried, it is `already_exists`.
    if (!isUniqueViolation(error)) throw error
    outcome = await run(userId, change, after)
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
    default:
      throw new ConflictException(SYNC_REASON_MESSAGES[outcome.reason], 'E_UNSUPPORTED')
  }
}
