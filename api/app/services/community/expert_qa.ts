/**
 * The Expert Q&A waiting list ('Get Notified', ADR 0032): one row per person, so asking again
 * changes nothing and answers as the first time did, with the moment they first asked. Nothing
 * is sent yet; when Expert Q&A opens, this is who to tell.
 */
import db from '@adonisjs/lucid/services/db'
import type { ExpertQaInterest } from '@dosewise/sync-protocol'
import { isUniqueViolation } from '#services/db_errors'
import { fromDbTimestamp, toDbTimestamp } from '#services/sync/sql_values'

export async function expertQaInterest(userId: number): Promise<ExpertQaInterest> {
  const row = await db.from('expert_qa_interests').where('user_id', userId).select('created_at').first()
  return { registered: Boolean(row), registeredAt: row ? fromDbTimestamp(row.created_at) : null }
}

/** Puts the person on the list; `created` is false when they already were. */
export async function registerExpertQaInterest(userId: number): Promise<{ created: boolean; interest: ExpertQaInterest }> {
  let created = true
  try {
    await db.table('expert_qa_interests').insert({ user_id: userId, created_at: toDbTimestamp(new Date()) })
  } catch (error) {
    // Already on the list (or put there by another request at the same moment).
    if (!isUniqueViolation(error)) throw error
    created = false
  }
  return { created, interest: await expertQaInterest(userId) }
}
