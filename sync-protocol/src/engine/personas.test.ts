/**
 * The persona table: people as they would answer the assessment, run through the engine with
 * the real knowledge base, and what a careful pharmacist would expect for each — inclusions,
 * exclusions (with why), priorities, budget and timing.
 */
import { describe, expect, it } from 'vitest'
import type { Priority } from '../enums.js'
import { normalizeName } from '../matching/normalize-name.js'
import type { Plan } from './plan.js'
import { prepareReference } from './prepare.js'
import type { EngineAssessment, EnginePersonalRecords } from './profile.js'
import { recommend } from './recommend.js'
import { knowledgeBase } from './testing/knowledge-base.js'

const prepared = prepareReference(knowledgeBase())
const NOW = Date.parse('2026-11-20T12:00:00Z')

const BASE: EngineAssessment = {
  jobCategory: 'office',
  stressLevel: 'moderate',
  workHours: 'day',
  ageRange: '36-45',
  exerciseFrequency: 'light',
  sleepQuality: 'good',
  dietType: 'omnivore',
  budgetRange: '50-100',
  hobbies: [],
  healthGoals: [],
  currentMedications: null,
  currentSupplements: null,
  allergies: null,
  additionalNotes: null,
}

const lab = (testName: string, value: string, referenceRange: string, unit = '') => ({
  testName,
  value,
  unit,
  referenceRange,
  testedAt: '2026-11-01T00:00:00.000Z',
})

interface Persona {
  who: string
  answers: Partial<EngineAssessment>
  records?: Partial<EnginePersonalRecords>
  includes?: string[]
  excludes?: string[]
  /** Supplements that must be listed as ruled out for safety, with the kind of reason. */
  ruledOut?: Record<string, Plan['excluded'][number]['kind']>
  priorities?: Record<string, Priority>
  check?: (plan: Plan) => void
}

const names = (plan: Plan) => plan.items.map((item) => item.name)
const item = (plan: Plan, name: string) => plan.items.find((i) => i.name === name)!
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))
const slotOf = (plan: Plan, name: string) =>
  plan.timetable.find((slot) => slot.entries.some((e) => normalizeName(e.name) === normalizeName(name)))!

