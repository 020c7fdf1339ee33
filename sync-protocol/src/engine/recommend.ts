/**
 * The recommendation engine: (assessment, reference data, the person's prescriptions and lab
 * results) → a ranked, explained, affordable plan with a daily timetable. Pure and
 * deterministic (the same inputs give the same plan, byte for byte), so the PWA computes it
 * offline at once and the API recomputes the same plan to store as the authoritative one.
 *
 * Steps: read the person (profile.ts) → weigh each supplement's reasons (factors.ts) → rule out
 * what is unsafe for them (safety.ts) → keep one product per nutrient and leave out what they
 * already take → keep the strongest few → fit the budget, lowest priority first → timetable.
 */
import {
  BUDGET_RANGE_DOLLARS,
  DIET_TYPE_LABELS,
  type BudgetRange,
  type DietType,
  type HealthGoal,
  type Priority,
  priorityRank,
} from '../enums.js'
import type { ReferenceSupplement } from '../schemas/reference.js'
import {
  conditionNeedsFor,
  factorsFor,
  GOAL_WORDS,
  hasReason,
  isReason,
  joinWords,
  MEDIUM_SCORE,
  MIN_SCORE,
  scoreOf,
  sortSmall,
  WEIGHTS,
  type Factor,
} from './factors.js'
import { PLAN_FORMAT, type Plan, type PlanItem, type PlanNote } from './plan.js'
import type { PreparedReference } from './prepare.js'
import { buildProfile, type EngineAssessment, type EnginePersonalRecords, type LabFinding, type PersonProfile } from './profile.js'
import { cautionsFor, currentSupplementWarnings, exclusionFor, unrecognisedWarnings, upperLimitWarnings, type Exclusion } from './safety.js'
import { buildTimetable, scheduleNote, slotLabel, slotTime, spacingRules, takesAny, type Placeable } from './timetable.js'

/** The monthly ceiling of a budget answer in cents; null: no ceiling ('over-200'). */
export function budgetCeilingCents(range: BudgetRange): number | null {
  const max = BUDGET_RANGE_DOLLARS[range].max
  return max === null ? null : max * 100
}

/** A plan stays short enough to follow. */
export const MAX_PLAN_ITEMS = 6
/** How many of the supplements that did not make the cut are named, best first. */
const LEFT_OUT_NAMED = 5

type Evidence = ReferenceSupplement['evidence'][number]

interface Candidate {
  supplement: ReferenceSupplement
  factors: Factor[]
  score: number
  priority: Priority
  /**
   * What earns it high priority (a factor, or the evidence for a goal the person stated); null
   * when it is not. Put into words (`highBecause`) only for what makes the plan.
   */
  high: Factor | Evidence | null
  raisedByLab: boolean
  warnings: readonly string[]
  /** The supplement this one replaces (an allergy or diet ruled the other out). */
  insteadOf: { name: string; reason: string } | null
}

const NO_LABS: readonly LabFinding[] = []
const dollars = (cents: number) => `$${Math.round(cents / 100)}`
const capitalize = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text)
const lowerFirst = (text: string) => (text ? text[0]!.toLowerCase() + text.slice(1) : text)

function sharesNutrient(a: ReferenceSupplement, b: ReferenceSupplement): string | null {
  for (const n of a.nutrients) for (const m of b.nutrients) if (m.nutrient === n.nutrient) return n.nutrient
  return null
}
const nutrientWords = (nutrient: string) =>
  nutrient
    .replace(/^epa-dha$/, 'EPA and DHA')
    .replace(/-/g, ' ')
    .replace(/^vitamin (\w+)$/, (_, x: string) => `vitamin ${x.toUpperCase()}`)

/**
 * Why a supplement is not added next to what the plan and the person already have, or null:
 * what is there already gives as much of each of its nutrients (fish oil and algae oil), or a shared nutrient
 * would pass its upper limit (a B-complex on top of niacin). A partial overlap within the
 * limits is fine (a B-complex next to vitamin B6).
 */
