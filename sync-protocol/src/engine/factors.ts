/**
 * Why a supplement fits a person: each answer that speaks for it is a factor with a weight
 * and the words that name it ('work rotating shifts', 'rate your sleep fair'). The facts of
 * which supplement suits which goal, diet, shift, age or hobby are in the knowledge base; the
 * weights are here, in one table, so they can be read and argued about.
 */
import type { AgeRange, DietType, ExerciseFrequency, HealthGoal, JobCategory, SleepQuality, StressLevel } from '../enums.js'
import { JOB_CATEGORIES } from '../enums.js'
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
  /** Goals counted per supplement, so one product cannot win on goals alone (the goal factor names these two). */
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

// Factors that depend on one answer alone are made once, here, and shared by every plan (nothing
// changes a factor once made): making them afresh for each supplement of each plan was garbage,
// and the collections of that garbage set the engine's p99 (ADR 0049).
function factorTable<K extends string>(kind: FactorKind, points: number, phrases: Record<K, string | null>): Record<K, Factor> {
  const table = {} as Record<K, Factor>
  for (const key of Object.keys(phrases) as K[]) table[key] = { kind, points, phrase: phrases[key] }
  return table
}
const DIET_FACTORS = factorTable('diet', WEIGHTS.diet, DIET_WORDS)
const AGE_FACTORS = factorTable('age', WEIGHTS.age, AGE_WORDS)
const JOB_FACTORS = factorTable(
  'job',
  WEIGHTS.job,
  Object.fromEntries(JOB_CATEGORIES.map((job) => [job, JOB_WORDS[job] ?? null])) as Record<JobCategory, string | null>
)
const SHIFT_FACTORS: Record<'night' | 'rotating' | 'irregular', Factor> = {
  night: { kind: 'shift', points: WEIGHTS.shift, phrase: 'work night shifts' },
  rotating: { kind: 'shift', points: WEIGHTS.shift, phrase: 'work rotating shifts' },
  irregular: { kind: 'shift', points: WEIGHTS.irregularHours, phrase: 'work irregular hours' },
}
const SLEEP_FACTORS: Partial<Record<SleepQuality, Factor>> = {
  poor: { kind: 'sleep', points: WEIGHTS.sleep.poor!, phrase: 'rate your sleep poor' },
  fair: { kind: 'sleep', points: WEIGHTS.sleep.fair!, phrase: 'rate your sleep fair' },
}
const STRESS_FACTORS: Partial<Record<StressLevel, Factor>> = {
  high: { kind: 'stress', points: WEIGHTS.stress.high!, phrase: 'rate your stress high' },
  moderate: { kind: 'stress', points: WEIGHTS.stress.moderate!, phrase: 'rate your stress moderate' },
}
const EXERCISE_FACTORS: Partial<Record<ExerciseFrequency, Factor>> = {
  intense: { kind: 'exercise', points: WEIGHTS.exercise.intense!, phrase: EXERCISE_WORDS.intense! },
  moderate: { kind: 'exercise', points: WEIGHTS.exercise.moderate!, phrase: EXERCISE_WORDS.moderate! },
}
const HOBBY_FACTORS = new Map<string, Factor>(
  Object.entries(HOBBY_WORDS).map(([hobby, phrase]) => [hobby, { kind: 'hobby', points: WEIGHTS.hobby, phrase }])
)
const evidenceFactors = new Map<string, Factor>()
function evidenceFactor(grade: string): Factor {
  let factor = evidenceFactors.get(grade)
  if (!factor) evidenceFactors.set(grade, (factor = { kind: 'evidence', points: WEIGHTS.evidence[grade] ?? 0, phrase: null }))
  return factor
}
// The goal factor names the first one or two goals the supplement serves, in the person's order
// (WEIGHTS.goalsCounted): one factor per goal and per ordered pair of goals, made on first use.
const goalFactors = new Map<string, { alone: Factor; with: Map<string, Factor> }>()
function goalFactor(first: HealthGoal, second: HealthGoal | null): Factor {
  let byFirst = goalFactors.get(first)
  if (!byFirst) {
    byFirst = { alone: { kind: 'goal', points: WEIGHTS.goal, phrase: `want ${GOAL_WORDS[first]}` }, with: new Map() }
    goalFactors.set(first, byFirst)
  }
  if (second === null) return byFirst.alone
  let factor = byFirst.with.get(second)
  if (!factor) {
    factor = { kind: 'goal', points: WEIGHTS.goal * 2, phrase: `want ${joinWords([GOAL_WORDS[first], GOAL_WORDS[second]])}` }
    byFirst.with.set(second, factor)
  }
  return factor
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

type NeedFound = { need: ConditionNeed; phrase: string }
const NO_NEEDS: readonly NeedFound[] = []

/** The needs of the person's conditions that call for `supplement` (each rule once). */
export function conditionNeedsFor(
  supplement: ReferenceSupplement,
  profile: Pick<PersonProfile, 'conditions' | 'littleDairy'>
): readonly NeedFound[] {
  let found: NeedFound[] | null = null
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
    ;(found ??= []).push({ need, phrase: need.onlyWithLittleDairy ? `${label} and have little dairy in your diet` : label })
  }
  return found ?? NO_NEEDS
}

