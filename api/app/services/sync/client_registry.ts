/**
 * Sync clients (one per installed PWA database) and the answers stored for their mutations.
 * A client id belongs to the user of its first push; `last_seq` and the stored answers make a
 * retried batch harmless.
 */
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { MutationResult } from '@dosewise/sync-protocol'
import { ClientMismatchException } from '#exceptions/app_exceptions'
import { toDbTimestamp } from '#services/sync/sql_values'

/**
 * The client's last seq, binding the client to the user on first use. A known client (every push
 * but its first) is one read; the insert, a write of its own outside any transaction, only when
 * the client is new.
 */
export async function bindClient(userId: number, clientId: string): Promise<number> {
  const read = () => db.from('sync_clients').where('client_id', clientId).first()
  let row = await read()
  if (!row) {
    const now = toDbTimestamp(new Date())
    await db
      .knexQuery()
      .table('sync_clients')
      .insert({ client_id: clientId, user_id: userId, last_seq: 0, created_at: now, updated_at: now })
      .onConflict('client_id')
      .ignore()
    row = await read()
  }
  if (!row || Number(row.user_id) !== userId) throw new ClientMismatchException()
  return Number(row.last_seq)
}

/** The client's last seq for this user, 0 when the client is unknown or another user's. */
export async function lastSeqFor(client: QueryClientContract, userId: number, clientId: string | undefined): Promise<number> {
  if (!clientId) return 0
  const row = await client.from('sync_clients').where('client_id', clientId).where('user_id', userId).first()
  return row ? Number(row.last_seq) : 0
}

/** Stores the answers of a batch (contiguous seqs) and moves the client's last_seq to its end. */
export async function storeResults(trx: TransactionClientContract, clientId: string, results: MutationResult[]) {
  if (results.length === 0) return
  const now = toDbTimestamp(new Date())
  const first = results[0].seq
  const last = results[results.length - 1].seq
  await trx
    .table('sync_mutation_results')
    .insert({ client_id: clientId, seq: first, last_seq: last, results: JSON.stringify(results), created_at: now })
  await trx.from('sync_clients').where('client_id', clientId).update({ last_seq: last, updated_at: now })
}

/** Stored answers by seq (answers older than the retention period are gone). */
export async function storedResults(client: QueryClientContract, clientId: string, seqs: number[]): Promise<Map<number, MutationResult>> {
  const answers = new Map<number, MutationResult>()
  if (seqs.length === 0) return answers
  const wanted = new Set(seqs)
  const rows = await client
    .from('sync_mutation_results')
    .where('client_id', clientId)
    .where('seq', '<=', Math.max(...seqs))
    .where('last_seq', '>=', Math.min(...seqs))
  for (const row of rows) {
    for (const result of JSON.parse(row.results) as MutationResult[]) if (wanted.has(result.seq)) answers.set(result.seq, result)
  }
  return answers
}
