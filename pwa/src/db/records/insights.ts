/**
 * Writes of AI insights (issue 13, ADR 0023). The device computes them from the person's own
 * entries; these keep the stored records in step with the latest computation — new ones
 * created, changed ones updated, ones the entries no longer support deleted — so sync stores
 * them on the API for its endpoints. The read state is the person's and is never overwritten.
 */
import { aiInsightId, type AiInsight, type ComputedInsight } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../database'
import { createRecord, deleteRecord, updateRecord } from '../writes'

const CONTENT = ['type', 'title', 'insight', 'confidence', 'actionRequired'] as const

function contentOf(insight: ComputedInsight) {
  return {
    key: insight.key,
    type: insight.type,
    title: insight.title,
    insight: insight.insight,
    confidence: insight.confidence,
    actionRequired: insight.actionRequired,
  }
}

/** Brings the stored insights in line with `computed`; returns how many records it wrote. */
export async function storeInsights(db: UserDatabase, computed: readonly ComputedInsight[]): Promise<number> {
  const rows = new Map((await db.tableFor('aiInsight').toArray()).map((row) => [row.id, row]))
  let writes = 0
  const wanted = new Set<string>()
  for (const insight of computed) {
    const id = aiInsightId(db.userId, insight.key)
    wanted.add(id)
    const row = rows.get(id)
    const content = contentOf(insight)
    if (!row || row._deleted) {
      await createRecord(db, 'aiInsight', { ...content, isRead: false }, id)
      writes += 1
      continue
    }
    const stored = row.data as AiInsight
    const changed = Object.fromEntries(CONTENT.filter((field) => stored[field] !== content[field]).map((field) => [field, content[field]]))
    if (Object.keys(changed).length > 0) {
      await updateRecord(db, 'aiInsight', id, changed)
      writes += 1
    }
  }
  for (const row of rows.values()) {
    if (!row._deleted && !wanted.has(row.id)) {
      await deleteRecord(db, 'aiInsight', row.id)
      writes += 1
    }
  }
  return writes
}

/** Marks an insight read (stored first if its record is not written yet). */
export async function markInsightRead(db: UserDatabase, insight: ComputedInsight): Promise<void> {
  const id = aiInsightId(db.userId, insight.key)
  const row = await db.tableFor('aiInsight').get(id)
  if (row && !row._deleted) await updateRecord(db, 'aiInsight', id, { isRead: true })
  else await createRecord(db, 'aiInsight', { ...contentOf(insight), isRead: true }, id)
}
