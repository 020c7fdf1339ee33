/**
 * Stores the reference snapshot (supplement catalogue, interaction table, medication aliases,
 * profession stats) the sync engine downloads: the old snapshot is replaced whole in one
 * transaction, so a screen never sees half of one version and half of another.
 */
import type { ReferenceSnapshot } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../db/database'
import { isQuotaError, StorageFullError } from '../db/errors'

export async function storedReferenceVersion(db: UserDatabase): Promise<string | null> {
  const row = await db.syncState.get('referenceVersion')
  return typeof row?.value === 'string' ? row.value : null
}

export async function storeReferenceSnapshot(db: UserDatabase, snapshot: ReferenceSnapshot): Promise<void> {
  const tables = [db.refSupplements, db.refInteractions, db.refMedications, db.refClasses, db.refProfessionStats]
  try {
    await db.transaction('rw', [...tables, db.syncState], async () => {
      await Promise.all(tables.map((table) => table.clear()))
      await db.refSupplements.bulkPut(snapshot.supplements)
      await db.refInteractions.bulkPut(snapshot.interactions)
      await db.refMedications.bulkPut(snapshot.medications)
      await db.refClasses.bulkPut(snapshot.classes)
      await db.refProfessionStats.bulkPut(snapshot.professionStats)
      await db.syncState.put({ key: 'referenceVersion', value: snapshot.version })
    })
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error)
    throw error
  }
}
