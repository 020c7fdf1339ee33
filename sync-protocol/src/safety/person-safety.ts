/**
 * One view of a person's safety: everything they take — active prescriptions, the medicines and
 * supplements typed in their latest assessment, their stack, and what their journal says they
 * took lately — read with the shared parser and checked against every interaction row. 'My
 * interactions', the plan, a supplement's page, the shop and the dashboard all call this, so
 * they can never disagree about what a person is exposed to.
 *
 * Invariant: anything that could not be read is returned in `unrecognised`, and a screen that
 * has any must not say "no known interactions" about the whole list.
 */
import { compareInteractions, type InteractionRow } from '../matching/find-interactions.js'
import type { NameIndex } from '../matching/name-index.js'
import { normalizeName } from '../matching/normalize-name.js'
import {
  parseEntries,
  parseEntry,
  type EntryField,
  type ParsedEntry,
  type ResolvedName,
  type Suggestion,
} from '../matching/parse-entries.js'
import { resolveMedicationKeys } from '../matching/resolve.js'

export interface SafetyPrescription {
  medicationName: string
  isActive?: boolean | null
  endDate?: string | null
}

export interface SafetySources {
  prescriptions?: readonly SafetyPrescription[]
  /** The latest assessment's typed lists. */
  assessment?: { currentMedications?: string | null; currentSupplements?: string | null } | null
  /** Supplements of the person's stack, by catalogue name. */
  stack?: readonly string[]
  /** Supplement names ticked in the journal lately. */
  journal?: readonly string[]
  /** For prescriptions with an end date. */
  now: number
}

export type MedicineSource = 'prescription' | 'assessment'
export type SupplementSource = 'stack' | 'assessment' | 'journal'

export interface SafetyMedicine {
  /** As the person wrote it ('Coumadin 5 mg'). */
  text: string
  source: MedicineSource
  resolved: ResolvedName[]
  /** Normalised names of the medicines and classes interaction rows may be stored under. */
  keys: ReadonlySet<string>
}

export interface SafetySupplement {
  /** Catalogue name. */
  name: string
  /** As first written ('fish oil'). */
  text: string
  sources: SupplementSource[]
}

export interface SafetyGap {
  source: 'prescription' | 'assessment-medications' | 'assessment-supplements' | 'journal'
  text: string
  suggestions: Suggestion[]
}

export interface SafetyPair {
  /** The medicine as the person wrote it. */
  medication: string
  /** The supplement's catalogue name. */
  supplement: string
}

export interface SafetyFinding<I extends InteractionRow> {
  interaction: I
  pairs: SafetyPair[]
}

export interface PersonSafety<I extends InteractionRow> {
  medicines: SafetyMedicine[]
  supplements: SafetySupplement[]
  /** Most serious first. */
  findings: SafetyFinding<I>[]
  unrecognised: SafetyGap[]
}

export interface SafetyCatalogue<I extends InteractionRow> {
  index: NameIndex
  interactions: readonly I[]
}

/** The same words on every screen for each severity. */
export const SEVERITY_WORDING = {
  major: 'Avoid: serious interaction',
  moderate: 'Use with caution',
  minor: 'Minor interaction',
} as const

function isCurrent(prescription: SafetyPrescription, now: number): boolean {
  if (prescription.isActive === false) return false
  return !(prescription.endDate && Date.parse(prescription.endDate) < now)
}

/** The interaction-row names a resolved medicine or class reaches (its classes, a class's members). */
export function medicineKeys(index: NameIndex, resolved: readonly ResolvedName[]): Set<string> {
  const keys = new Set<string>()
  for (const item of resolved) {
    if (item.kind === 'supplement') continue
    for (const key of resolveMedicationKeys(index, item.name).keys()) keys.add(normalizeName(key))
  }
  return keys
}

/** How the person spelled one of several names in an entry ('Xenical' in "Xenical 120 mg and sertraline"). */
function spellingIn(text: string, item: ResolvedName): string {
  const words = normalizeName(item.matched).split(' ')
  const pattern = new RegExp(
    `(^|[^\\p{L}\\p{N}])(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^\\p{L}\\p{N}]*')})(?![\\p{L}\\p{N}])`,
    'iu'
  )
  return pattern.exec(text.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))?.[2] ?? item.matched
}

/**
 * One entry as written, read with the shared parser: a medicine per name it holds (an entry
 * naming one keeps the person's words, 'Coumadin 5 mg'; one naming several gives each its own
 * spelling, so a warning names the right one).
 */
export function readMedicine(index: NameIndex, text: string, source: MedicineSource): { medicines: SafetyMedicine[]; entry: ParsedEntry } {
  const entry = parseEntry(index, text, 'medication')
  const resolved = entry.resolved.filter((r) => r.kind !== 'supplement')
  const medicines = resolved.map((item) => ({
    text: resolved.length === 1 ? text.trim() : spellingIn(entry.text, item),
    source,
    resolved: [item],
    keys: medicineKeys(index, [item]),
  }))
  return { medicines, entry }
}

function gapsOf(entry: ParsedEntry, source: SafetyGap['source']): SafetyGap[] {
  return entry.unrecognised.map((part) => ({
    source,
    text: entry.status === 'unrecognised' ? entry.text : part.text,
    suggestions: part.suggestions,
  }))
}

/** Everything the person takes, and every known interaction among it. */
export function readPersonSafety<I extends InteractionRow>(catalogue: SafetyCatalogue<I>, sources: SafetySources): PersonSafety<I> {
  const { medicines, supplements, unrecognised } = readPersonIntake(catalogue, sources)
  return {
    medicines,
    supplements,
    findings: findingsFor(
      catalogue,
      medicines,
      supplements.map((s) => s.name)
    ),
    unrecognised,
  }
}