function overlapOf(
  supplement: ReferenceSupplement,
  chosen: readonly Candidate[],
  current: PersonProfile['current'],
  prepared: PreparedReference
): string | null {
  if (supplement.nutrients.length === 0) return null
  // Usually nothing there shares a nutrient with it, and then there is nothing to say.
  let shared = false
  for (let i = 0; i < chosen.length && !shared; i++) shared = sharesNutrient(supplement, chosen[i]!.supplement) !== null
  for (let i = 0; i < current.length && !shared; i++) shared = sharesNutrient(supplement, current[i]!.supplement) !== null
  if (!shared) return null
  const others = chosen.map((c) => c.supplement).concat(current.map((c) => c.supplement))
  const from = (nutrient: string) => others.filter((o) => o.nutrients.some((n) => n.nutrient === nutrient))
  const whose = (o: ReferenceSupplement) => (current.some((c) => c.supplement === o) ? `${o.name}, which you already take,` : o.name)
  // Covered only when what is already there gives at least as much: a multivitamin's 50 mg of
  // magnesium does not stand in for a 350 mg magnesium supplement.
  const given = (n: { nutrient: string; unit: string }) =>
    from(n.nutrient).reduce((sum, o) => sum + (o.nutrients.find((m) => m.nutrient === n.nutrient && m.unit === n.unit)?.amount ?? 0), 0)
  if (supplement.nutrients.every((n) => given(n) >= n.amount)) {
    const giver = from(supplement.nutrients[0]!.nutrient)[0]!
    return `Not added: ${whose(giver)} already gives you ${joinWords(supplement.nutrients.map((n) => nutrientWords(n.nutrient)))}.`
  }
  for (const nutrient of supplement.nutrients) {
    const limit = prepared.upperLimits.get(nutrient.nutrient)
    const givers = from(nutrient.nutrient)
    if (!limit || givers.length === 0 || limit.unit !== nutrient.unit) continue
    const total =
      nutrient.amount + givers.reduce((sum, o) => sum + (o.nutrients.find((n) => n.nutrient === nutrient.nutrient)?.amount ?? 0), 0)
    if (total > limit.amount) {
      return `Not added: together with ${joinWords(givers.map(whose))} it would give about ${Math.round(total)} ${nutrient.unit} of ${nutrientWords(nutrient.nutrient)} a day, above the upper limit of ${limit.amount} ${limit.unit}.`
    }
  }
  return null
}

function firstOfKind(factors: readonly Factor[], kind: Factor['kind']): Factor | undefined {
  for (const factor of factors) if (factor.kind === kind) return factor
  return undefined
}

/**
 * Priority is earned. High only for a measured need: a low lab result, a condition that calls
 * for it, a diet that lacks it, or a goal the person stated that it has grade-A evidence for.
 * Otherwise medium or low by the weight of the reasons. Returns what earned high, or null.
 */
function highReasonOf(supplement: ReferenceSupplement, factors: readonly Factor[], assessment: EngineAssessment): Factor | Evidence | null {
  const lab = firstOfKind(factors, 'lab')
  if (lab?.phrase) return lab
  const condition = firstOfKind(factors, 'condition')
  if (condition?.phrase) return condition
  const diet = firstOfKind(factors, 'diet')
  if (diet) return diet
  for (const e of supplement.evidence) if (e.grade === 'A' && e.goal && assessment.healthGoals.includes(e.goal)) return e
  return null
}

/** Why it is high priority ('you are trying to conceive'). */
function highBecause(high: Factor | Evidence, assessment: EngineAssessment): string {
  if ('kind' in high) {
    if (high.kind !== 'diet') return `you ${high.phrase}`
    const diet = DIET_TYPE_LABELS[assessment.dietType as DietType].toLowerCase()
    return `a ${diet} diet gives little of it`
  }
  return `you want ${GOAL_WORDS[high.goal as HealthGoal]}, and the evidence for ${lowerFirst(high.benefit)} is strong (grade A)`
}

