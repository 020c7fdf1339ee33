/**
 * Puts data into a local database the way a sync pull would leave it (acknowledged server
 * records, a downloaded reference snapshot), for screens' tests. Test-only.
 */
import { referenceSnapshotSchema, type ReferenceSnapshot, type SyncEntity } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../db/database'
import { sortKey } from '../db/local-data'
import { storeReferenceSnapshot } from '../sync/reference-store'
import type { RecordData } from '../db/types'

/** Records of this database's user, as acknowledged by the server (nothing pending). */
export async function seedServerRecords(db: UserDatabase, entity: SyncEntity, records: RecordData[]) {
  await db.tableFor(entity).bulkPut(
    records
      .map((record): RecordData => ({ ...record, userId: db.userId }))
      .map((data) => ({
        id: String(data.id),
        data,
        server: { version: 1, deleted: false, data },
        _deleted: 0 as const,
        _sort: sortKey(entity, data),
        pending: 0,
      }))
  )
}

/** As the sync engine stores a download: validated, then through the db layer's own store. */
export async function seedReferenceSnapshot(db: UserDatabase, snapshot: ReferenceSnapshot) {
  await storeReferenceSnapshot(db, referenceSnapshotSchema.parse(snapshot))
}
