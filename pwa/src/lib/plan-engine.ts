/**
 * The recommendation engine on the device: the shared sync-protocol `recommend`, fed with the
 * downloaded reference snapshot and the person's own prescriptions and lab results from the
 * local database — the same inputs the API feeds it, so the plan shown offline is the plan the
 * server stores. The prepared reference is built once per snapshot version.
 */
import {
  AGE_RANGES,
  BUDGET_RANGES,
  DIET_TYPES,
  EXERCISE_FREQUENCIES,
  HEALTH_GOALS,
  HOBBIES,
  JOB_CATEGORIES,
  SLEEP_QUALITIES,
  STRESS_LEVELS,
  WORK_HOURS,
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
import { currentPreparedReference, keepPreparedReference } from './prepared-reference'

let preparing: Promise<PreparedReference | null> | null = null

async function preparedReference(db: UserDatabase): Promise<PreparedReference | null> {
  // The version alone tells whether the prepared copy is current: reading and decoding the whole
  // snapshot (~440 KB) again on every submit was a large part of the wait on a phone (ADR 0046).
  const version = await db.syncState.get('referenceVersion')
  if (typeof version?.value !== 'string') return null
  const kept = currentPreparedReference()
  if (kept?.version === version.value) return kept
  // One read and one preparation when the wizard's warm-up and a submit ask at the same time.
  preparing ??= readReferenceData(db)
    .then((reference) => {
      if (!reference) return null
      if (currentPreparedReference()?.version !== reference.version) keepPreparedReference(prepareReference(reference))
      return currentPreparedReference()
    })
    .finally(() => {
      preparing = null
    })
  return preparing
}

/**
 * Prepares the engine's copy of the reference data ahead of a submit (the wizard's last step is
 * shown), so the click costs only the plan itself. Errors are left for the submit to report.
 */
export function warmPlanEngine(db: UserDatabase): void {
  preparedReference(db)
    .then((reference) => {
      // One plan for made-up answers, once per visit: the engine's code is compiled before the
      // click instead of running cold in it (the answers on screen may not be complete yet).
      if (!reference || warmed) return
      warmed = true
      recommend(WARM_UP_ANSWERS, reference, { prescriptions: [], labResults: [] }, { now: Date.now() })
    })
    .catch(() => {})
}

let warmed = false
const WARM_UP_ANSWERS: EngineAssessment = {
  jobCategory: JOB_CATEGORIES[0],
  stressLevel: STRESS_LEVELS[0],
  workHours: WORK_HOURS[0],
  ageRange: AGE_RANGES[0],
  exerciseFrequency: EXERCISE_FREQUENCIES[0],
  sleepQuality: SLEEP_QUALITIES[0],
  dietType: DIET_TYPES[0],
  budgetRange: BUDGET_RANGES[0],
  hobbies: [HOBBIES[0]],
  healthGoals: [HEALTH_GOALS[0]],
  currentMedications: 'warfarin',
  currentSupplements: 'vitamin d',
  allergies: 'fish',
  additionalNotes: null,
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
