/**
 * Why a supplement fits a person: each answer that speaks for it is a factor with a weight
 * and the words that name it ('work rotating shifts', 'rate your sleep fair'). The facts of
 * which supplement suits which goal, diet, shift, age or hobby are in the knowledge base; the
 * weights are here, in one table, so they can be read and argued about.
 */
import type { AgeRange, DietType, ExerciseFrequency, HealthGoal, JobCategory, SleepQuality, StressLevel } from '../enums.js'
import type { ReferenceSupplement } from '../schemas/reference.js'
import type { ConditionNeed } from './condition-needs.js'
import type { EngineAssessment, LabFinding, PersonProfile } from './profile.js'
import { CONDITION_NEEDS } from './condition-needs.js'

export type FactorKind =
  'lab' | 'condition' | 'diet' | 'shift' | 'age' | 'goal' | 'sleep' | 'stress' | 'exercise' | 'hobby' | 'job' | 'evidence'

export interface Factor {
  kind: FactorKind
  points: number
  /** What the person told us, as a predicate of 'you' ('work night shifts'); null: not said aloud. */
  phrase: string | null
  /** A condition's need: why it calls for the supplement and the follow-up to ask for. */
  need?: ConditionNeed
}

export const WEIGHTS = {
  labLow: 12,
  /** A condition the person has calls for it (condition-needs.ts). */
  condition: 12,
  diet: 7,
  shift: 5,
  irregularHours: 3,
  age: 5,
  goal: 3,
  /** Goals counted per supplement, so one product cannot win on goals alone. */
  goalsCounted: 2,
  sleep: { poor: 3, fair: 2 } as Partial<Record<SleepQuality, number>>,
  stress: { high: 2, moderate: 1 } as Partial<Record<StressLevel, number>>,
  exercise: { intense: 3, moderate: 2 } as Partial<Record<ExerciseFrequency, number>>,
  hobby: 2,
  job: 2,
  evidence: { A: 2, B: 1, C: 0, D: -1 } as Record<string, number>,
  /** A moderate interaction with something the person takes weighs against the supplement. */
  moderateInteraction: -2,
} as const

/** A supplement is suggested only with a reason beyond job and evidence, and at least this score. */
export const MIN_SCORE = 4
/**
 * Medium from this score. High is not a score: it is earned by a measured need (a low lab
 * result, a condition that calls for it, a diet that lacks it, or a stated goal the supplement
 * has grade-A evidence for) — see `priorityOf` in recommend.ts.
 */
export const MEDIUM_SCORE = 7

export const GOAL_WORDS: Record<HealthGoal, string> = {
  energy: 'more energy',
  immune: 'immune support',
  stress: 'help with stress',
  sleep: 'better sleep',
  joints: 'healthier joints',
  heart: 'heart health',
  brain: 'sharper focus and memory',
  athletic: 'better athletic performance',
}

const JOB_WORDS: Partial<Record<JobCategory, string>> = {
  office: 'work in an office',
  healthcare: 'work in healthcare',
  physical: 'do physical work',
  creative: 'do creative work',
  education: 'work in education',
}

const DIET_WORDS: Record<DietType, string> = {
  omnivore: 'eat an omnivore diet',
  vegetarian: 'eat a vegetarian diet',
  vegan: 'eat a vegan diet',
  pescatarian: 'eat a pescatarian diet',
  keto: 'eat a keto diet',
  mediterranean: 'eat a Mediterranean diet',
  other: 'follow your own diet',
}

const AGE_WORDS: Record<AgeRange, string> = {
  '18-25': 'are between 18 and 25',
  '26-35': 'are between 26 and 35',
  '36-45': 'are between 36 and 45',
  '46-55': 'are between 46 and 55',
  '56-65': 'are between 56 and 65',
  '65+': 'are 65 or older',
}

const EXERCISE_WORDS: Partial<Record<ExerciseFrequency, string>> = {
  intense: 'exercise 5 or more times a week',
  moderate: 'exercise 3 to 4 times a week',
}

const HOBBY_WORDS: Record<string, string> = {
  Reading: 'read a lot',
  Gaming: 'spend long hours gaming',
  Sports: 'play sports',
  Cooking: 'enjoy cooking',
  Travel: 'travel',
  Music: 'make music',
}

export function labPhrase(finding: LabFinding): string {
  const { result } = finding
  const value = [result.value, result.unit].filter(Boolean).join(' ')
  const range = result.referenceRange ? `, reference ${result.referenceRange}` : ''
  return `have a ${finding.status} ${result.testName} result (${value}${range})`
}

/**
 * Stable in-place insertion sort for the few items a supplement has: the same order as
 * Array.prototype.sort (also stable), without its per-call work arrays — the engine sorts a
 * handful of factors for each of 60 supplements per plan, and that garbage set its p99 (ADR 0046).
 */
export function sortSmall<T>(items: T[], compare: (a: T, b: T) => number): T[] {
  for (let i = 1; i < items.length; i++) {
    const item = items[i]!
    let j = i - 1
    while (j >= 0 && compare(items[j]!, item) > 0) {
      items[j + 1] = items[j]!
      j--
    }
    items[j + 1] = item
  }
  return items
}

/** The best (alphabetically first) evidence grade: what `[...grades].sort()[0]` gave, without the copy. */
function bestGrade(evidence: readonly { grade: string }[]): string | undefined {
  let best: string | undefined
  for (const { grade } of evidence) if (best === undefined || grade < best) best = grade
  return best
}

