/**
 * Stores the reference snapshot (supplement catalogue, interaction table, medication aliases,
 * profession stats) the sync engine downloads. A screen never sees half of one version and half
 * of another: a newer snapshot replaces the old whole in one transaction, and the first one on a
 * device — stored in slices so it does not hold the main thread (ADR 0047) — only counts once the
 * version marker (`referenceVersion`) is written, last; readers treat the tables as empty until
 * then.
 */
import type { ReferenceSnapshot } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../db/database'
import { isQuotaError, StorageFullError } from '../db/errors'
import { slices } from './pause'

/**
 * Rows per bulkPut. About 20 KB of the ~340 KB snapshot at most (a supplement row is the
 * largest, ~1–2 KB): cloning a slice into IndexedDB is a short task even on a phone.
 */
const SLICE_ROWS = 25

export interface StoreOptions {
  /**
   * Awaited between the slices of a first snapshot (none stored yet), each slice then in a
   * transaction of its own; without it, or when replacing a stored snapshot, one transaction.
   */
  pause?: () => Promise<void>
}

export async function storedReferenceVersion(db: UserDatabase): Promise<string | null> {
  const row = await db.syncState.get('referenceVersion')
  return typeof row?.value === 'string' ? row.value : null
}

export async function storeReferenceSnapshot(db: UserDatabase, snapshot: ReferenceSnapshot, { pause }: StoreOptions = {}): Promise<void> {
  try {
    if (pause && (await storedReferenceVersion(db)) === null) await storeFirstInSlices(db, snapshot, pause)
    else await storeInOneTransaction(db, snapshot)
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error)
    throw error
  }
}

/** What slicing needs of a reference table (only db/ imports Dexie's own types). */
type RefTable = { bulkPut(rows: readonly unknown[]): Promise<unknown> }
type Batch = { table: RefTable; rows: unknown[] }

function batches(db: UserDatabase, snapshot: ReferenceSnapshot): Batch[] {
  const tables: [RefTable, readonly unknown[]][] = [
    [db.refSupplements, snapshot.supplements],
    [db.refInteractions, snapshot.interactions],
    [db.refMedications, snapshot.medications],
    [db.refClasses, snapshot.classes],
    [db.refProfessionStats, snapshot.professionStats],
  ]
  return tables.flatMap(([table, rows]) => slices(rows, SLICE_ROWS).map((slice) => ({ table, rows: slice })))
}

const refTables = (db: UserDatabase) => [db.refSupplements, db.refInteractions, db.refMedications, db.refClasses, db.refProfessionStats]

/** Replaces the stored snapshot: readers see the old one until this transaction commits. */
async function storeInOneTransaction(db: UserDatabase, snapshot: ReferenceSnapshot): Promise<void> {
  const tables = refTables(db)
  await db.transaction('rw', [...tables, db.syncState], async () => {
    await Promise.all(tables.map((table) => table.clear()))
    // Awaited one slice at a time: each answer comes back in a task of its own, so the cloning
    // is spread over short tasks rather than one long one.
    for (const { table, rows } of batches(db, snapshot)) await table.bulkPut(rows)
    await db.syncState.put({ key: 'referenceVersion', value: snapshot.version })
  })
}

/**
 * The first snapshot on this device, a slice per transaction with a pause between them, so the
 * first screen's own reads are not queued behind one transaction over the whole snapshot. Rows
 * left by an interrupted earlier attempt are cleared first; the marker is written last, in the
 * transaction of the last slice.
 */
async function storeFirstInSlices(db: UserDatabase, snapshot: ReferenceSnapshot, pause: () => Promise<void>): Promise<void> {
  const tables = refTables(db)
  // Another tab may have stored a whole snapshot since this one looked: clearing under its marker
  // would show readers a marked but emptied snapshot, so it is left alone.
  const cleared = await db.transaction('rw', [...tables, db.syncState], async () => {
    if ((await storedReferenceVersion(db)) !== null) return false
    await Promise.all(tables.map((table) => table.clear()))
    return true
  })
  if (!cleared) return
  for (const { table, rows } of batches(db, snapshot)) {
    await pause()
    await table.bulkPut(rows)
  }
  await pause()
  const stored = await db.transaction('rw', db.syncState, async () => {
    const version = await storedReferenceVersion(db)
    if (version === null) await db.syncState.put({ key: 'referenceVersion', value: snapshot.version })
    return version
  })
  // Another tab stored a different snapshot meanwhile (it led the sync for a moment) and these
  // slices went over its rows: store this one again whole, so the tables match one marker.
  if (stored !== null && stored !== snapshot.version) await storeInOneTransaction(db, snapshot)
}
