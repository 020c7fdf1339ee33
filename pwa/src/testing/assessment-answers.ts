/**
 * One complete set of assessment answers for tests that need a saved assessment (an office
 * worker with an energy goal and nothing typed); spread it and override what the test is about:
 * `{ ...ASSESSMENT_ANSWERS, currentMedications: 'warfarin 5mg' }`. Test-only.
 */
export const ASSESSMENT_ANSWERS = {
  jobCategory: 'office',
  stressLevel: 'moderate',
  workHours: 'day',
  ageRange: '36-45',
  exerciseFrequency: 'light',
  sleepQuality: 'fair',
  dietType: 'omnivore',
  budgetRange: '50-100',
  hobbies: [],
  healthGoals: ['energy'],
  currentMedications: null,
  currentSupplements: null,
  allergies: null,
  additionalNotes: null,
} as const
