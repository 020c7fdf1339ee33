/**
 * The recommendation engine on the device: the shared sync-protocol `recommend`, fed with the
 * downloaded reference snapshot and the person's own prescriptions and lab results from the
 * local database — the same inputs the API feeds it, so the plan shown offline is the plan the
 * server stores. The prepared reference is built once per snapshot version.
 */
import {
  prepareReference,
  recommend,
  type EngineAssessment,
  type LabResult,
  type Plan,
  type PreparedReference,
  type Prescription,
} from '@dosewise/sync-protocol'
import type { UserDatabase } from '../db/database'
import { listRecords, readReferenceData } from '../db/hooks'

let prepared: PreparedReference | null = null

async function preparedReference(db: UserDatabase): Promise<PreparedReference | null> {
  const reference = await readReferenceData(db)
  if (!reference) return null
  if (prepared?.version !== reference.version) prepared = prepareReference(reference)
  return prepared
}

/** The plan for these answers, or null while the reference data has never been downloaded. */
export async function computePlan(
  db: UserDatabase,
  answers: EngineAssessment,
  now = Date.now()
): Promise<{ plan: Plan; referenceVersion: string } | null> {
  const reference = await preparedReference(db)
  if (!reference) return null
  const [prescriptions, labResults] = await Promise.all([
    listRecords<Prescription>(db, 'prescription'),
    listRecords<LabResult>(db, 'labResult'),
  ])
  const plan = recommend(answers, reference, { prescriptions, labResults }, { now })
  return { plan, referenceVersion: reference.version }
}
