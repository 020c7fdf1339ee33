/**
 * Writes of assessments: the finished answers with the plan this device computed for them, and
 * the wizard's unfinished answers (a local-only draft).
 */
import { uuidv7, type Plan } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../database'
import type { RecordData } from '../types'
import { createRecord } from '../writes'

/**
 * Saves a finished assessment and the plan this device computed for it in one transaction:
 * the recommendations show at once, offline too; the server's plan replaces it once synced.
 */
export async function createAssessment(
  db: UserDatabase,
  input: RecordData,
  plan: { plan: Plan; referenceVersion: string } | null,
  id = uuidv7()
): Promise<string> {
  return createRecord(db, 'assessment', input, id, {
    also: {
      tables: [db.localPlans, db.drafts],
      work: async () => {
        if (plan) await db.localPlans.put({ assessmentId: id, ...plan })
        // The finished answers are the assessment now, not a draft.
        await db.drafts.delete(ASSESSMENT_DRAFT)
      },
    },
  })
}

export const ASSESSMENT_DRAFT = 'assessment'

/** Keeps the wizard's unfinished answers across reloads (local only, never synced). */
export async function saveDraft(db: UserDatabase, key: string, value: unknown): Promise<void> {
  await db.drafts.put({ key, value, updatedAt: new Date().toISOString() })
}
