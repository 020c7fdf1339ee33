/**
 * The assessment the wizard has just stored, with its plan and the catalogue's benefits, handed
 * to the plan screen it opens (ADR 0051). The screen's own live reads start only once its first
 * render is committed, so without this its first frame is a skeleton and the plan is drawn in a
 * second render after two IndexedDB reads — on a phone, most of the wait after the click. With
 * it, the first frame is the plan, and the reads take over when they answer.
 *
 * In memory, for this page and one assessment only; the screen forgets it once its reads have
 * answered, so any later visit shows only what is stored.
 */
import type { AssessmentWithPlan } from '../db/hooks'

export interface SavedPlanHandover {
  /** As read back from the database just after the save. */
  result: AssessmentWithPlan
  /** Each catalogue supplement's benefits, from the reference snapshot the plan was computed with. */
  benefits: ReadonlyMap<number, readonly string[]>
}

let handed: SavedPlanHandover | null = null

export function handOverSavedPlan(handover: SavedPlanHandover): void {
  handed = handover
}

/** What was handed over for this assessment, if anything still is. */
export function savedPlanHandedOver(assessmentId: string | undefined): SavedPlanHandover | null {
  return assessmentId !== undefined && handed?.result.assessment.id === assessmentId ? handed : null
}

export function forgetSavedPlan(assessmentId: string | undefined): void {
  if (assessmentId !== undefined && handed?.result.assessment.id === assessmentId) handed = null
}