function reasoningOf(candidate: Candidate, assessment: EngineAssessment): string {
  // The first three answers it names (evidence adds weight, not words).
  const phrases: string[] = []
  for (const f of candidate.factors) if (f.phrase && f.kind !== 'evidence' && phrases.length < 3) phrases.push(f.phrase)
  // The first of the best-graded (what a stable sort by grade put first), without copying and sorting.
  let best: ReferenceSupplement['evidence'][number] | undefined
  for (const e of candidate.supplement.evidence) if (!best || e.grade < best.grade) best = e
  const benefit = lowerFirst(candidate.supplement.benefits[0] ?? candidate.supplement.description)
  const parts = [`You ${joinWords(phrases)}: ${candidate.supplement.name} — ${benefit}.`]
  if (candidate.insteadOf) parts.unshift(`Chosen instead of ${candidate.insteadOf.name}. ${candidate.insteadOf.reason}`)
  for (const { need } of candidate.factors) {
    if (need) parts.push(`${capitalize(need.why)} ${need.followUp} (Source: ${need.source.publisher}, ${need.source.title}.)`)
  }
  if (best) parts.push(`Evidence: ${lowerFirst(best.benefit)} (grade ${best.grade}).`)
  if (candidate.high) parts.push(`High priority because ${highBecause(candidate.high, assessment)}.`)
  if (candidate.raisedByLab) parts.push('Ask your clinician about the right dose and when to recheck.')
  return parts.join(' ')
}

function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    priorityRank(a.priority) - priorityRank(b.priority) ||
    b.score - a.score ||
    a.supplement.price - b.supplement.price ||
    a.supplement.id - b.supplement.id
  )
}

export interface RecommendOptions {
  /** "Now" for deciding which prescriptions are current (the assessment's time). */
  now: number
}

