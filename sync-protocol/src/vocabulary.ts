/**
 * Words people type for allergies and health conditions (assessment free text: medications,
 * allergies, additional notes), each mapped to one slug. The knowledge base says which
 * supplements contain an allergen or must be avoided with a condition (with sources); this file
 * is only the vocabulary that recognises them in what someone wrote.
 *
 * Matching is by whole words after `normalizeName`, so 'Fish!' and 'fish, shellfish' both name
 * fish, while 'selfish' does not. Recognising too much is the safe side: a supplement left out
 * by mistake is listed with the words that caused it, so the person can see why.
 */
import { normalizeName } from './matching/normalize-name.js'

export interface VocabularyTerm<S extends string> {
  slug: S
  label: string
  /** Lowercase phrases, matched as whole words. */
  words: readonly string[]
}

export const ALLERGENS = [
  {
    slug: 'fish',
    label: 'fish',
    words: ['fish', 'seafood', 'fish oil', 'salmon', 'cod', 'tuna', 'anchovy', 'anchovies', 'sardine', 'sardines', 'mackerel'],
  },
  {
    slug: 'shellfish',
    label: 'shellfish',
    words: ['shellfish', 'seafood', 'shrimp', 'prawn', 'prawns', 'crab', 'lobster', 'crustacean', 'crustaceans', 'shell fish', 'krill'],
  },
  { slug: 'milk', label: 'milk', words: ['milk', 'dairy', 'lactose', 'whey', 'casein', 'cows milk'] },
  { slug: 'soy', label: 'soy', words: ['soy', 'soya', 'soybean', 'soybeans'] },
  {
    slug: 'ragweed',
    label: 'ragweed and the daisy family',
    words: [
      'ragweed',
      'daisy',
      'daisies',
      'chrysanthemum',
      'chrysanthemums',
      'marigold',
      'marigolds',
      'asteraceae',
      'compositae',
      'hay fever',
    ],
  },
  { slug: 'bee', label: 'bee products', words: ['bee', 'bees', 'bee sting', 'bee stings', 'pollen', 'propolis', 'royal jelly', 'honey'] },
] as const satisfies readonly VocabularyTerm<string>[]
export type Allergen = (typeof ALLERGENS)[number]['slug']
export const ALLERGEN_SLUGS = ALLERGENS.map((a) => a.slug) as [Allergen, ...Allergen[]]

