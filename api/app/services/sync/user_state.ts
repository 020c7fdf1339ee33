/**
 * The per-user change counter (sync_user_states). A writer locks the user's row for the rest of
 * its transaction, so one user's changes get versions one at a time and commit in version order:
 * a pull that has seen version N has seen every change up to N.
 */
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'

export interface UserState {
  userId: number
  version: number
  purgedThrough: number
}

const toState = (userId: number, row: any): UserState => ({
  userId,
  version: Number(row?.version ?? 0),
  purgedThrough: Number(row?.purged_through ?? 0),
})

/**
 * Takes the user's counter row for this transaction (creating it when missing). PostgreSQL locks
 * the row (`FOR UPDATE`); SQLite runs one transaction at a time on its single connection.
 */
export async function lockUserState(trx: TransactionClientContract, userId: number): Promise<UserState> {
  await trx.knexQuery().table('sync_user_states').insert({ user_id: userId, version: 0, purged_through: 0 }).onConflict('user_id').ignore()
  const query = trx.from('sync_user_states').where('user_id', userId)
  if (trx.dialect.name === 'postgres') query.forUpdate()
  return toState(userId, await query.first())
}

/** The next version for a change of this user; the caller holds the lock. */
export async function nextVersion(trx: TransactionClientContract, state: UserState): Promise<number> {
  state.version += 1
  await trx.from('sync_user_states').where('user_id', state.userId).update({ version: state.version })
  return state.version
}

/** Stores the counter as it stands in `state` (after in-memory increments of a batch). */
export async function writeVersion(trx: TransactionClientContract, state: UserState) {
  await trx.from('sync_user_states').where('user_id', state.userId).update({ version: state.version })
}

/** A committed snapshot of the counter, without a lock (for pulls). */
export async function readUserState(client: QueryClientContract, userId: number): Promise<UserState> {
  return toState(userId, await client.from('sync_user_states').where('user_id', userId).first())
}

/** Raises `purged_through`; the caller holds the lock. */
export async function raisePurgedThrough(trx: TransactionClientContract, state: UserState, version: number) {
  if (version <= state.purgedThrough) return
  state.purgedThrough = version
  await trx.from('sync_user_states').where('user_id', state.userId).update({ purged_through: version })
}
