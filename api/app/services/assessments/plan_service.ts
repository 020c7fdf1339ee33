/**
 * The server's part of the recommendation engine (ADR 0010): the same `recommend` the PWA runs
 * offline, fed with the seeded reference data and the user's own prescriptions and lab results
 * as the server holds them. The plan is stored with its assessment (and as the spec's
 * recommendation rows) in the transaction that created the assessment, so a pull never sees an
 * assessment without its plan.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  prepareReference,
  recommend,
  uuidv7,
  type EngineAssessment,
  type LabResult,
  type Plan,
  type PreparedReference,
  type Prescription,
} from '@dosewise/sync-protocol'
import { snapshot } from '#services/reference_data/reference_service'
import { storedReferenceSeed } from '#services/reference_data/seeder'
import { listRows, toReadShape } from '#services/sync/record_store'
import { toDbTimestamp } from '#services/sync/sql_values'

let prepared: PreparedReference | null = null
let preparedSeed = ''

/** Drops the engine's prepared reference data (an administrator's 'Clear Cache'); true if there was one. */
export function resetEngineReference(): boolean {
  const had = prepared !== null
  prepared = null
  preparedSeed = ''
  return had
}

/**
 * The engine's reference data, prepared once per seeded version. Call it before opening a
 * transaction: on SQLite the transaction holds the only connection.
 */
export async function engineReference(): Promise<PreparedReference> {
  // Keyed on the seed, not the version: the plan's recommendation rows name supplements by id.
  const seed = (await storedReferenceSeed())?.seed ?? ''
  if (preparedSeed !== seed || !prepared) {
    prepared = prepareReference(await snapshot())
    preparedSeed = seed
  }
  return prepared
}

async function personalRecords(trx: TransactionClientContract, userId: number | null) {
  if (userId === null) return { prescriptions: [], labResults: [] }
  const [prescriptions, labResults] = await Promise.all([listRows(trx, 'prescription', userId), listRows(trx, 'labResult', userId)])
  return {
    prescriptions: prescriptions.map((row) => toReadShape('prescription', row) as Prescription),
    labResults: labResults.map((row) => toReadShape('labResult', row) as LabResult),
  }
}

/**
 * Computes the plan of a stored assessment and writes it, with its recommendation rows, in the
 * caller's transaction. `now` decides which prescriptions are current (the assessment's time).
 */
export async function storePlan(
  trx: TransactionClientContract,
  assessmentId: string,
  reference: PreparedReference,
  now: Date
): Promise<Plan | null> {
  const row = await trx.from('assessments').where('id', assessmentId).first()
  if (!row) return null
  const userId = row.user_id === null || row.user_id === undefined ? null : Number(row.user_id)
  const answers = toReadShape('assessment', row) as unknown as EngineAssessment
  const plan = recommend(answers, reference, await personalRecords(trx, userId), { now: now.getTime() })
  await trx
    .from('assessments')
    .where('id', assessmentId)
    .update({ plan: JSON.stringify(plan) })
  await trx.from('recommendations').where('assessment_id', assessmentId).delete()
  if (plan.items.length > 0) {
    const createdAt = toDbTimestamp(now)
    await trx.table('recommendations').multiInsert(
      plan.items.map((item) => ({
        id: uuidv7(),
        assessment_id: assessmentId,
        supplement_id: item.supplementId,
        priority: item.priority,
        reasoning: item.reasoning,
        created_at: createdAt,
      }))
    )
  }
  return plan
}
