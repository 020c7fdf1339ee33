/**
 * Who the demo is: Sam Rivera, an ICU nurse on 12-hour night shifts, with an underactive
 * thyroid treated with levothyroxine and a low vitamin D result from a recent blood test. The
 * facts here are fixed; generate.ts lays them out in time and lets the engine make the plan.
 *
 * Health facts, chosen to be ordinary and to agree with the knowledge base (api/database/data):
 * - levothyroxine 75 mcg once daily is a common maintenance dose; the knowledge base lists a
 *   moderate interaction with magnesium (separate by 4 hours) and a minor one with B-complex
 *   (biotin alters thyroid tests), and no major one with anything the engine recommends here;
 * - 25-hydroxyvitamin D 18 ng/mL against 30–100 is low (insufficient); after four weeks of
 *   1,000–2,000 IU a day a rise to the mid-20s is what to expect (the full effect takes about
 *   three months), so the recheck is still low but better;
 * - ferritin 46 ng/mL (15–150 for women) and TSH 2.1 mIU/L (0.4–4.0) are normal: no iron, and
 *   the thyroid dose is right.
 * The prescription is the one place the medicine is named: typed in the assessment as well, it
 * would be listed twice (once per source) wherever the app shows what a person takes.
 */
import type { AssessmentInput } from '../schemas/assessment.js'
import type { HealthcareProviderInput, LabResultInput, PrescriptionInput } from '../schemas/healthcare.js'
import type { Shift } from '../doses/rota.js'

export const DEMO_PERSON = {
  firstName: 'Sam',
  lastName: 'Rivera',
  about: 'ICU nurse, three 12-hour night shifts a week',
} as const

/** The assessment's answers, in the contract's vocabulary. */
export const DEMO_ANSWERS: AssessmentInput = {
  jobCategory: 'healthcare',
  stressLevel: 'high',
  workHours: 'night',
  ageRange: '26-35',
  exerciseFrequency: 'light',
  sleepQuality: 'fair',
  dietType: 'omnivore',
  budgetRange: '50-100',
  hobbies: ['Reading', 'Cooking'],
  healthGoals: ['sleep', 'energy', 'immune'],
  currentMedications: null,
  currentSupplements: null,
  allergies: null,
  additionalNotes:
    'ICU nurse on 12-hour nights, three a week. I sleep badly after nights and feel flat on my days off. My levothyroxine is under Prescriptions.',
  sex: 'female',
  reproductiveStatus: 'none',
  healthConditions: [],
}

/** Three nights on, four off, every week; shifts 19:00–07:00 (the rota's default hours). */
export const DEMO_ROTA_PATTERN: Shift[] = ['night', 'night', 'night', 'off', 'off', 'off', 'off']

/** Prescribed years before the demo starts; `startDate` is set by the generator. */
export const DEMO_PRESCRIPTION: Omit<PrescriptionInput, 'startDate'> = {
  medicationName: 'Levothyroxine',
  dosage: '75 mcg',
  frequency: 'Once daily on waking, on an empty stomach',
  prescribedBy: 'Dr. Priya Natarajan',
  notes: 'For an underactive thyroid. TSH checked once a year.',
  isActive: true,
}

/** Reserved example domains only (RFC 2606) and fictional 555-01xx numbers. */
export const DEMO_PROVIDERS: readonly HealthcareProviderInput[] = [
  {
    providerName: 'Dr. Priya Natarajan',
    specialty: 'Primary care',
    email: 'p.natarajan@example.com',
    phone: '+1 555 0142',
    notes: 'Manages my thyroid medicine and ordered the vitamin D test.',
    isActive: true,
  },
  {
    providerName: 'Riverside General Occupational Health',
    specialty: 'Occupational health',
    email: 'occupational.health@example.org',
    phone: '+1 555 0187',
    notes: 'Yearly health check for night workers.',
    isActive: true,
  },
]

type LabFacts = Pick<LabResultInput, 'testName' | 'value' | 'unit' | 'referenceRange'>

/** The blood test a week before the assessment. */
export const DEMO_BASELINE_LABS: readonly LabFacts[] = [
  { testName: '25-Hydroxyvitamin D', value: '18', unit: 'ng/mL', referenceRange: '30-100' },
  { testName: 'Ferritin', value: '46', unit: 'ng/mL', referenceRange: '15-150' },
  { testName: 'TSH', value: '2.1', unit: 'mIU/L', referenceRange: '0.4-4.0' },
]

/** Vitamin D again, after four weeks of the plan. */
export const DEMO_RECHECK_LAB: LabFacts = { testName: '25-Hydroxyvitamin D', value: '26', unit: 'ng/mL', referenceRange: '30-100' }

/** The test the demo's lab trend follows. */
export const DEMO_TREND_TEST = '25-Hydroxyvitamin D'
