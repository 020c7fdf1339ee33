/**
 * Writes of the supplement stack: one record per person and supplement (its id names both), so
 * adding, stopping and taking one up again are ordinary changes of that record, and saving a
 * plan makes its items the stack without touching what the person tracks by hand.
 */
import { stackItemId } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../database'
import type { RecordData } from '../types'
import { createRecord, updateRecord } from '../writes'

export interface StackAddition {
  supplementId: number
  dosage?: string | null
  time?: string | null
  assessmentId?: string | null
  source: 'plan' | 'manual'
}

/**
 * Adds supplements to the person's stack (or takes them back up), one record per supplement,
 * each with its outbox entry. Items already active only get the new dose and time.
 */
export async function addToStack(db: UserDatabase, additions: readonly StackAddition[]): Promise<void> {
  for (const addition of additions) {
    const id = stackItemId(db.userId, addition.supplementId)
    const existing = await db.tableFor('stackItem').get(id)
    const fields: RecordData = {
      active: true,
      dosage: addition.dosage ?? null,
      time: addition.time ?? null,
      source: addition.source,
      assessmentId: addition.assessmentId ?? null,
    }
    if (existing && !existing._deleted) {
      const wasActive = existing.data.active === true
      await updateRecord(db, 'stackItem', id, wasActive ? fields : { ...fields, startedAt: new Date().toISOString() })
    } else {
      await createRecord(db, 'stackItem', { ...fields, supplementId: addition.supplementId, startedAt: new Date().toISOString() }, id)
    }
  }
}

/** Stops taking a supplement: the record stays, inactive (so adding it back is an ordinary change). */
export async function removeFromStack(db: UserDatabase, supplementId: number): Promise<void> {
  const id = stackItemId(db.userId, supplementId)
  const existing = await db.tableFor('stackItem').get(id)
  if (existing && !existing._deleted && existing.data.active === true) await updateRecord(db, 'stackItem', id, { active: false })
}

/**
 * 'Save Recommendations': this plan becomes the current stack, in one transaction. Its items are
 * added (or updated with the plan's dose and time); items an earlier plan added that this one
 * does not have are stopped; supplements the person tracks by hand stay.
 */
export async function savePlanAsStack(
  db: UserDatabase,
  assessmentId: string,
  items: readonly Omit<StackAddition, 'source' | 'assessmentId'>[]
) {
  await db.transaction('rw', [db.tableFor('stackItem'), db.outbox, db.syncState], async () => {
    const keep = new Set(items.map((item) => item.supplementId))
    const current = await db.tableFor('stackItem').where('_deleted').equals(0).toArray()
    for (const row of current) {
      const data = row.data as { supplementId: number; active: boolean; source: string }
      if (data.active && data.source === 'plan' && !keep.has(data.supplementId)) await removeFromStack(db, data.supplementId)
    }
    await addToStack(
      db,
      items.map((item) => ({ ...item, assessmentId, source: 'plan' as const }))
    )
  })
}

/** Moves a supplement's daily dose to another time ('HH:MM'), or to any time of the day (null). */
export async function setDoseTime(db: UserDatabase, supplementId: number, time: string | null): Promise<void> {
  const id = stackItemId(db.userId, supplementId)
  const existing = await db.tableFor('stackItem').get(id)
  if (existing && !existing._deleted && existing.data.time !== time) await updateRecord(db, 'stackItem', id, { time })
}