const includes = (list: readonly string[], value: string) => list.includes(value)

/**
 * Whether any answer is a reason for `supplement` (a factor `isReason` calls one): what
 * `factorsFor(…).some(isReason)` says, without building a factor. Most supplements have none for
 * a given person, and the engine does not weigh those at all (ADR 0049). Keep the two in step:
 * `recommend.property.test.ts` checks that they agree.
 */
export function hasReason(
  supplement: ReferenceSupplement,
  assessment: EngineAssessment,
  labs: readonly LabFinding[],
  needs: readonly NeedFound[]
): boolean {
  if (needs.length > 0) return true
  for (const finding of labs) if (finding.status === 'low' && finding.marker.raiseWhenLow) return true
  if (includes(supplement.diets, assessment.dietType) || includes(supplement.ages, assessment.ageRange)) return true
  const professions = supplement.professions
  if (assessment.workHours === 'night' && includes(professions, 'night')) return true
  if (assessment.workHours === 'rotating' && includes(professions, 'rotating')) return true
  if (assessment.workHours === 'irregular' && (includes(professions, 'rotating') || includes(professions, 'night'))) return true
  const goals = supplement.goals
  for (const goal of assessment.healthGoals) if (includes(goals, goal)) return true
  if (WEIGHTS.sleep[assessment.sleepQuality] && includes(goals, 'sleep')) return true
  if (WEIGHTS.stress[assessment.stressLevel] && includes(goals, 'stress')) return true
  if (WEIGHTS.exercise[assessment.exerciseFrequency] && includes(goals, 'athletic')) return true
  for (const hobby of assessment.hobbies) if (includes(supplement.hobbies, hobby)) return true
  return false
}

const byPointsDescending = (a: Factor, b: Factor) => b.points - a.points

/** Every answer that speaks for `supplement`, strongest first. */
export function factorsFor(
  supplement: ReferenceSupplement,
  assessment: EngineAssessment,
  labs: readonly LabFinding[],
  needs: readonly NeedFound[] = NO_NEEDS
): Factor[] {
  const factors: Factor[] = []
  const goals = supplement.goals as string[]

  for (const { need, phrase } of needs) factors.push({ kind: 'condition', points: WEIGHTS.condition, phrase, need })

  for (const finding of labs) {
    if (finding.status === 'low' && finding.marker.raiseWhenLow)
      factors.push({ kind: 'lab', points: WEIGHTS.labLow, phrase: labPhrase(finding) })
  }
  if ((supplement.diets as string[]).includes(assessment.dietType)) factors.push(DIET_FACTORS[assessment.dietType])
  const professions = supplement.professions as string[]
  if (assessment.workHours === 'night' && professions.includes('night')) {
    factors.push(SHIFT_FACTORS.night)
  } else if (assessment.workHours === 'rotating' && professions.includes('rotating')) {
    factors.push(SHIFT_FACTORS.rotating)
  } else if (assessment.workHours === 'irregular' && (professions.includes('rotating') || professions.includes('night'))) {
    factors.push(SHIFT_FACTORS.irregular)
  }
  if ((supplement.ages as string[]).includes(assessment.ageRange)) factors.push(AGE_FACTORS[assessment.ageRange])
  // The first WEIGHTS.goalsCounted (two) of the person's goals the supplement serves.
  let first: HealthGoal | null = null
  let second: HealthGoal | null = null
  for (const goal of assessment.healthGoals) {
    if (!goals.includes(goal)) continue
    if (first === null) {
      first = goal as HealthGoal
    } else {
      second = goal as HealthGoal
      break
    }
  }
  if (first !== null) factors.push(goalFactor(first, second))
  const sleep = SLEEP_FACTORS[assessment.sleepQuality]
  if (sleep && goals.includes('sleep')) factors.push(sleep)
  const stress = STRESS_FACTORS[assessment.stressLevel]
  if (stress && goals.includes('stress')) factors.push(stress)
  const exercise = EXERCISE_FACTORS[assessment.exerciseFrequency]
  if (exercise && goals.includes('athletic')) factors.push(exercise)
  let hobby: string | null = null
  let hobbies: string[] | null = null
  for (const name of assessment.hobbies) {
    if (!(supplement.hobbies as string[]).includes(name)) continue
    if (hobby === null) hobby = name
    else (hobbies ??= [hobby]).push(name)
  }
  if (hobbies !== null) {
    factors.push({ kind: 'hobby', points: WEIGHTS.hobby, phrase: joinWords(hobbies.map((h) => HOBBY_WORDS[h] ?? h.toLowerCase())) })
  } else if (hobby !== null) {
    factors.push(HOBBY_FACTORS.get(hobby) ?? { kind: 'hobby', points: WEIGHTS.hobby, phrase: hobby.toLowerCase() })
  }
  if (professions.includes(assessment.jobCategory)) factors.push(JOB_FACTORS[assessment.jobCategory])
  const grade = bestGrade(supplement.evidence)
  if (grade) factors.push(evidenceFactor(grade))
  return sortSmall(factors, byPointsDescending)
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
