/**
 * Test-only: a reference snapshot whose supplements carry goals, diets and timing rules, so the
 * real engine (computePlan) makes a full plan from ANSWERS: one high (earned: the vegan diet
 * lacks magnesium here), two medium and two low
 * items, one left out for the budget, one ruled out for safety, one already covered, a
 * medicine with a fixed time, and plan warnings of three severities.
 */
import type { ReferenceSnapshot } from '@dosewise/sync-protocol'
import { referenceFixture } from './reference-fixture'

type Supplement = ReferenceSnapshot['supplements'][number]

const base = referenceFixture()
const template = base.supplements[0]!

function supplement(id: number, name: string, over: Partial<Supplement>): Supplement {
  const existing = base.supplements.find((s) => s.id === id)
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return { ...template, ...(existing ?? { id, name, slug, aliases: [] }), ...over }
}

const morning = { withFood: true, timeOfDay: 'morning' as const, separateFrom: [] }

export const PLAN_SUPPLEMENTS: Supplement[] = [
  // Rules out for warfarin (major), although it speaks to the energy goal.
  supplement(1, 'Vitamin K', { goals: ['energy'], price: 899 }),
  // Moderate with anticoagulants: kept, with a caution.
  supplement(2, 'Omega-3 Fish Oil', {
    goals: ['energy'],
    ages: ['26-35'],
    professions: ['office'],
    price: 1549,
    benefits: ['Heart health', 'Brain function', 'Joint comfort'],
  }),
  supplement(3, "St. John's Wort", {}),
  supplement(4, 'Vitamin D3', { goals: ['immune'] }),
  supplement(5, 'Magnesium Glycinate', {
    goals: ['sleep', 'stress'],
    diets: ['vegan'],
    evidence: [{ benefit: 'Improves sleep quality', grade: 'B' }],
    price: 1849,
    dosage: '200-400 mg',
    timing: 'Evening, with or without food',
    timingRules: { withFood: null, timeOfDay: 'bedtime', separateFrom: [] },
    benefits: ['Better sleep quality', 'Muscle relaxation', 'Calmer mood'],
  }),
  supplement(6, 'Ginkgo Biloba', {}),
  supplement(7, '5-HTP', { goals: ['sleep'], price: 2449, timingRules: { withFood: null, timeOfDay: 'bedtime', separateFrom: [] } }),
  supplement(8, 'Vitamin B12', {
    goals: ['energy'],
    ages: ['26-35'],
    price: 949,
    dosage: '250 mcg',
    timingRules: morning,
    benefits: ['Steady energy', 'Nerve health', 'Red blood cells'],
  }),
  supplement(9, 'L-Theanine', { goals: ['stress'], price: 1249, timingRules: { withFood: null, timeOfDay: 'midday', separateFrom: [] } }),
  supplement(10, 'CoQ10', { goals: ['energy'], professions: ['office'], price: 4999 }),
]

export function planSnapshot(): ReferenceSnapshot {
  return {
    ...base,
    supplements: PLAN_SUPPLEMENTS,
    medications: base.medications.map((m) =>
      m.name === 'Levothyroxine'
        ? {
            ...m,
            timing: { slot: 'waking' as const, note: 'On an empty stomach, 30-60 minutes before breakfast.', sources: template.sources },
          }
        : m
    ),
  }
}

/** A vegan office worker on warfarin and levothyroxine who sleeps badly and is stressed. */
export const ANSWERS = {
  jobCategory: 'office',
  stressLevel: 'high',
  workHours: 'day',
  ageRange: '26-35',
  exerciseFrequency: 'none',
  sleepQuality: 'poor',
  dietType: 'vegan',
  budgetRange: '50-100',
  hobbies: [],
  healthGoals: ['energy', 'sleep', 'stress'],
  currentMedications: 'Warfarin, Levothyroxine',
  currentSupplements: 'Vitamin D3, Ginkgo, Moonbeam extract',
  allergies: null,
  additionalNotes: null,
} as const
