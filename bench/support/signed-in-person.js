/**
 * A signed-in person with one assessment, made through the API (sign-up, sign-in,
 * POST /api/assessments): what the page benches open their signed-in screens as. The e2e helpers
 * read their server's address (E2E_BASE_URL) at import, so set it before calling.
 */

/** A night-shift nurse's answers: a plan of several supplements, with reasons and cautions. */
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

/** Resolves to the session's cookies ([name, value] pairs) and the assessment's id. */
export async function signedInPerson() {
  const { apiSignUp, apiSignIn } = await import('../../e2e/support/fixtures.js')
  const client = await apiSignIn(await apiSignUp())
  const created = await client.post('/api/assessments', ASSESSMENT_ANSWERS)
  if (created.status !== 201) throw new Error(`POST /api/assessments answered ${created.status}: ${created.text}`)
  return { cookies: [...client.cookies], assessmentId: created.json.assessment.id }
}
