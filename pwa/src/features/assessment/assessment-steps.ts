import { valuesFromDraft, type AssessmentField, type AssessmentValues } from './assessment-values'

/** Spec §9: 'Estimated time: 5 minutes'. */
export const ESTIMATED_MINUTES = 5

/** The four steps of spec §2 (ASSESSMENT_STEPS), in order: their headings and the answers each one asks for. */
export const STEPS: readonly { title: string; fields: readonly AssessmentField[] }[] = [
  { title: 'Tell us about your work', fields: ['jobCategory', 'stressLevel', 'workHours'] },
  {
    title: 'Current medications & supplements',
    fields: ['currentMedications', 'currentSupplements', 'allergies', 'ageRange', 'sex', 'reproductiveStatus', 'healthConditions'],
  },
  { title: 'Lifestyle & hobbies', fields: ['exerciseFrequency', 'hobbies', 'sleepQuality', 'dietType'] },
  { title: 'Your health goals', fields: ['healthGoals', 'budgetRange', 'additionalNotes'] },
]

/** The step (1-based) that asks for `field`; a nested error ('hobbies.1') belongs to its list. */
export function stepOf(field: string): number | null {
  const name = field.split('.')[0]
  const index = STEPS.findIndex((step) => (step.fields as readonly string[]).includes(name))
  return index === -1 ? null : index + 1
}

/** The first step with an error on it, or null when none of the errors is on a step. */
export function firstStepWithError(errors: Record<string, string>): number | null {
  const steps = Object.keys(errors)
    .map(stepOf)
    .filter((step): step is number => step !== null)
  return steps.length ? Math.min(...steps) : null
}

/** Whether any error belongs to this step. */
export function stepHasErrors(errors: Record<string, string>, step: number): boolean {
  return Object.keys(errors).some((field) => stepOf(field) === step)
}

/** What is kept across reloads (local only): where the person was, and what they answered. */
export interface AssessmentDraft {
  step: number
  answers: AssessmentValues
}

/** A kept draft (or none) → where the wizard opens; a step out of range opens step 1. */
export function restoreDraft(draft: unknown): AssessmentDraft {
  const kept = typeof draft === 'object' && draft !== null ? (draft as Record<string, unknown>) : {}
  const step = typeof kept.step === 'number' && Number.isInteger(kept.step) && kept.step >= 1 && kept.step <= STEPS.length ? kept.step : 1
  return { step, answers: valuesFromDraft(kept.answers) }
}
