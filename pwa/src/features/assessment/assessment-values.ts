import {
  AGE_RANGE_LABELS,
  AGE_RANGES,
  BUDGET_RANGE_LABELS,
  BUDGET_RANGES,
  DIET_TYPE_LABELS,
  DIET_TYPES,
  EXERCISE_FREQUENCIES,
  EXERCISE_FREQUENCY_LABELS,
  HEALTH_CONDITION_LABELS,
  HEALTH_CONDITIONS,
  HEALTH_GOAL_LABELS,
  HEALTH_GOALS,
  HOBBIES,
  REPRODUCTIVE_STATUS_LABELS,
  REPRODUCTIVE_STATUSES,
  SEX_LABELS,
  SEXES,
  SLEEP_QUALITIES,
  SLEEP_QUALITY_LABELS,
  STRESS_LEVEL_LABELS,
  STRESS_LEVELS,
  WORK_HOURS,
  WORK_HOURS_LABELS,
} from '@dosewise/sync-protocol'
import { blankToNull } from '../../lib/blank-to-null'

/**
 * What the wizard holds, as typed: '' until a choice is made (the schema then says 'Required'
 * on submit), free text as typed, lists of option values.
 */
export interface AssessmentValues {
  jobCategory: string
  stressLevel: string
  workHours: string
  currentMedications: string
  currentSupplements: string
  allergies: string
  ageRange: string
  exerciseFrequency: string
  hobbies: string[]
  sleepQuality: string
  dietType: string
  healthGoals: string[]
  budgetRange: string
  additionalNotes: string
  /** Optional structured health questions (step 2): '' / [] when not answered. */
  sex: string
  reproductiveStatus: string
  healthConditions: string[]
}

export type AssessmentField = keyof AssessmentValues
export type TextField = { [K in AssessmentField]: AssessmentValues[K] extends string ? K : never }[AssessmentField]
export type ListField = { [K in AssessmentField]: AssessmentValues[K] extends string[] ? K : never }[AssessmentField]

/** Nothing is pre-filled: every answer is the person's own. */
export const EMPTY_ASSESSMENT_VALUES: AssessmentValues = {
  jobCategory: '',
  stressLevel: '',
  workHours: '',
  currentMedications: '',
  currentSupplements: '',
  allergies: '',
  ageRange: '',
  exerciseFrequency: '',
  hobbies: [],
  sleepQuality: '',
  dietType: '',
  healthGoals: [],
  budgetRange: '',
  additionalNotes: '',
  sex: '',
  reproductiveStatus: '',
  healthConditions: [],
}

const LIST_FIELDS: readonly ListField[] = ['hobbies', 'healthGoals', 'healthConditions']

function optionsOf<T extends string>(values: readonly T[], labels: Record<T, string>) {
  return values.map((value) => ({ value, label: labels[value] }))
}

/** The option lists of spec §3 with their labels, in display order. */
export const OPTIONS = {
  stressLevel: optionsOf(STRESS_LEVELS, STRESS_LEVEL_LABELS),
  workHours: optionsOf(WORK_HOURS, WORK_HOURS_LABELS),
  ageRange: optionsOf(AGE_RANGES, AGE_RANGE_LABELS),
  exerciseFrequency: optionsOf(EXERCISE_FREQUENCIES, EXERCISE_FREQUENCY_LABELS),
  hobbies: HOBBIES.map((hobby) => ({ value: hobby, label: hobby })),
  sleepQuality: optionsOf(SLEEP_QUALITIES, SLEEP_QUALITY_LABELS),
  dietType: optionsOf(DIET_TYPES, DIET_TYPE_LABELS),
  healthGoals: optionsOf(HEALTH_GOALS, HEALTH_GOAL_LABELS),
  budgetRange: optionsOf(BUDGET_RANGES, BUDGET_RANGE_LABELS),
  sex: optionsOf(SEXES, SEX_LABELS),
  reproductiveStatus: optionsOf(REPRODUCTIVE_STATUSES, REPRODUCTIVE_STATUS_LABELS),
  healthConditions: optionsOf(HEALTH_CONDITIONS, HEALTH_CONDITION_LABELS),
} as const

/** The wizard's values → the assessment input `assessmentInputSchema` checks. */
export function toAssessmentInput(values: AssessmentValues): Record<string, unknown> {
  const choice = (value: string) => value || undefined
  return {
    jobCategory: choice(values.jobCategory),
    stressLevel: choice(values.stressLevel),
    workHours: choice(values.workHours),
    ageRange: choice(values.ageRange),
    exerciseFrequency: choice(values.exerciseFrequency),
    sleepQuality: choice(values.sleepQuality),
    dietType: choice(values.dietType),
    budgetRange: choice(values.budgetRange),
    hobbies: values.hobbies,
    healthGoals: values.healthGoals,
    currentMedications: blankToNull(values.currentMedications),
    currentSupplements: blankToNull(values.currentSupplements),
    allergies: blankToNull(values.allergies),
    additionalNotes: blankToNull(values.additionalNotes),
    sex: values.sex || null,
    reproductiveStatus: values.reproductiveStatus || null,
    healthConditions: values.healthConditions,
  }
}

/**
 * Answers kept in a draft, taken back field by field: a draft written by an older version of
 * the app (or damaged) gives back what still fits and nothing that does not.
 */
export function valuesFromDraft(answers: unknown): AssessmentValues {
  const values: AssessmentValues = { ...EMPTY_ASSESSMENT_VALUES, hobbies: [], healthGoals: [], healthConditions: [] }
  if (typeof answers !== 'object' || answers === null) return values
  const kept = answers as Record<string, unknown>
  for (const key of Object.keys(EMPTY_ASSESSMENT_VALUES) as AssessmentField[]) {
    const value = kept[key]
    if ((LIST_FIELDS as readonly string[]).includes(key)) {
      if (Array.isArray(value)) values[key as ListField] = value.filter((item): item is string => typeof item === 'string')
    } else if (typeof value === 'string') {
      values[key as TextField] = value
    }
  }
  return values
}
