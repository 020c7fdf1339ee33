/**
 * What the engine knows about the person, read from the assessment and their own records:
 * the medicines they take (typed and prescribed, resolved with the shared matcher), the
 * supplements they already take, allergies and conditions named in their words, and lab
 * results that bear on a supplement.
 */
import type {
  AgeRange,
  BudgetRange,
  DietType,
  ExerciseFrequency,
  HealthCondition,
  JobCategory,
  LabStatus,
  ReproductiveStatus,
  Sex,
  SleepQuality,
  StressLevel,
  WorkHours,
} from '../enums.js'
import { compareInteractions } from '../matching/find-interactions.js'
import { normalizeName } from '../matching/normalize-name.js'
import { readPersonIntake, type SafetyMedicine } from '../safety/person-safety.js'
import type { LabMarker, MedicationTiming, ReferenceInteraction, ReferenceSupplement } from '../schemas/reference.js'
import { deriveLabStatus } from '../sync/lab-status.js'
import { HEALTH_CONDITION_LABELS, REPRODUCTIVE_STATUS_LABELS } from '../enums.js'
import { ALLERGENS, CONDITIONS, findVocabulary, type Allergen, type Condition } from '../vocabulary.js'
import { sortSmall } from './factors.js'
import { cleanLabName, type PreparedReference } from './prepare.js'

/** The assessment's answers (spec §3 "Assessment form"). */
export interface EngineAssessment {
  jobCategory: JobCategory
  stressLevel: StressLevel
  workHours: WorkHours
  ageRange: AgeRange
  exerciseFrequency: ExerciseFrequency
  sleepQuality: SleepQuality
  dietType: DietType
  budgetRange: BudgetRange
  hobbies: readonly string[]
  healthGoals: readonly string[]
  currentMedications?: string | null
  currentSupplements?: string | null
  allergies?: string | null
  additionalNotes?: string | null
  /** Optional structured health answers (issue 11); absent or null: not answered. */
  sex?: Sex | null
  reproductiveStatus?: ReproductiveStatus | null
  healthConditions?: readonly HealthCondition[]
}

export interface EnginePrescription {
  medicationName: string
  isActive?: boolean | null
  endDate?: string | null
}

export interface EngineLabResult {
  testName: string
  value: string
  unit?: string | null
  referenceRange?: string | null
  status?: LabStatus | null
  testedAt: string
}

/** The person's own records the engine weighs besides the assessment. */
export interface EnginePersonalRecords {
  prescriptions: readonly EnginePrescription[]
  labResults: readonly EngineLabResult[]
}

export interface PersonMedication {
  /** As the person wrote it ('Warfarin 5 mg', 'the pill'). */
  text: string
  /** Where it came from. */
  source: 'prescription' | 'assessment'
  /** Normalized names of the medications and classes it reaches (what interaction rows use). */
  keys: ReadonlySet<string>
  /** Label-fixed timing (thyroid medicine on waking), if any medicine it names has one. */
  timing: MedicationTiming | null
}

export interface InteractionHit {
  interaction: ReferenceInteraction
  medication: PersonMedication
}

export interface LabFinding {
  result: EngineLabResult
  marker: LabMarker
  status: LabStatus
}

export interface PersonProfile {
  medications: PersonMedication[]
  /** Interactions of the person's medicines, by supplement id, most serious first. */
  interactionsBySupplement: Map<number, InteractionHit[]>
  current: { text: string; supplement: ReferenceSupplement }[]
  allergens: { slug: Allergen; label: string; matched: string }[]
  /** Supplements named in the allergies answer. */
  allergicTo: Map<number, string>
  /** Conditions from the structured answers and from the words of the notes, each once. */
  conditions: { slug: Condition; label: string; matched: string }[]
  /** Little dairy in the diet (vegan, or a milk allergy or lactose intolerance named). */
  littleDairy: boolean
  /** Lab results about each supplement: the latest result per test. */
  labs: Map<number, LabFinding[]>
  /** Words the matcher did not recognise, so the person can check them. */
  unrecognised: { field: 'currentMedications' | 'currentSupplements'; text: string }[]
}

/** 'warfarin, sertraline and fish oil' → its items. */
export function splitList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[,;\n/+&]|\band\b|\bplus\b/i)
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && /[\p{L}\p{N}]/u.test(part))
}