/**
 * Everything the person takes, read as `readPersonSafety` reads it, without the interaction
 * findings: the recommendation engine looks interactions up per supplement from its own index,
 * and scanning every row for findings it never shows cost each plan a fifth of its time.
 */
export function readPersonIntake<I extends InteractionRow>(
  catalogue: SafetyCatalogue<I>,
  sources: SafetySources
): Omit<PersonSafety<I>, 'findings'> {
  const { index } = catalogue
  const medicines: SafetyMedicine[] = []
  const supplements: SafetySupplement[] = []
  const unrecognised: SafetyGap[] = []

  const addSupplement = (name: string, text: string, source: SupplementSource) => {
    const known = supplements.find((s) => s.name === name)
    if (!known) supplements.push({ name, text, sources: [source] })
    else if (!known.sources.includes(source)) known.sources.push(source)
  }
  const addMedicine = (text: string, source: MedicineSource, gapSource: SafetyGap['source']) => {
    const read = readMedicine(index, text, source)
    unrecognised.push(...gapsOf(read.entry, gapSource))
    // A supplement typed among the medicines ("warfarin, fish oil") is still something they take.
    for (const r of read.entry.resolved) if (r.kind === 'supplement') addSupplement(r.name, read.entry.text, 'assessment')
    for (const medicine of read.medicines) {
      if (!medicines.some((m) => m.text === medicine.text && m.source === source)) medicines.push(medicine)
    }
  }

  for (const prescription of sources.prescriptions ?? []) {
    if (isCurrent(prescription, sources.now)) addMedicine(prescription.medicationName, 'prescription', 'prescription')
  }
  for (const entry of parseEntries(index, sources.assessment?.currentMedications, 'medication')) {
    if (entry.status !== 'none') addMedicine(entry.text, 'assessment', 'assessment-medications')
  }
  for (const name of sources.stack ?? []) addSupplement(name, name, 'stack')
  const readSupplement = (entry: ParsedEntry, source: SupplementSource, gapSource: SafetyGap['source']) => {
    unrecognised.push(...gapsOf(entry, gapSource))
    for (const r of entry.resolved) {
      if (r.kind === 'supplement') addSupplement(r.name, entry.text, source)
      else if (source === 'assessment') addMedicine(entry.text, 'assessment', gapSource)
    }
  }
  for (const entry of parseEntries(index, sources.assessment?.currentSupplements, 'supplement'))
    readSupplement(entry, 'assessment', 'assessment-supplements')
  for (const name of sources.journal ?? []) readSupplement(parseEntry(index, name, 'supplement'), 'journal', 'journal')

  return { medicines, supplements, unrecognised: distinctGaps(unrecognised) }
}

function distinctGaps(gaps: SafetyGap[]): SafetyGap[] {
  const seen = new Set<string>()
  return gaps.filter((gap) => {
    const key = `${gap.source}\u0000${normalizeName(gap.text)}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

// Each row's names in normal form, worked out once per row: every plan and screen scans all the
// rows, and normalizing 2 × 262 names per call was most of the plan's time and garbage (ADR 0046).
const rowNameCache = new WeakMap<InteractionRow, { from: [string, string]; supplement: string; medication: string }>()
function rowNames(row: InteractionRow): { supplement: string; medication: string } {
  const known = rowNameCache.get(row)
  // A row edited in place (same object, new names) is normalized again.
  if (known && known.from[0] === row.supplementName && known.from[1] === row.medicationName) return known
  const names = {
    from: [row.supplementName, row.medicationName] as [string, string],
    supplement: normalizeName(row.supplementName),
    medication: normalizeName(row.medicationName),
  }
  rowNameCache.set(row, names)
  return names
}

/** Every row where one of the medicines meets one of the supplements (catalogue names). */
export function findingsFor<I extends InteractionRow>(
  catalogue: SafetyCatalogue<I>,
  medicines: readonly Pick<SafetyMedicine, 'text' | 'keys'>[],
  supplementNames: readonly string[]
): SafetyFinding<I>[] {
  const wanted = new Map(supplementNames.map((name) => [normalizeName(name), name]))
  const found = new Map<I, SafetyFinding<I>>()
  for (const row of catalogue.interactions) {
    const names = rowNames(row)
    const supplement = wanted.get(names.supplement)
    if (!supplement) continue
    const key = names.medication
    for (const medicine of medicines) {
      if (!medicine.keys.has(key)) continue
      const finding = found.get(row) ?? { interaction: row, pairs: [] }
      if (!finding.pairs.some((p) => p.medication === medicine.text && p.supplement === supplement))
        finding.pairs.push({ medication: medicine.text, supplement })
      found.set(row, finding)
    }
  }
  return [...found.values()].sort((a, b) => compareInteractions(a.interaction, b.interaction))
}

/** What taking one more supplement would meet among the person's medicines (shop, supplement page, plan). */
export function findingsForSupplement<I extends InteractionRow>(
  catalogue: SafetyCatalogue<I>,
  safety: Pick<PersonSafety<I>, 'medicines'>,
  supplementName: string
): SafetyFinding<I>[] {
  return findingsFor(catalogue, safety.medicines, [supplementName])
}

/** "We could not check “coumadn” (did you mean Coumadin?)" — one line per gap. */
export function describeGap(gap: SafetyGap): string {
  const names = gap.suggestions.map((s) => (normalizeName(s.label) === normalizeName(s.name) ? s.name : `${s.label} (${s.name})`))
  const hint = names.length ? ` Did you mean ${names.join(' or ')}?` : ''
  return `We could not check “${gap.text}”.${hint}`
}

export type { EntryField }