export function recommend(
  assessment: EngineAssessment,
  prepared: PreparedReference,
  records: EnginePersonalRecords,
  options: RecommendOptions
): Plan {
  const profile = buildProfile(prepared, assessment, records, options.now)
  const excluded: PlanNote[] = []
  const covered: PlanNote[] = []
  const leftOut: PlanNote[] = []
  const exclusions = new Map<number, Exclusion>()

  // 1. Every recommendable supplement with a reason, weighed; the unsafe ones ruled out. A
  // supplement no answer speaks for is not weighed (most of them, for any one person): it could
  // not be recommended or said to be ruled out, so building its candidate was garbage (ADR 0049).
  const weighed: Candidate[] = []
  const weigh = (supplement: ReferenceSupplement, labs: readonly LabFinding[], needs: ReturnType<typeof conditionNeedsFor>) => {
    const candidate = candidateOf(supplement, factorsFor(supplement, assessment, labs, needs), profile, assessment)
    weighed.push(candidate)
    return candidate
  }
  for (const supplement of prepared.supplements) {
    if (!supplement.recommendable) continue
    const labs = profile.labs.get(supplement.id) ?? NO_LABS
    const needs = conditionNeedsFor(supplement, profile)
    if (!hasReason(supplement, assessment, labs, needs)) continue
    const exclusion = exclusionFor(supplement, assessment, profile)
    if (exclusion) exclusions.set(supplement.id, exclusion)
    weigh(supplement, labs, needs)
  }
  const weighIfSafe = (supplement: ReferenceSupplement) => {
    const exclusion = exclusionFor(supplement, assessment, profile)
    if (exclusion) exclusions.set(supplement.id, exclusion)
    return exclusion ? null : weigh(supplement, profile.labs.get(supplement.id) ?? NO_LABS, conditionNeedsFor(supplement, profile))
  }
  const qualifies = (c: Candidate) => c.factors.some(isReason) && c.score >= MIN_SCORE

  // 2. A product ruled out by an allergy or the diet hands its reasons to one that gives the same
  // nutrient — which may have had no reason of its own, and is weighed now.
  for (let i = 0, ruledOutCount = weighed.length; i < ruledOutCount; i++) {
    const ruledOut = weighed[i]!
    const exclusion = exclusions.get(ruledOut.supplement.id)
    if (!exclusion || (exclusion.kind !== 'allergy' && exclusion.kind !== 'diet') || !qualifies(ruledOut)) continue
    for (const supplement of prepared.supplements) {
      if (!supplement.recommendable || supplement === ruledOut.supplement || !sharesNutrient(supplement, ruledOut.supplement)) continue
      if (exclusions.has(supplement.id)) continue
      const other = weighed.find((c) => c.supplement === supplement) ?? weighIfSafe(supplement)
      if (!other) continue
      const inherited = ruledOut.factors.filter((f) => f.kind !== 'evidence' && !other.factors.some((o) => o.phrase === f.phrase))
      const merged = candidateOf(other.supplement, [...other.factors, ...inherited], profile, assessment)
      if (merged.score > other.score)
        Object.assign(other, merged, { insteadOf: { name: ruledOut.supplement.name, reason: exclusion.reason } })
    }
  }

  // Ruled out: said for every supplement any answer speaks for, however weak the fit.
  const unsafe: Candidate[] = []
  const qualified: Candidate[] = []
  for (const candidate of weighed) {
    if (exclusions.has(candidate.supplement.id)) {
      if (candidate.factors.some(isReason)) unsafe.push(candidate)
    } else if (qualifies(candidate)) {
      qualified.push(candidate)
    }
  }
  // (compareCandidates orders any two candidates, so any correct sort gives the same order.)
  for (const candidate of sortSmall(unsafe, compareCandidates)) {
    const exclusion = exclusions.get(candidate.supplement.id)!
    excluded.push({
      supplementId: candidate.supplement.id,
      name: candidate.supplement.name,
      kind: exclusion.kind,
      reason: exclusion.reason,
    })
  }

  sortSmall(qualified, compareCandidates)
  const chosen: Candidate[] = []
  for (const candidate of qualified) {
    const { supplement } = candidate
    // 3. Not what they already take, and one product per nutrient.
    const taken = profile.current.find((c) => c.supplement.id === supplement.id)
    if (taken) {
      covered.push({
        supplementId: supplement.id,
        name: supplement.name,
        kind: 'already-taking',
        reason: `You already take ${supplement.name} (you wrote “${taken.text}”), which covers this: it is not added again.`,
      })
      continue
    }
    const overlap = overlapOf(supplement, chosen, profile.current, prepared)
    if (overlap) {
      leftOut.push({ supplementId: supplement.id, name: supplement.name, kind: 'overlap', reason: overlap })
      continue
    }
    chosen.push(candidate)
  }
  for (const { supplement, text } of profile.current) {
    if (!covered.some((c) => c.supplementId === supplement.id)) {
      covered.push({
        supplementId: supplement.id,
        name: supplement.name,
        kind: 'already-taking',
        reason: `You already take ${supplement.name} (you wrote “${text}”); it is kept in your timetable and checked with the rest.`,
      })
    }
  }

  // 4–5. A short plan within the budget: the strongest few; over budget, the lowest priority
  // goes first; budget left over is offered to the next ones in rank order that fit.
  const ceiling = budgetCeilingCents(assessment.budgetRange)
  const cost = () => chosen.reduce((sum, c) => sum + c.supplement.price, 0)
  const rest = chosen.splice(MAX_PLAN_ITEMS)
  const overBudget: Candidate[] = []
  let named = 0
  while (ceiling !== null && cost() > ceiling && chosen.length > 0) overBudget.unshift(chosen.pop()!)
  for (const candidate of overBudget.concat(rest)) {
    const fits = ceiling === null || cost() + candidate.supplement.price <= ceiling
    if (chosen.length < MAX_PLAN_ITEMS && fits) {
      chosen.push(candidate)
      continue
    }
    // The few that came closest are worth naming; the long tail of weak fits is not.
    if (named === LEFT_OUT_NAMED) continue
    named++
    const { supplement, priority } = candidate
    const reason = !fits
      ? `Left out to stay within your budget of ${dollars(ceiling!)} a month: at about ${dollars(supplement.price)} a month it did not fit next to the higher-priority items.`
      : `Left out to keep your plan to ${MAX_PLAN_ITEMS} supplements: it ranked below the others (${priority} priority).`
    leftOut.push({ supplementId: supplement.id, name: supplement.name, kind: fits ? 'plan-size' : 'budget', reason })
  }
  sortSmall(chosen, compareCandidates)

  // 6. The day: medicines with a fixed time, then the plan strongest first, then what they already take.
  const planned: Placeable[] = chosen.map((c) => ({ kind: 'plan' as const, supplement: c.supplement }))
  // Built with loops, not spreads of map results: V8 (Node 20) fell into a deoptimization loop on
  // those spreads — recommend's optimized code bailed out on about half the plans (ADR 0046).
  const placeables: Placeable[] = []
  for (const medication of profile.medications) if (medication.timing) placeables.push({ kind: 'medication', medication })
  for (const item of planned) placeables.push(item)
  for (const c of profile.current) placeables.push({ kind: 'current', supplement: c.supplement })
  const { slots, timetable, warnings: timingWarnings } = buildTimetable(assessment.workHours, placeables)

  const items: PlanItem[] = chosen.map((candidate, index) => {
    const slot = slots.get(planned[index]!)!
    return {
      supplementId: candidate.supplement.id,
      name: candidate.supplement.name,
      priority: candidate.priority,
      score: candidate.score,
      dosage: candidate.supplement.dosage,
      timing: `${slotLabel(assessment.workHours, slot)} (about ${slotTime(assessment.workHours, slot)})`,
      timingAdvice: candidate.supplement.timing,
      slot,
      reasoning: reasoningOf(candidate, assessment),
      warnings: candidate.warnings.concat(spacingNotes(candidate.supplement, profile)),
      priceCents: candidate.supplement.price,
    }
  })

  return {
    format: PLAN_FORMAT,
    referenceVersion: prepared.version,
    items,
    timetable,
    scheduleNote: scheduleNote(assessment.workHours),
    warnings: currentSupplementWarnings(profile).concat(
      upperLimitWarnings(
        prepared,
        chosen.map((c) => c.supplement),
        profile.current.map((c) => c.supplement)
      ),
      timingWarnings,
      unrecognisedWarnings(profile)
    ),
    leftOut,
    excluded,
    covered,
    monthlyCostCents: cost(),
    budgetCents: ceiling,
  }
}

