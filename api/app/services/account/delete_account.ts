/**
 * Deleting a person's account: every row of theirs on the server goes, in one transaction.
 *
 * What "every row" means is read from the schema at run time (user_tables.ts), so a table added
 * later is covered without editing this file:
 *   - every table with a `user_id` column (records, sync state, push subscriptions, sessions in
 *     the database store, clicks, shares…), rows whose user_id is the person;
 *   - before any row is deleted, the rows that reference it through a foreign key, followed
 *     down the graph (recommendations of their assessments, replies — anyone's — under their
 *     forum posts, stored push answers of their sync clients), unless that key is ON DELETE
 *     SET NULL, which the database applies itself;
 *   - the users row last (its mail tokens are columns on it), after anything still pointing
 *     at it.
 * Then, outside the transaction, what lives elsewhere: sessions in Redis, and the rate-limit
 * counters keyed by the account (its id, or its email hashed) in the database limiter store.
 * Redis limiter keys are left to expire (an hour at most) — they hold no address, only a hash.
 *
 * Deleting the users row is also what ends every session of the person on every device: the
 * epoch user provider finds no user, so the next request is a guest's (401 where sign-in is
 * needed).
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { SESSION_STORE } from '#config/session'
import { forgetStoredSessions } from '#services/auth/sessions_service'
import { emailKey } from '#services/auth/rate_keys'
import { foreignKeys, tablesWithUserId, type ForeignKey } from '#services/account/user_tables'

type Scope = (query: DatabaseQueryBuilderContract<any>) => void

/**
 * Deletes the rows of `table` that `scope` selects, after (depth first) the rows elsewhere that
 * reference them by a foreign key the database would not simply set to null. `path` stops a
 * cycle of keys from recursing forever.
 */
async function deleteWithDependents(trx: TransactionClientContract, keys: ForeignKey[], table: string, scope: Scope, path: string[]) {
  for (const key of keys) {
    if (key.parent !== table || key.onDelete === 'SET NULL' || path.includes(key.child)) continue
    const childScope: Scope = (query) => {
      query.whereIn(key.childColumn, (sub: DatabaseQueryBuilderContract<any>) => {
        sub.from(table).select(key.parentColumn)
        scope(sub)
      })
    }
    await deleteWithDependents(trx, keys, key.child, childScope, [...path, key.child])
  }
  const query = trx.from(table)
  scope(query)
  await query.delete()
}

async function deleteInTransaction(trx: TransactionClientContract, userId: number) {
  const [tables, keys] = [await tablesWithUserId(trx), await foreignKeys(trx)]
  for (const table of tables) {
    if (table === 'users') continue
    // Bound as a string: sessions.user_id is text; both engines compare it with an integer column.
    await deleteWithDependents(trx, keys, table, (q) => q.where('user_id', String(userId)), [table])
  }
  await deleteWithDependents(trx, keys, 'users', (q) => q.where('id', userId), ['users'])
}

async function forgetRateLimits(userId: number, email: string | null) {
  const exists = await db.connection().schema.hasTable('rate_limits')
  if (!exists) return
  // Keys end in `user<id>` (start/limiter.ts); '%user5' cannot match 'user15'.
  const query = db.from('rate_limits').whereLike('key', `%user${userId}`)
  const hashed = emailKey(email)
  if (hashed) query.orWhereLike('key', `%${hashed}%`)
  await query.delete()
}

/**
 * Removes every row of the user on the server. With `trx`, runs inside the caller's transaction
 * (and leaves Redis and the rate limits — outside any transaction — to the caller's commit:
 * they are cleaned here only when this function owns the transaction).
 */
export async function deleteAccountData(userId: number, trx?: TransactionClientContract): Promise<void> {
  if (trx) {
    await deleteInTransaction(trx, userId)
    return
  }
  const user = await db.from('users').where('id', userId).select('email').first()
  await db.transaction((own) => deleteInTransaction(own, userId))
  if (SESSION_STORE === 'redis') await forgetStoredSessions(userId)
  await forgetRateLimits(userId, user?.email ?? null)
}
