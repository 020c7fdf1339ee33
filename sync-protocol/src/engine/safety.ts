/**
 * The rules that never bend: a supplement with a major interaction with anything the person
 * takes, one they are allergic to, one their diet or a condition they named rules out, or one a
 * high lab result rules out is never recommended — and each is said with its reason. Moderate
 * and minor interactions come with their warning and spacing advice; upper intake limits are
 * checked over the plan and what the person already takes together.
 */
import { DIET_TYPE_LABELS, type DietType } from '../enums.js'
import type { ReferenceSupplement } from '../schemas/reference.js'
import type { PlanNote, PlanWarning } from './plan.js'
import type { EngineAssessment, InteractionHit, LabFinding, PersonProfile } from './profile.js'
import type { PreparedReference } from './prepare.js'
import { conditionNeedsFor } from './factors.js'

export type Exclusion = { kind: Extract<PlanNote['kind'], 'interaction' | 'allergy' | 'condition' | 'lab' | 'diet'>; reason: string }

const NO_HITS: readonly InteractionHit[] = []
const NO_LABS: readonly LabFinding[] = []
function hitsFor(profile: PersonProfile, supplement: ReferenceSupplement): readonly InteractionHit[] {
  return profile.interactionsBySupplement.get(supplement.id) ?? NO_HITS
}

const quoted = (text: string) => `“${text}”`
const joinTests = (tests: readonly string[]) =>
  tests.length <= 1 ? (tests[0] ?? '') : `${tests.slice(0, -1).join(', ')} or ${tests[tests.length - 1]}`

function interactionSentence(hit: InteractionHit, subject: string): string {
  const { interaction, medication } = hit
  return `${subject} has a ${interaction.interactionType} interaction with ${quoted(medication.text)}: ${interaction.description} ${interaction.recommendation}`
}

/**
 * Why a supplement must not be recommended to this person, or null. Asked for each supplement an
 * answer speaks for in every plan, so it loops rather than pass closures to `find` (ADR 0049).
 */
export function exclusionFor(supplement: ReferenceSupplement, assessment: EngineAssessment, profile: PersonProfile): Exclusion | null {
  for (const major of hitsFor(profile, supplement)) {
    if (major.interaction.interactionType === 'major')
      return { kind: 'interaction', reason: `Never recommended to you: ${interactionSentence(major, supplement.name)}` }
  }

  const named = profile.allergicTo.get(supplement.id)
  if (named) return { kind: 'allergy', reason: `Left out because you listed ${quoted(named)} among your allergies.` }
  for (const allergen of profile.allergens) {
    if (!(supplement.allergens as string[]).includes(allergen.slug)) continue
    return {
      kind: 'allergy',
      reason: `Left out because your answers mention ${quoted(allergen.matched)}: ${supplement.name} is commonly made from or contains ${allergen.label}.`,
    }
  }
  if ((supplement.notForDiets as string[]).includes(assessment.dietType)) {
    const diet = DIET_TYPE_LABELS[assessment.dietType as DietType].toLowerCase()
    return { kind: 'diet', reason: `Left out because ${supplement.name} does not suit a ${diet} diet.` }
  }
  for (const condition of profile.conditions) {
    if (!(supplement.avoidIf as string[]).includes(condition.slug)) continue
    return {
      kind: 'condition',
      reason: `Left out because your answers mention ${quoted(condition.matched)} (${condition.label}): ${supplement.name} is not advised with it. Ask your clinician before taking it.`,
    }
  }
  const labs = profile.labs.get(supplement.id) ?? NO_LABS
  for (const finding of labs) {
    if (finding.status !== 'high' || !finding.marker.avoidWhenHigh) continue
    const value = [finding.result.value, finding.result.unit].filter(Boolean).join(' ')
    return { kind: 'lab', reason: `Left out because your ${finding.result.testName} result is high (${value}).` }
  }
  // A diagnosed deficiency named in the answers stands for the test (condition-needs.ts).
  if (supplement.requiresLowLab && !measuredLow(labs) && conditionNeedsFor(supplement, profile).length === 0) {
    const tests = joinTests(supplement.labMarkers.filter((m) => m.raiseWhenLow).map((m) => m.test))
    return {
      kind: 'lab',
      reason: `${supplement.name} is only suggested when a blood test shows you need it${tests ? ` (${tests})` : ''}: too much is harmful. Ask your clinician for a test, and add the result under Healthcare → Lab Results.`,
    }
  }
  return null
}