function labNameForms(testName: string): string[] {
  // 'Vitamin D, 25-OH' and 'Ferritin (serum)' are known by their first part too; a longer name
  // such as 'Iron binding capacity' is a different test and must not read as 'iron'.
  const head = testName.split(/[,(]/)[0] ?? testName
  return [...new Set([cleanLabName(testName), cleanLabName(head)])].filter(Boolean)
}

/** Label-fixed timing (thyroid medicine on waking) of the first medicine, by name, that has one. */
function timingOf(prepared: PreparedReference, medicine: SafetyMedicine): MedicationTiming | null {
  const names = medicine.resolved.filter((r) => r.kind === 'medication').map((r) => r.name)
  for (const name of names.sort()) {
    const timing = prepared.medicationsByName.get(normalizeName(name))?.timing
    if (timing) return timing
  }
  return null
}

const NO_ROWS: readonly { interaction: ReferenceInteraction; supplementId: number }[] = []
const byInteraction = (a: InteractionHit, b: InteractionHit) => compareInteractions(a.interaction, b.interaction)

const GAP_FIELD = {
  prescription: 'currentMedications',
  'assessment-medications': 'currentMedications',
  'assessment-supplements': 'currentSupplements',
  journal: 'currentSupplements',
} as const

export function buildProfile(
  prepared: PreparedReference,
  assessment: EngineAssessment,
  records: EnginePersonalRecords,
  now: number
): PersonProfile {
  const index = prepared.catalogue.index
  // What the person takes, read the one way every screen reads it (safety/person-safety.ts).
  const safety = readPersonIntake(prepared.catalogue, { prescriptions: records.prescriptions, assessment, now })
  const medications: PersonMedication[] = safety.medicines.map((medicine) => ({
    text: medicine.text,
    source: medicine.source,
    keys: medicine.keys,
    timing: timingOf(prepared, medicine),
  }))
  const unrecognised: PersonProfile['unrecognised'] = safety.unrecognised.map((gap) => ({ field: GAP_FIELD[gap.source], text: gap.text }))

  // The checker's search with only a medicine named (findInteractions), by lookup: rows stated
  // for any medicine or class the words reach.
  const interactionsBySupplement = new Map<number, InteractionHit[]>()
  for (const medication of medications) {
    for (const key of medication.keys) {
      for (const { interaction, supplementId } of prepared.interactionsByMedication.get(key) ?? NO_ROWS) {
        let hits = interactionsBySupplement.get(supplementId)
        if (!hits) interactionsBySupplement.set(supplementId, (hits = []))
        if (!hits.some((hit) => hit.interaction.id === interaction.id && hit.medication.text === medication.text)) {
          hits.push({ interaction, medication })
        }
      }
    }
  }

  for (const hits of interactionsBySupplement.values()) sortSmall(hits, byInteraction)

  const current: PersonProfile['current'] = []
  for (const taken of safety.supplements) {
    const supplement = prepared.byName.get(normalizeName(taken.name))
    if (supplement && !current.some((c) => c.supplement.id === supplement.id)) current.push({ text: taken.text, supplement })
  }

  const allergyText = [assessment.allergies, assessment.additionalNotes].filter(Boolean).join('\n')
  const allergicTo = new Map<number, string>()
  // Only a supplement named exactly (by name or alias): 'fish' is an allergen, not every
  // product with 'fish' in one of its names.
  for (const text of splitList(assessment.allergies)) {
    for (const entry of index.exactSupplements.get(normalizeName(text)) ?? []) {
      const supplement = prepared.byName.get(normalizeName(entry.name))
      if (supplement) allergicTo.set(supplement.id, text)
    }
  }
  const conditionText = [assessment.additionalNotes, assessment.currentMedications, assessment.allergies].filter(Boolean).join('\n')
  const allergens = findVocabulary(allergyText, ALLERGENS)

  return {
    medications,
    interactionsBySupplement,
    current,
    allergens,
    allergicTo,
    conditions: mergeConditions(structuredConditions(assessment), findVocabulary(conditionText, CONDITIONS)),
    littleDairy: assessment.dietType === 'vegan' || allergens.some((a) => a.slug === 'milk'),
    labs: labFindings(prepared, records.labResults),
    unrecognised,
  }
}

const CONDITION_LABEL = new Map<string, string>(CONDITIONS.map((c) => [c.slug, c.label]))

/** The structured answers as conditions; `matched` is the answer as shown ('Trying to conceive'). */
function structuredConditions(assessment: EngineAssessment): PersonProfile['conditions'] {
  const found: PersonProfile['conditions'] = []
  const add = (slug: Condition, matched: string) => found.push({ slug, label: CONDITION_LABEL.get(slug) ?? slug, matched })
  const status = assessment.reproductiveStatus
  if (status === 'pregnant') add('pregnancy', REPRODUCTIVE_STATUS_LABELS.pregnant)
  if (status === 'trying-to-conceive') {
    // Conservative: what is not advised in pregnancy is not advised while trying to conceive.
    add('trying-to-conceive', REPRODUCTIVE_STATUS_LABELS['trying-to-conceive'])
    add('pregnancy', REPRODUCTIVE_STATUS_LABELS['trying-to-conceive'])
  }
  if (status === 'breastfeeding') add('breastfeeding', REPRODUCTIVE_STATUS_LABELS.breastfeeding)
  for (const condition of assessment.healthConditions ?? []) add(condition, HEALTH_CONDITION_LABELS[condition])
  return found
}

/** Each condition once; an answer given in the form wins over the same fact found in the notes. */
function mergeConditions(answered: PersonProfile['conditions'], found: PersonProfile['conditions']): PersonProfile['conditions'] {
  const merged: PersonProfile['conditions'] = []
  for (const list of [answered, found]) {
    for (const condition of list) if (!merged.some((c) => c.slug === condition.slug)) merged.push(condition)
  }
  return merged
}

const NO_MARKERS: readonly { supplement: ReferenceSupplement; marker: LabMarker }[] = []

function labFindings(prepared: PreparedReference, results: readonly EngineLabResult[]): Map<number, LabFinding[]> {
  // The latest result of each test (by name), so an old low value does not outlive a new normal one.
  const latest = new Map<string, { result: EngineLabResult; forms: string[] }>()
  for (const result of results) {
    const forms = labNameForms(result.testName)
    const key = forms[0] ?? ''
    const known = latest.get(key)
    if (!known || Date.parse(result.testedAt) > Date.parse(known.result.testedAt)) latest.set(key, { result, forms })
  }
  const findings = new Map<number, LabFinding[]>()
  for (const { result, forms } of latest.values()) {
    const status = deriveLabStatus(result.value, result.referenceRange ?? null, result.status ?? null)
    if (!status) continue
    const seen = new Set<number>()
    for (const form of forms) {
      for (const { supplement, marker } of prepared.labMarkersByName.get(form) ?? NO_MARKERS) {
        if (seen.has(supplement.id)) continue
        seen.add(supplement.id)
        const finding = { result, marker, status }
        const known = findings.get(supplement.id)
        if (known) known.push(finding)
        else findings.set(supplement.id, [finding])
      }
    }
  }
  return findings
}