export const CONDITIONS = [
  {
    slug: 'pregnancy',
    label: 'pregnancy',
    words: ['pregnant', 'pregnancy', 'expecting a baby', 'trying to conceive', 'trying to get pregnant', 'ttc'],
  },
  { slug: 'breastfeeding', label: 'breastfeeding', words: ['breastfeeding', 'breast feeding', 'nursing', 'lactating', 'lactation'] },
  {
    slug: 'kidney-disease',
    label: 'kidney disease',
    words: [
      'kidney disease',
      'chronic kidney disease',
      'ckd',
      'renal failure',
      'renal disease',
      'kidney failure',
      'dialysis',
      'renal impairment',
      'kidney problems',
    ],
  },
  { slug: 'kidney-stones', label: 'kidney stones', words: ['kidney stones', 'kidney stone', 'renal calculi', 'nephrolithiasis'] },
  {
    slug: 'liver-disease',
    label: 'liver disease',
    words: ['liver disease', 'hepatitis', 'cirrhosis', 'fatty liver', 'liver damage', 'liver problems'],
  },
  {
    slug: 'bleeding-disorder',
    label: 'a bleeding disorder',
    words: ['bleeding disorder', 'hemophilia', 'haemophilia', 'von willebrand', 'low platelets', 'thrombocytopenia', 'bleed easily'],
  },
  { slug: 'surgery', label: 'upcoming surgery', words: ['surgery', 'operation', 'surgical'] },
  { slug: 'hemochromatosis', label: 'iron overload', words: ['hemochromatosis', 'haemochromatosis', 'iron overload'] },
  {
    slug: 'high-calcium',
    label: 'high blood calcium',
    words: ['hypercalcemia', 'hypercalcaemia', 'high calcium', 'high blood calcium', 'hyperparathyroidism', 'sarcoidosis'],
  },
  {
    slug: 'autoimmune',
    label: 'an autoimmune disease',
    words: [
      'autoimmune',
      'lupus',
      'rheumatoid arthritis',
      'multiple sclerosis',
      'hashimoto',
      'hashimotos',
      'crohns',
      'ulcerative colitis',
      'psoriasis',
    ],
  },
  { slug: 'bipolar', label: 'bipolar disorder', words: ['bipolar', 'manic depression', 'mania'] },
  { slug: 'hyperthyroidism', label: 'an overactive thyroid', words: ['hyperthyroidism', 'overactive thyroid', 'graves disease', 'graves'] },
  {
    slug: 'hormone-sensitive-cancer',
    label: 'a hormone-sensitive cancer',
    words: ['breast cancer', 'ovarian cancer', 'uterine cancer', 'endometrial cancer', 'prostate cancer', 'endometriosis', 'fibroids'],
  },
  { slug: 'gallbladder', label: 'gallbladder problems', words: ['gallstones', 'gallstone', 'gallbladder', 'bile duct'] },
  { slug: 'diabetes', label: 'diabetes', words: ['diabetes', 'diabetic', 'type 1 diabetes', 'type 2 diabetes', 't2d', 'prediabetes'] },
  { slug: 'low-blood-pressure', label: 'low blood pressure', words: ['low blood pressure', 'hypotension'] },
  { slug: 'high-blood-pressure', label: 'high blood pressure', words: ['high blood pressure', 'hypertension'] },
  {
    slug: 'heart-disease',
    label: 'heart disease',
    words: ['heart disease', 'heart failure', 'arrhythmia', 'atrial fibrillation', 'afib', 'heart attack'],
  },
  { slug: 'seizures', label: 'seizures', words: ['epilepsy', 'seizure', 'seizures'] },
  // Conditions that call for a supplement as well as rule some out (engine/condition-needs.ts).
  {
    slug: 'trying-to-conceive',
    label: 'trying to conceive',
    words: ['trying to conceive', 'trying to get pregnant', 'ttc', 'planning a pregnancy', 'planning pregnancy', 'trying for a baby'],
  },
  {
    slug: 'iron-deficiency',
    label: 'a diagnosed iron deficiency',
    words: ['iron deficiency', 'iron deficient', 'iron deficiency anemia', 'iron deficiency anaemia', 'low iron', 'low ferritin'],
  },
  { slug: 'osteoporosis', label: 'osteoporosis', words: ['osteoporosis', 'osteopenia', 'low bone density', 'thin bones'] },
] as const satisfies readonly VocabularyTerm<string>[]
export type Condition = (typeof CONDITIONS)[number]['slug']
export const CONDITION_SLUGS = CONDITIONS.map((c) => c.slug) as [Condition, ...Condition[]]

// Each word's normal form between spaces, made once: the engine looks every word up for every plan.
const paddedWords = new Map<string, string>()
function paddedWord(word: string): string {
  let padded = paddedWords.get(word)
  if (padded === undefined) paddedWords.set(word, (padded = ` ${normalizeName(word)} `))
  return padded
}

/** The terms of `vocabulary` named in `text`, each with the words that named it. */
export function findVocabulary<S extends string>(
  text: string | null | undefined,
  vocabulary: readonly VocabularyTerm<S>[]
): { slug: S; label: string; matched: string }[] {
  const normalized = ` ${normalizeName(text ?? '')} `
  if (normalized.trim() === '') return []
  const found: { slug: S; label: string; matched: string }[] = []
  for (const term of vocabulary) {
    const hit = term.words.find((word) => normalized.includes(paddedWord(word)))
    if (hit) found.push({ slug: term.slug, label: term.label, matched: hit })
  }
  return found
}