function measuredLow(labs: readonly LabFinding[]): boolean {
  for (const finding of labs) if (finding.status === 'low' && finding.marker.raiseWhenLow) return true
  return false
}

/** Moderate and minor interactions of a supplement the plan keeps: warnings and a weight. */
const NO_CAUTIONS: { moderate: boolean; warnings: readonly string[] } = Object.freeze({ moderate: false, warnings: Object.freeze([]) })

export function cautionsFor(supplement: ReferenceSupplement, profile: PersonProfile): { moderate: boolean; warnings: readonly string[] } {
  const all = hitsFor(profile, supplement)
  // Most supplements meet none of the person's medicines: nothing to filter, nothing to allocate.
  if (all.length === 0) return NO_CAUTIONS
  const hits = all.filter((hit) => hit.interaction.interactionType !== 'major')
  return {
    moderate: hits.some((hit) => hit.interaction.interactionType === 'moderate'),
    warnings: hits.map((hit) => {
      const level = hit.interaction.interactionType === 'moderate' ? 'Use with caution' : 'Minor'
      return `${level}: ${interactionSentence(hit, 'it')}`
    }),
  }
}

/** What the person already takes against the medicines they take. */
export function currentSupplementWarnings(profile: PersonProfile): PlanWarning[] {
  const warnings: PlanWarning[] = []
  for (const { supplement } of profile.current) {
    for (const hit of hitsFor(profile, supplement)) {
      if (hit.interaction.interactionType === 'minor') continue
      warnings.push({
        kind: 'interaction',
        severity: hit.interaction.interactionType,
        message: `You already take ${supplement.name}, which ${interactionSentence(hit, '').replace(/^ has/, 'has')}`,
        supplementIds: [supplement.id],
      })
    }
  }
  return warnings
}

const formatAmount = (amount: number) => Math.round(amount).toLocaleString('en-US')

/** Nutrients whose total over the plan and what is already taken passes the upper limit. */
export function upperLimitWarnings(
  prepared: PreparedReference,
  plan: readonly ReferenceSupplement[],
  current: readonly ReferenceSupplement[]
): PlanWarning[] {
  const totals = new Map<string, { amount: number; unit: string; from: ReferenceSupplement[] }>()
  for (const list of [plan, current]) {
    for (const supplement of list) {
      for (const nutrient of supplement.nutrients) {
        // Only a nutrient with an upper limit can pass it.
        if (!prepared.upperLimits.has(nutrient.nutrient)) continue
        let total = totals.get(nutrient.nutrient)
        if (!total) totals.set(nutrient.nutrient, (total = { amount: 0, unit: nutrient.unit, from: [] }))
        if (total.from.includes(supplement)) continue
        total.amount += nutrient.amount
        total.from.push(supplement)
      }
    }
  }
  const warnings: PlanWarning[] = []
  for (const [nutrient, total] of totals) {
    const limit = prepared.upperLimits.get(nutrient)
    if (!limit || limit.unit !== total.unit || total.amount <= limit.amount) continue
    const names = total.from.map((s) => s.name)
    const nutrientName = nutrient
      .replace(/-/g, ' ')
      .replace(/^epa dha$/, 'EPA + DHA')
      .replace(/^vitamin (\w+)$/, (_, x: string) => `vitamin ${x.toUpperCase()}`)
    warnings.push({
      kind: 'upper-limit',
      severity: 'caution',
      message: `${nutrientName[0]!.toUpperCase()}${nutrientName.slice(1)}: ${names.join(' + ')} add up to about ${formatAmount(total.amount)} ${total.unit} a day at typical doses, above the upper limit of ${formatAmount(limit.amount)} ${limit.unit}. Take fewer of them or lower doses, and check your labels (multivitamins count too).`,
      supplementIds: total.from.map((s) => s.id),
    })
  }
  return warnings
}

export function unrecognisedWarnings(profile: PersonProfile): PlanWarning[] {
  return profile.unrecognised.map(({ field, text }) => ({
    kind: 'unrecognised' as const,
    severity: 'caution' as const,
    message:
      field === 'currentMedications'
        ? `We could not recognise the medication ${quoted(text)}, so it was not checked for interactions. Ask your pharmacist before adding any supplement.`
        : `We could not recognise the supplement ${quoted(text)}, so it was not counted towards upper limits or interactions.`,
    supplementIds: [],
  }))
}