const PERSONAS: Persona[] = [
  {
    who: 'vegan office worker who wants more energy',
    answers: { dietType: 'vegan', healthGoals: ['energy'] },
    includes: ['Vitamin B12'],
    priorities: { 'Vitamin B12': 'high' },
    check: (plan) => expect(item(plan, 'Vitamin B12').reasoning).toMatch(/vegan diet/),
  },
  {
    who: 'vegetarian teacher, no goals: B12 still, for the diet',
    answers: { jobCategory: 'education', dietType: 'vegetarian' },
    includes: ['Vitamin B12'],
  },
  {
    who: 'on warfarin (typed as Coumadin) wanting heart health and focus',
    answers: { currentMedications: 'Coumadin 5 mg', healthGoals: ['heart', 'brain'] },
    excludes: ['Vitamin K', 'Ginkgo Biloba', "St. John's Wort", 'Glucosamine & Chondroitin', 'Dong Quai'],
    ruledOut: { 'Ginkgo Biloba': 'interaction' },
    check: (plan) => {
      const fishOil = plan.items.find((i) => i.name === 'Omega-3 Fish Oil')
      if (fishOil) expect(fishOil.warnings.join(' ')).toMatch(/moderate interaction/)
    },
  },
  {
    who: 'on warfarin from a prescription record only, wanting joint health',
    answers: { healthGoals: ['joints'] },
    records: { prescriptions: [{ medicationName: 'Warfarin 5 mg' }] },
    excludes: ['Glucosamine & Chondroitin', 'Vitamin K', 'Ginkgo Biloba'],
    ruledOut: { 'Glucosamine & Chondroitin': 'interaction' },
  },
  {
    who: 'a stopped warfarin prescription no longer counts',
    answers: { healthGoals: ['heart'] },
    records: {
      prescriptions: [
        { medicationName: 'Warfarin', isActive: false },
        { medicationName: 'Coumadin', endDate: '2026-01-31T00:00:00.000Z' },
      ],
    },
    includes: ['Omega-3 Fish Oil'],
    check: (plan) => expect(item(plan, 'Omega-3 Fish Oil').warnings.join(' ')).not.toMatch(/arfarin|oumadin/),
  },
  {
    who: 'a current warfarin prescription makes fish oil a caution, with its advice',
    answers: { healthGoals: ['heart'] },
    records: { prescriptions: [{ medicationName: 'Warfarin' }] },
    check: (plan) => {
      const fishOil = plan.items.find((i) => i.name === 'Omega-3 Fish Oil')
      if (fishOil) expect(fishOil.warnings.join(' ')).toMatch(/Use with caution: .*moderate interaction with “Warfarin”/)
    },
  },
  {
    who: 'types "blood thinner" and wants focus',
    answers: { currentMedications: 'blood thinner', healthGoals: ['brain'] },
    excludes: ['Ginkgo Biloba'],
    ruledOut: { 'Ginkgo Biloba': 'interaction' },
  },
  {
    who: 'on sertraline (an SSRI) wanting stress relief, sleep and joints',
    answers: { currentMedications: 'Zoloft', healthGoals: ['stress', 'sleep', 'joints'], stressLevel: 'high' },
    excludes: ["St. John's Wort", '5-HTP', 'SAMe'],
    ruledOut: { SAMe: 'interaction' },
    check: (plan) => {
      const rhodiola = plan.items.find((i) => i.name === 'Rhodiola Rosea')
      if (rhodiola) expect(rhodiola.warnings.join(' ')).toMatch(/moderate/)
    },
  },
  {
    who: 'allergic to fish, wants heart health: algae omega-3 instead of fish oil',
    answers: { allergies: 'fish', healthGoals: ['heart'] },
    excludes: ['Omega-3 Fish Oil'],
    includes: ['Algae Omega-3'],
    ruledOut: { 'Omega-3 Fish Oil': 'allergy' },
    check: (plan) => expect(item(plan, 'Algae Omega-3').reasoning).toMatch(/instead of Omega-3 Fish Oil/),
  },
  {
    who: 'shellfish allergy, wants joints',
    answers: { allergies: 'shrimp and crab', healthGoals: ['joints'] },
    excludes: ['Glucosamine & Chondroitin'],
    ruledOut: { 'Glucosamine & Chondroitin': 'allergy' },
  },
  {
    who: 'student budget under $25 with four goals',
    answers: { ageRange: '18-25', budgetRange: 'under-25', healthGoals: ['energy', 'sleep', 'brain', 'immune'] },
    check: (plan) => {
      expect(plan.monthlyCostCents).toBeLessThanOrEqual(2500)
      expect(plan.budgetCents).toBe(2500)
      expect(plan.leftOut.some((n) => n.kind === 'budget')).toBe(true)
      expect(plan.items.length).toBeGreaterThan(0)
    },
  },
  {
    who: '$25-50 budget keeps the month under $50',
    answers: { budgetRange: '25-50', healthGoals: ['athletic', 'joints', 'heart'], exerciseFrequency: 'intense' },
    check: (plan) => expect(plan.monthlyCostCents).toBeLessThanOrEqual(5000),
  },
  {
    who: 'night-shift nurse with poor sleep',
    answers: { jobCategory: 'healthcare', workHours: 'night', sleepQuality: 'poor', healthGoals: ['sleep'] },
    includes: ['Vitamin D3', 'Melatonin'],
    check: (plan) => {
      expect(plan.scheduleNote).toMatch(/nights/)
      expect(item(plan, 'Melatonin').timing).toMatch(/daytime sleep/)
      // Her 'morning' is the afternoon: the first moment of her day is after 12:00.
      expect(minutes(plan.timetable[0]!.time)).toBeGreaterThanOrEqual(12 * 60)
      expect(item(plan, 'Vitamin D3').reasoning).toMatch(/night shifts/)
    },
  },
  {
    who: 'rotating shifts, fair sleep',
    answers: { workHours: 'rotating', sleepQuality: 'fair', healthGoals: ['sleep'] },
    includes: ['Melatonin'],
    check: (plan) => expect(item(plan, 'Melatonin').reasoning).toMatch(/You work rotating shifts.*rate your sleep fair/),
  },
  {
    who: 'retired, 65+',
    answers: { ageRange: '65+', jobCategory: 'other' },
    includes: ['Vitamin B12', 'Vitamin D3'],
    check: (plan) => expect(item(plan, 'Vitamin B12').reasoning).toMatch(/65 or older/),
  },
  {
    who: '58-year-old office worker',
    answers: { ageRange: '56-65' },
    includes: ['Vitamin B12'],
  },
  {
    who: 'low vitamin D on a lab result',
    answers: {},
    records: { labResults: [lab('Vitamin D, 25-OH', '14', '30-100', 'ng/mL')] },
    includes: ['Vitamin D3'],
    priorities: { 'Vitamin D3': 'high' },
    check: (plan) => expect(item(plan, 'Vitamin D3').reasoning).toMatch(/low Vitamin D, 25-OH result \(14 ng\/mL/),
  },
  {
    who: 'high vitamin D on a lab result and working nights',
    answers: { workHours: 'night' },
    records: { labResults: [lab('25-hydroxyvitamin D', '120', '30-100', 'ng/mL')] },
    excludes: ['Vitamin D3'],
    ruledOut: { 'Vitamin D3': 'lab' },
  },
  {
    who: 'low ferritin: iron becomes a priority',
    answers: { healthGoals: ['energy'] },
    records: { labResults: [lab('Ferritin', '8', '15-150', 'ng/mL')] },
    includes: ['Iron'],
    priorities: { Iron: 'high' },
  },
  {
    who: 'vegan wanting energy but no iron test: iron is not suggested just in case',
    answers: { dietType: 'vegan', healthGoals: ['energy'] },
    excludes: ['Iron'],
    ruledOut: { Iron: 'lab' },
  },
  {
    who: 'high ferritin rules iron out even when tired',
    answers: { healthGoals: ['energy'], dietType: 'vegetarian' },
    records: { labResults: [lab('Ferritin (serum)', '480', '15-150', 'ng/mL')] },
    excludes: ['Iron'],
  },
  {
    who: 'on levothyroxine with low ferritin, vegan: iron and calcium four hours from the thyroid pill',
    answers: { dietType: 'vegan', currentMedications: 'Synthroid 100 mcg' },
    records: { labResults: [lab('Ferritin', '9', '15-150', 'ng/mL')] },
    includes: ['Iron'],
    check: (plan) => {
      const thyroid = minutes(slotOf(plan, 'Synthroid 100 mcg').time)
      expect(slotOf(plan, 'Synthroid 100 mcg').slot).toBe('waking')
      for (const mineral of ['Iron', 'Calcium']) {
        if (!names(plan).includes(mineral)) continue
        expect(Math.abs(minutes(slotOf(plan, mineral).time) - thyroid)).toBeGreaterThanOrEqual(4 * 60)
      }
      if (names(plan).includes('Iron') && names(plan).includes('Calcium')) {
        expect(Math.abs(minutes(slotOf(plan, 'Iron').time) - minutes(slotOf(plan, 'Calcium').time))).toBeGreaterThanOrEqual(2 * 60)
      }
    },
  },
  {
    who: 'pregnant, wants energy and less stress',
    answers: { additionalNotes: 'I am 12 weeks pregnant', healthGoals: ['energy', 'stress'], stressLevel: 'high' },
    excludes: ['Vitamin A', 'Ashwagandha', 'Rhodiola Rosea', 'Panax Ginseng'],
    ruledOut: { Ashwagandha: 'condition' },
  },
  {
    who: 'kidney disease, wants sleep and athletic performance',
    answers: { additionalNotes: 'chronic kidney disease stage 3', healthGoals: ['sleep', 'athletic'], exerciseFrequency: 'moderate' },
    excludes: ['Magnesium Glycinate', 'Potassium', 'Creatine Monohydrate', 'Electrolytes'],
  },
  {
    who: 'already takes fish oil and magnesium',
    answers: { currentSupplements: 'fish oil, magnesium', healthGoals: ['heart', 'sleep'], sleepQuality: 'fair' },
    excludes: ['Omega-3 Fish Oil', 'Magnesium Glycinate', 'Algae Omega-3'],
    check: (plan) => {
      expect(plan.covered.map((c) => c.name)).toEqual(expect.arrayContaining(['Omega-3 Fish Oil', 'Magnesium Glycinate']))
      expect(plan.covered.find((c) => c.name === 'Omega-3 Fish Oil')!.reason).toMatch(/already take/)
      // What they take is in their timetable too.
      expect(slotOf(plan, 'Omega-3 Fish Oil').entries.find((e) => e.name === 'Omega-3 Fish Oil')!.kind).toBe('current')
    },
  },
  {
    who: 'takes niacin: a B-complex on top would pass the niacin upper limit, so it is left out and says so',
    answers: { currentSupplements: 'niacin', workHours: 'rotating', healthGoals: ['energy'] },
    excludes: ['B-Complex'],
    check: (plan) => expect(plan.leftOut.find((n) => n.name === 'B-Complex')!.reason).toMatch(/upper limit/),
  },
  {
    who: 'takes a B-complex, niacin and folate already: warned that they pass the upper limits',
    answers: { currentSupplements: 'b-complex, niacin, folic acid', healthGoals: ['energy'] },
    check: (plan) => {
      expect(plan.warnings.some((w) => w.kind === 'upper-limit' && /^Niacin: /.test(w.message))).toBe(true)
      expect(plan.warnings.some((w) => w.kind === 'upper-limit' && /^Folate: /.test(w.message))).toBe(true)
    },
  },
  {
    who: 'takes vitamin B6: a B-complex still fits, within the B6 limit',
    answers: { currentSupplements: 'vitamin b6', workHours: 'rotating', healthGoals: ['energy'] },
    includes: ['B-Complex'],
  },
  {
    who: 'athlete training 5+ times a week who plays sports',
    answers: { jobCategory: 'physical', exerciseFrequency: 'intense', hobbies: ['Sports'], healthGoals: ['athletic'] },
    includes: ['Creatine Monohydrate'],
    check: (plan) => expect(item(plan, 'Creatine Monohydrate').reasoning).toMatch(/exercise 5 or more times a week|play sports/),
  },
  {
    who: 'milk allergy, athletic',
    answers: { allergies: 'dairy', healthGoals: ['athletic'], exerciseFrequency: 'intense' },
    excludes: ['Whey Protein'],
  },
  {
    who: 'ragweed allergy, wants immune support',
    answers: { allergies: 'ragweed', healthGoals: ['immune'], jobCategory: 'education' },
    excludes: ['Echinacea'],
    ruledOut: { Echinacea: 'allergy' },
  },
  {
    who: 'bipolar disorder in the notes, high stress',
    answers: { additionalNotes: 'bipolar II, stable on lithium', stressLevel: 'high', healthGoals: ['stress', 'energy'] },
    excludes: ['Rhodiola Rosea', 'SAMe', '5-HTP'],
  },
  {
    who: 'keto dieter who wants sleep',
    answers: { dietType: 'keto', healthGoals: ['sleep'], sleepQuality: 'fair' },
    excludes: ['Tart Cherry'],
    includes: ['Magnesium Glycinate'],
  },
  {
    who: 'surgery next month',
    answers: { additionalNotes: 'knee surgery in December', healthGoals: ['heart', 'brain', 'joints'] },
    excludes: ['Ginkgo Biloba', 'Garlic Extract', 'Omega-3 Fish Oil', 'Vitamin E', 'Turmeric (Curcumin)'],
  },
  {
    who: 'big budget and every goal: still a short plan',
    answers: {
      budgetRange: 'over-200',
      healthGoals: ['energy', 'immune', 'stress', 'sleep', 'joints', 'heart', 'brain', 'athletic'],
      stressLevel: 'high',
      sleepQuality: 'poor',
    },
    check: (plan) => {
      expect(plan.items.length).toBe(6)
      expect(plan.budgetCents).toBeNull()
      expect(plan.leftOut.some((n) => n.kind === 'plan-size')).toBe(true)
    },
  },
  {
    who: 'a medicine the catalogue does not know is named, not ignored',
    answers: { currentMedications: 'xylofrobinex', healthGoals: ['sleep'] },
    check: (plan) => expect(plan.warnings.some((w) => w.kind === 'unrecognised' && /xylofrobinex/.test(w.message))).toBe(true),
  },
  {
    who: 'ciprofloxacin course: minerals are spaced from it',
    answers: { currentMedications: 'Cipro', healthGoals: ['sleep'], sleepQuality: 'poor' },
    includes: ['Magnesium Glycinate'],
    check: (plan) => expect(item(plan, 'Magnesium Glycinate').warnings.join(' ')).toMatch(/hours apart from “Cipro”/),
  },
  {
    who: 'creative worker who travels and wants focus',
    answers: { jobCategory: 'creative', hobbies: ['Travel'], healthGoals: ['brain'] },
    check: (plan) => {
      expect(plan.items.length).toBeGreaterThan(0)
      for (const i of plan.items) expect(i.reasoning).toMatch(/^You |^Chosen instead/)
    },
  },
  {
    who: 'no goals and nothing special: a minimal plan, not an empty promise',
    answers: { jobCategory: 'other', stressLevel: 'low', sleepQuality: 'excellent' },
    check: (plan) => {
      for (const i of plan.items) expect(i.reasoning.length).toBeGreaterThan(20)
    },
  },
  // Structured health questions (issue 11): each answer adds what it calls for and rules out
  // what it makes unsafe, with reasoning that names it.
  {
    who: 'trying to conceive (structured answer): folate is added, high, with the reason and source',
    answers: { sex: 'female', ageRange: '26-35', reproductiveStatus: 'trying-to-conceive' },
    includes: ['Folate'],
    priorities: { Folate: 'high' },
    ruledOut: { Ashwagandha: 'condition' },
    check: (plan) => {
      expect(item(plan, 'Folate').reasoning).toMatch(/^You are trying to conceive: Folate/)
      expect(item(plan, 'Folate').reasoning).toMatch(/High priority because you are trying to conceive\./)
      expect(item(plan, 'Folate').reasoning).toMatch(/Folate — Fact Sheet for Health Professionals/)
      expect(plan.excluded.find((n) => n.name === 'Ashwagandha')!.reason).toMatch(/“Trying to conceive”/)
    },
  },
  {
    who: 'trying to conceive written in the notes: the same folate, said the same way',
    answers: { additionalNotes: 'We are trying to conceive this year' },
    includes: ['Folate'],
    priorities: { Folate: 'high' },
    check: (plan) => expect(item(plan, 'Folate').reasoning).toMatch(/High priority because you are trying to conceive\./),
  },
  {
    who: 'pregnant: folate added, pregnancy-unsafe herbs ruled out',
    answers: { reproductiveStatus: 'pregnant', healthGoals: ['stress'], stressLevel: 'high' },
    includes: ['Folate'],
    excludes: ['Ashwagandha', 'Rhodiola Rosea'],
    ruledOut: { Ashwagandha: 'condition' },
  },
  {
    who: 'breastfeeding: herbs not advised while nursing are ruled out',
    answers: { reproductiveStatus: 'breastfeeding', healthGoals: ['stress', 'sleep'], stressLevel: 'high', sleepQuality: 'poor' },
    excludes: ['Ashwagandha'],
    ruledOut: { Ashwagandha: 'condition' },
  },
  {
    who: 'diagnosed iron deficiency (structured): iron without a lab result, high, with follow-up',
    answers: { healthConditions: ['iron-deficiency'] },
    includes: ['Iron'],
    priorities: { Iron: 'high' },
    check: (plan) => expect(item(plan, 'Iron').reasoning).toMatch(/ask when to recheck your ferritin and haemoglobin/),
  },
  {
    who: 'iron deficiency in the notes but iron overload too: iron stays out',
    answers: { additionalNotes: 'low iron, but I also have hemochromatosis' },
    excludes: ['Iron'],
    ruledOut: { Iron: 'condition' },
  },
  {
    who: 'osteoporosis and a vegan diet: calcium and vitamin D3, both high',
    answers: { healthConditions: ['osteoporosis'], dietType: 'vegan', ageRange: '56-65' },
    includes: ['Calcium', 'Vitamin D3'],
    priorities: { Calcium: 'high', 'Vitamin D3': 'high' },
    check: (plan) => expect(item(plan, 'Calcium').reasoning).toMatch(/osteoporosis and have little dairy/),
  },
  {
    who: 'osteoporosis with dairy in the diet: vitamin D3 but no calcium for the condition',
    answers: { healthConditions: ['osteoporosis'], ageRange: '56-65' },
    includes: ['Vitamin D3'],
    excludes: ['Calcium'],
    priorities: { 'Vitamin D3': 'high' },
  },
  {
    who: 'kidney disease (structured): what kidneys must clear is ruled out, even for osteoporosis',
    answers: { healthConditions: ['kidney-disease', 'osteoporosis'], ageRange: '56-65' },
    excludes: ['Vitamin D3', 'Calcium', 'Magnesium Glycinate', 'Potassium'],
    ruledOut: { 'Vitamin D3': 'condition' },
    check: (plan) => expect(plan.excluded.find((n) => n.name === 'Vitamin D3')!.reason).toMatch(/“Kidney disease”/),
  },
  {
    who: 'liver disease (structured): liver-risk herbs ruled out',
    answers: { healthConditions: ['liver-disease'], healthGoals: ['stress'], stressLevel: 'high' },
    excludes: ['Ashwagandha', 'Kava'],
    ruledOut: { Ashwagandha: 'condition' },
  },
  {
    who: 'priority is earned: a night-shift nurse with goals only gets no HIGH item',
    answers: { jobCategory: 'healthcare', workHours: 'night', sleepQuality: 'poor', stressLevel: 'high', healthGoals: ['energy', 'sleep'] },
    check: (plan) => {
      expect(plan.items.length).toBeGreaterThanOrEqual(4)
      expect(plan.items.filter((i) => i.priority === 'high')).toEqual([])
    },
  },
  {
    who: 'priority is earned: a stated goal with grade-A evidence is high and says why',
    answers: { healthGoals: ['athletic'], exerciseFrequency: 'intense' },
    includes: ['Creatine Monohydrate'],
    priorities: { 'Creatine Monohydrate': 'high' },
    check: (plan) => {
      expect(item(plan, 'Creatine Monohydrate').reasoning).toMatch(
        /High priority because you want better athletic performance, and the evidence for strength and power with resistance training is strong \(grade A\)\./
      )
      for (const i of plan.items.filter((x) => x.priority !== 'high')) expect(i.reasoning).not.toMatch(/High priority/)
    },
  },
  {
    who: 'takes a multivitamin: it is recognised, kept, and its nutrients count toward upper limits',
    answers: { currentSupplements: 'Centrum multivitamin 1 tab daily', healthGoals: ['sleep'], sleepQuality: 'poor' },
    excludes: ['Magnesium Glycinate'],
    check: (plan) => {
      expect(plan.covered.map((n) => n.name)).toContain('Multivitamin')
      const magnesium = plan.leftOut.find((n) => n.name === 'Magnesium Glycinate')!
      expect(magnesium.reason).toMatch(/Multivitamin, which you already take,.*above the upper limit of 350 mg/)
    },
  },
  {
    who: 'on warfarin with a multivitamin: the vitamin K in it is flagged',
    answers: { currentMedications: 'warfarin 5mg', currentSupplements: 'multivitamin' },
    check: (plan) => expect(plan.warnings.some((w) => /Multivitamin/.test(w.message) && /vitamin K/.test(w.message))).toBe(true),
  },
  {
    who: 'a multivitamin does not stand in for a low vitamin D result: D3 is still added, high',
    answers: { currentSupplements: 'multivitamin' },
    records: { labResults: [lab('Vitamin D, 25-OH', '14', '30-100', 'ng/mL')] },
    includes: ['Vitamin D3'],
    priorities: { 'Vitamin D3': 'high' },
  },
]

describe('the persona table', () => {
  it('has at least 25 personas', () => expect(PERSONAS.length).toBeGreaterThanOrEqual(25))

  for (const persona of PERSONAS) {
    it(persona.who, () => {
      const plan = recommend(
        { ...BASE, ...persona.answers },
        prepared,
        { prescriptions: [], labResults: [], ...persona.records },
        { now: NOW }
      )
      const chosen = names(plan)
      for (const name of persona.includes ?? []) expect(chosen, `${name} should be recommended`).toContain(name)
      for (const name of persona.excludes ?? []) expect(chosen, `${name} must not be recommended`).not.toContain(name)
      for (const [name, kind] of Object.entries(persona.ruledOut ?? {})) {
        const note = plan.excluded.find((n) => n.name === name)
        expect(note, `${name} should be listed as ruled out`).toBeDefined()
        expect(note!.kind).toBe(kind)
        expect(note!.reason.length).toBeGreaterThan(20)
      }
      for (const [name, priority] of Object.entries(persona.priorities ?? {})) expect(item(plan, name).priority).toBe(priority)
      persona.check?.(plan)
    })
  }
})
