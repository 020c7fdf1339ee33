/**
 * Acknowledgements stored once per answered batch, not once per record (ADR 0054).
 *
 * When the server has applied the only change a record was waiting for, the record's row would
 * become: the server's copy is what the row shows, and nothing waits. Rewriting every such row
 * cost one IndexedDB `put` each — most of a push's time on the device. Instead the answer's
 * transaction records how far the answers reach, and the rows say which change they wait for:
 *
 * - `row._seq`: the seq of the record's newest outbox entry (set with every local write);
 * - `ackedThrough` (sync state): every outbox entry up to this seq has been answered, and has left
 *   the outbox;
 * - so a row with `pending > 0` and `_seq <= ackedThrough` is *settled*: its changes all reached
 *   the server, and it reads as if it had been rewritten (`settledRow`).
 *
 * Only a record with exactly one change waiting, applied, and not rewritten by a pull while it
 * waited, is left unwritten. A record that had a second change written while one waited, or
 * that a pull rewrote while one waited, is named in `slowAck` (sync state): its answer is stored
 * by rewriting its row as before, since its server copy is not simply what it shows.
 *
 * Readers that care whether a record waits, or what the server holds of it, read `ackedThrough`
 * with the rows (it only grows, so reading it before or after the rows gives the same answer).
 */
import type { UserDatabase } from './database'
import type { LocalRow } from './types'

export const ACKED_THROUGH = 'ackedThrough'
export const SLOW_ACK = 'slowAck'

/** The sync-state value `ackedThrough` (0 before any answer was stored this way). */
export async function ackedThroughOf(db: UserDatabase): Promise<number> {
  const row = await db.syncState.get(ACKED_THROUGH)
  return typeof row?.value === 'number' ? row.value : 0
}

/** Keys (`entity:id`) of the records whose next answer must rewrite their row. */
export async function slowAckOf(db: UserDatabase): Promise<Set<string>> {
  const row = await db.syncState.get(SLOW_ACK)
  return new Set(Array.isArray(row?.value) ? (row.value as string[]) : [])
}

export function writeSlowAck(db: UserDatabase, keys: ReadonlySet<string>) {
  return keys.size === 0 ? db.syncState.delete(SLOW_ACK) : db.syncState.put({ key: SLOW_ACK, value: [...keys] })
}

/** Every change of this row has been answered (applied) since it was last written. */
export function isSettled(row: Pick<LocalRow, 'pending' | '_seq'>, ackedThrough: number): boolean {
  return row.pending > 0 && row._seq !== undefined && row._seq <= ackedThrough
}

/** Whether the record still has changes waiting for the server, as a screen shows it. */
export function waitsForServer(row: Pick<LocalRow, 'pending' | '_seq'>, ackedThrough: number): boolean {
  return row.pending > 0 && !isSettled(row, ackedThrough)
}

/**
 * The row as it would have been rewritten when its answer came: the server's copy is what it
 * shows (the server applied this device's changes on top of the version it had pulled, which is
 * not raised — see sync-store.ts), and no change waits.
 */
export function settledRow<R extends LocalRow>(row: R, ackedThrough: number): R {
  if (!isSettled(row, ackedThrough)) return row
  const { _seq: _answered, ...rest } = row
  return {
    ...rest,
    server: { version: row.server?.version ?? 0, deleted: row.server?.deleted ?? false, data: row.data },
    pending: 0,
  } as R
}
