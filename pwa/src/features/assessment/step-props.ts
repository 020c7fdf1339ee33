import type { AssessmentField, AssessmentValues } from './assessment-values'

/** What each step gets: the answers, the errors to show under its fields, and a way to answer. */
export interface StepProps {
  values: AssessmentValues
  errors: Record<string, string>
  setValue: <K extends AssessmentField>(key: K, value: AssessmentValues[K]) => void
}

/** The field's message; for a list, also one about any of its items ('hobbies.1'). */
export function errorOf(errors: Record<string, string>, field: AssessmentField): string | undefined {
  if (errors[field]) return errors[field]
  const nested = Object.keys(errors).find((key) => key.startsWith(`${field}.`))
  return nested ? errors[nested] : undefined
}

/** The id of a field's control (or the prefix of its options' ids). */
export const fieldId = (field: AssessmentField) => `assessment-${field}`
