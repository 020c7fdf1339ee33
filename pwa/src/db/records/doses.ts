/**
 * Writes of doses: marking one of the day's doses taken, skipped or snoozed, and undoing it.
 * A dose's id names the supplement, day and time (doseId), so marking it again on any device
 * changes the same record.
 */
import { doseId, type DoseStatus } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../database'
import { createRecord, deleteRecord, updateRecord } from '../writes'

export interface DoseSlot {
  supplementId: number
  date: string
  time: string | null
}

export async function markDose(db: UserDatabase, slot: DoseSlot, status: DoseStatus, snoozedUntil: string | null = null): Promise<void> {
  const id = doseId(db.userId, slot.supplementId, slot.date, slot.time)
  const fields = { status, snoozedUntil: status === 'snoozed' ? snoozedUntil : null, recordedAt: new Date().toISOString() }
  const existing = await db.tableFor('dose').get(id)
  if (existing && !existing._deleted) await updateRecord(db, 'dose', id, fields)
  else await createRecord(db, 'dose', { ...slot, ...fields }, id)
}

/** Takes a mark back: the dose is planned, not recorded, again. */
export async function undoDose(db: UserDatabase, slot: DoseSlot): Promise<void> {
  const id = doseId(db.userId, slot.supplementId, slot.date, slot.time)
  await deleteRecord(db, 'dose', id)
}
