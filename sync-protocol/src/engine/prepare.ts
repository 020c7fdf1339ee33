/**
 * The engine's view of the reference data, built once per snapshot version: supplements by id
 * and name, the interaction catalogue (the same index the checker searches) and the upper
 * limit of each nutrient.
 */
import { buildInteractionCatalogue, type InteractionCatalogue } from '../matching/catalogue.js'
import { normalizeName } from '../matching/normalize-name.js'
import type { LabMarker, ReferenceInteraction, ReferenceSnapshot, ReferenceSupplement } from '../schemas/reference.js'

/** What the engine reads of a reference snapshot (the PWA's copy or the API's database). */
export type EngineReference = Pick<ReferenceSnapshot, 'version' | 'supplements' | 'interactions' | 'medications' | 'classes'>

export interface UpperLimit {
  nutrient: string
  amount: number
  unit: string
  /** The supplement whose fact sheet states it (its sources are the source). */
  statedBy: string
  note: string | null
}

export type EngineMedication = EngineReference['medications'][number]

export interface PreparedReference {
  version: string
  /** Every supplement, in id order. */
  supplements: ReferenceSupplement[]
  byId: Map<number, ReferenceSupplement>
  byName: Map<string, ReferenceSupplement>
  catalogue: InteractionCatalogue<ReferenceInteraction>
  medicationsByName: Map<string, EngineMedication>
  /** Class names by slug and by name, normalized → display name. */
  classNames: Map<string, string>
  upperLimits: Map<string, UpperLimit>
  /**
   * Interaction rows by the normalized medication or class name they are stated for, each with
   * the catalogue supplement it names — resolved once, so a plan costs lookups, not re-normalizing.
   */
  interactionsByMedication: Map<string, { interaction: ReferenceInteraction; supplementId: number }[]>
  /** Lab-marker names (cleaned like a test name) → the supplements and markers they belong to. */
  labMarkersByName: Map<string, { supplement: ReferenceSupplement; marker: LabMarker }[]>
}

// Words people add to a lab test's name that do not change which test it is.
const LAB_FILLER = new Set(['serum', 'plasma', 'blood', 'level', 'levels', 'test', 'result', 'results', 'measured'])

/** A lab test's name in the one form names are compared in ('Serum ferritin level' → 'ferritin'). */
export function cleanLabName(text: string): string {
  return normalizeName(text)
    .split(' ')
    .filter((word) => word && !LAB_FILLER.has(word))
    .join(' ')
}

/**
 * A snapshot stored by an older app version lacks the fields added since: read them as empty
 * (no allergens, no lab markers …) until the newer snapshot arrives, rather than fail offline.
 */
function withDefaults(s: ReferenceSupplement): ReferenceSupplement {
  return {
    ...s,
    goals: s.goals ?? [],
    diets: s.diets ?? [],
    professions: s.professions ?? [],
    ages: s.ages ?? [],
    hobbies: s.hobbies ?? [],
    notForDiets: s.notForDiets ?? [],
    allergens: s.allergens ?? [],
    avoidIf: s.avoidIf ?? [],
    nutrients: s.nutrients ?? [],
    labMarkers: s.labMarkers ?? [],
    requiresLowLab: s.requiresLowLab ?? false,
    evidence: s.evidence ?? [],
  }
}

export function prepareReference(reference: EngineReference): PreparedReference {
  const supplements = reference.supplements.map(withDefaults).sort((a, b) => a.id - b.id)
  const upperLimits = new Map<string, UpperLimit>()
  for (const s of supplements) {
    const limit = s.upperLimit
    if (!limit?.nutrient) continue
    const known = upperLimits.get(limit.nutrient)
    // The most conservative statement wins when two fact sheets give one nutrient a limit.
    if (!known || limit.amount < known.amount) {
      upperLimits.set(limit.nutrient, {
        nutrient: limit.nutrient,
        amount: limit.amount,
        unit: limit.unit,
        statedBy: s.name,
        note: limit.note ?? null,
      })
    }
  }
  const classNames = new Map<string, string>()
  for (const c of reference.classes) {
    classNames.set(normalizeName(c.slug), c.name)
    classNames.set(normalizeName(c.name), c.name)
  }
  const catalogue = buildInteractionCatalogue(reference)
  const idByName = new Map(supplements.map((s) => [normalizeName(s.name), s.id]))
  const interactionsByMedication = new Map<string, { interaction: ReferenceInteraction; supplementId: number }[]>()
  for (const interaction of catalogue.interactions) {
    // The validator makes every row name a catalogue supplement; a row that does not is no one's.
    const supplementId = idByName.get(normalizeName(interaction.supplementName))
    if (supplementId === undefined) continue
    const key = normalizeName(interaction.medicationName)
    interactionsByMedication.set(key, [...(interactionsByMedication.get(key) ?? []), { interaction, supplementId }])
  }
  const labMarkersByName = new Map<string, { supplement: ReferenceSupplement; marker: LabMarker }[]>()
  for (const supplement of supplements) {
    for (const marker of supplement.labMarkers) {
      for (const name of new Set(marker.names.map(cleanLabName))) {
        labMarkersByName.set(name, [...(labMarkersByName.get(name) ?? []), { supplement, marker }])
      }
    }
  }
  return {
    version: reference.version,
    supplements,
    byId: new Map(supplements.map((s) => [s.id, s])),
    byName: new Map(supplements.map((s) => [normalizeName(s.name), s])),
    catalogue,
    medicationsByName: new Map(reference.medications.map((m) => [normalizeName(m.name), { ...m, timing: m.timing ?? null }])),
    classNames,
    upperLimits,
    interactionsByMedication,
    labMarkersByName,
  }
}
