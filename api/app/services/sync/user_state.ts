/**
 * The per-user change counter (sync_user_states). A writer locks the user's row for the rest of
 * its transaction, so one user's changes get versions one at a time and commit in version order:
 * a pull that has seen version N has seen every change up to N.
 *
 * Every change of a person's data moves this counter, here and nowhere else (`nextVersion`,
 * `writeVersion`), so this is where the person's open devices are told (ADR 0038): once the
 * transaction has committed — never inside it, where a rollback would make the notice a lie and
 * a pull could not see the change yet — with the highest version the transaction wrote.
 */
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { announceChange } from '#services/sync/live_notices'

export interface UserState {
  userId: number
  version: number
  purgedThrough: number
}

/** The counter as the lock found it, to tell whether a transaction moved it. */
const versionAtLock = new WeakMap<UserState, number>()
/** Per transaction: the highest version written for each user, announced after the commit. */
const written = new WeakMap<TransactionClientContract, Map<number, number>>()

function announceAfterCommit(trx: TransactionClientContract, state: UserState) {
  let users = written.get(trx)
  if (!users) {
    const created = new Map<number, number>()
    users = created
    written.set(trx, created)
    // Callers use top-level transactions (a savepoint's commit would be too early).
    trx.after('commit', () => {
      for (const [userId, version] of created) announceChange(userId, version)
    })
  }
  users.set(state.userId, Math.max(users.get(state.userId) ?? 0, state.version))
}

const toState = (userId: number, row: any): UserState => ({
  userId,
  version: Number(row?.version ?? 0),
  purgedThrough: Number(row?.purged_through ?? 0),
})

/**
 * Takes the user's counter row for this transaction (creating it when missing). PostgreSQL locks
 * the row (`FOR UPDATE`); SQLite runs one transaction at a time on its single connection.
 * The row nearly always exists, so it is read first: one query, and the insert (a write the
 * database must log even when it conflicts) only for a user's first change.
 */
export async function lockUserState(trx: TransactionClientContract, userId: number): Promise<UserState> {
  const locked = () => {
    const query = trx.from('sync_user_states').where('user_id', userId)
    if (trx.dialect.name === 'postgres') query.forUpdate()
    return query.first()
  }
  let row = await locked()
  if (!row) {
    await trx
      .knexQuery()
      .table('sync_user_states')
      .insert({ user_id: userId, version: 0, purged_through: 0 })
      .onConflict('user_id')
      .ignore()
    row = await locked()
  }
  const state = toState(userId, row)
  versionAtLock.set(state, state.version)
  return state
}

/** The next version for a change of this user; the caller holds the lock. */
export async function nextVersion(trx: TransactionClientContract, state: UserState): Promise<number> {
  state.version += 1
  await trx.from('sync_user_states').where('user_id', state.userId).update({ version: state.version })
  announceAfterCommit(trx, state)
  return state.version
}

/** Stores the counter as it stands in `state` (after in-memory increments of a batch). */
export async function writeVersion(trx: TransactionClientContract, state: UserState) {
  await trx.from('sync_user_states').where('user_id', state.userId).update({ version: state.version })
  // A batch of replays only writes the counter back unchanged: nothing to tell.
  if (state.version > (versionAtLock.get(state) ?? 0)) announceAfterCommit(trx, state)
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