function candidateOf(supplement: ReferenceSupplement, factors: Factor[], profile: PersonProfile, assessment: EngineAssessment): Candidate {
  const cautions = cautionsFor(supplement, profile)
  const all = cautions.moderate ? [...factors, { kind: 'evidence' as const, points: WEIGHTS.moderateInteraction, phrase: null }] : factors
  const score = scoreOf(all)
  const raisedByLab = firstOfKind(factors, 'lab') !== undefined
  const high = highReasonOf(supplement, all, assessment)
  const priority: Priority = high ? 'high' : score >= MEDIUM_SCORE ? 'medium' : 'low'
  return { supplement, factors: all, score, priority, high, raisedByLab, warnings: cautions.warnings, insteadOf: null }
}

/** Spacing from medicines the person takes that have no fixed time (e.g. antibiotics). */
function spacingNotes(supplement: ReferenceSupplement, profile: PersonProfile): string[] {
  const notes: string[] = []
  for (const rule of spacingRules(supplement)) {
    for (const medication of profile.medications) {
      if (medication.timing || !takesAny(medication, rule.medications)) continue
      notes.push(`Take it at least ${rule.hours} hours apart from “${medication.text}”${rule.why ? `: ${lowerFirst(rule.why)}` : '.'}`)
    }
  }
  return notes
}