/** The needs of the person's conditions that call for `supplement` (each rule once). */
export function conditionNeedsFor(
  supplement: ReferenceSupplement,
  profile: Pick<PersonProfile, 'conditions' | 'littleDairy'>
): { need: ConditionNeed; phrase: string }[] {
  const found: { need: ConditionNeed; phrase: string }[] = []
  for (const need of CONDITION_NEEDS) {
    if (need.supplement !== supplement.name) continue
    if (need.onlyWithLittleDairy && !profile.littleDairy) continue
    // The rule's own order: 'trying to conceive' before the 'pregnancy' the same words also name.
    const condition = need.conditions.map((slug) => profile.conditions.find((c) => c.slug === slug)).find(Boolean)
    if (!condition) continue
    const label =
      condition.slug === 'trying-to-conceive'
        ? 'are trying to conceive'
        : condition.slug === 'pregnancy'
          ? 'are pregnant'
          : `have ${condition.label}`
    found.push({ need, phrase: need.onlyWithLittleDairy ? `${label} and have little dairy in your diet` : label })
  }
  return found
}

/** Every answer that speaks for `supplement`, strongest first. */
export function factorsFor(
  supplement: ReferenceSupplement,
  assessment: EngineAssessment,
  labs: readonly LabFinding[],
  needs: readonly { need: ConditionNeed; phrase: string }[] = []
): Factor[] {
  const factors: Factor[] = []
  const goals = supplement.goals as string[]

  for (const { need, phrase } of needs) factors.push({ kind: 'condition', points: WEIGHTS.condition, phrase, need })

  for (const finding of labs) {
    if (finding.status === 'low' && finding.marker.raiseWhenLow)
      factors.push({ kind: 'lab', points: WEIGHTS.labLow, phrase: labPhrase(finding) })
  }
  if ((supplement.diets as string[]).includes(assessment.dietType)) {
    factors.push({ kind: 'diet', points: WEIGHTS.diet, phrase: DIET_WORDS[assessment.dietType] })
  }
  const professions = supplement.professions as string[]
  if (assessment.workHours === 'night' && professions.includes('night')) {
    factors.push({ kind: 'shift', points: WEIGHTS.shift, phrase: 'work night shifts' })
  } else if (assessment.workHours === 'rotating' && professions.includes('rotating')) {
    factors.push({ kind: 'shift', points: WEIGHTS.shift, phrase: 'work rotating shifts' })
  } else if (assessment.workHours === 'irregular' && (professions.includes('rotating') || professions.includes('night'))) {
    factors.push({ kind: 'shift', points: WEIGHTS.irregularHours, phrase: 'work irregular hours' })
  }
  if ((supplement.ages as string[]).includes(assessment.ageRange)) {
    factors.push({ kind: 'age', points: WEIGHTS.age, phrase: AGE_WORDS[assessment.ageRange] })
  }
  // Loops rather than filter: most supplements match none of the answers, and an empty array per
  // supplement per plan was garbage the collector had to chase (ADR 0046).
  let wanted: HealthGoal[] | null = null
  for (const goal of assessment.healthGoals) {
    if (!goals.includes(goal)) continue
    if (wanted === null) wanted = []
    if (wanted.length < WEIGHTS.goalsCounted) wanted.push(goal as HealthGoal)
  }
  if (wanted !== null) {
    factors.push({ kind: 'goal', points: WEIGHTS.goal * wanted.length, phrase: `want ${joinWords(wanted.map((g) => GOAL_WORDS[g]))}` })
  }
  const sleep = WEIGHTS.sleep[assessment.sleepQuality]
  if (sleep && goals.includes('sleep')) factors.push({ kind: 'sleep', points: sleep, phrase: `rate your sleep ${assessment.sleepQuality}` })
  const stress = WEIGHTS.stress[assessment.stressLevel]
  if (stress && goals.includes('stress'))
    factors.push({ kind: 'stress', points: stress, phrase: `rate your stress ${assessment.stressLevel}` })
  const exercise = WEIGHTS.exercise[assessment.exerciseFrequency]
  if (exercise && goals.includes('athletic')) {
    factors.push({ kind: 'exercise', points: exercise, phrase: EXERCISE_WORDS[assessment.exerciseFrequency] ?? null })
  }
  let hobbies: string[] | null = null
  for (const hobby of assessment.hobbies) if ((supplement.hobbies as string[]).includes(hobby)) (hobbies ??= []).push(hobby)
  if (hobbies !== null)
    factors.push({ kind: 'hobby', points: WEIGHTS.hobby, phrase: joinWords(hobbies.map((h) => HOBBY_WORDS[h] ?? h.toLowerCase())) })
  if (professions.includes(assessment.jobCategory)) {
    factors.push({ kind: 'job', points: WEIGHTS.job, phrase: JOB_WORDS[assessment.jobCategory] ?? null })
  }
  const grade = bestGrade(supplement.evidence)
  if (grade) factors.push({ kind: 'evidence', points: WEIGHTS.evidence[grade] ?? 0, phrase: null })
  return sortSmall(factors, (a, b) => b.points - a.points)
}

/** A factor that is a reason in itself (job and evidence only add weight). */
export const isReason = (factor: Factor) => factor.kind !== 'job' && factor.kind !== 'evidence'

export function scoreOf(factors: readonly Factor[]): number {
  return factors.reduce((sum, factor) => sum + factor.points, 0)
}

/** 'a', 'a and b', 'a, b and c'. */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? ''
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
}
