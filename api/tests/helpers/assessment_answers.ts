/** A complete, valid set of assessment answers (a night-shift nurse), for tests that post one. */
export const ASSESSMENT_ANSWERS = {
  jobCategory: 'healthcare',
  stressLevel: 'high',
  workHours: 'night',
  ageRange: '36-45',
  exerciseFrequency: 'light',
  sleepQuality: 'poor',
  dietType: 'vegan',
  budgetRange: '50-100',
  hobbies: ['Travel'],
  healthGoals: ['sleep', 'energy', 'brain'],
  currentMedications: null,
  currentSupplements: 'magnesium',
  allergies: null,
  additionalNotes: null,
}
