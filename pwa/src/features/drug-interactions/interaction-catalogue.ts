/**
 * The offline interaction checker's data: the sync-protocol name index over the downloaded
 * reference snapshot, built once per snapshot version.
 *
 * Invariant: built and searched with the same sync-protocol functions the API uses
 * (`buildInteractionCatalogue`, `searchInteractionCatalogue`), which put rows and aliases in one
 * canonical order, so a search here answers exactly what GET /api/drug-interactions answers.
 */
import {
  buildInteractionCatalogue,
  normalizeName,
  searchInteractionCatalogue,
  type InteractionQueryTerms,
  type MatchedVia,
  type NameIndex,
  type ReferenceInteraction,
  type ReferenceSnapshot,
} from '@dosewise/sync-protocol'

/** The parts of the downloaded reference snapshot the checker reads. */
export type InteractionReference = Pick<ReferenceSnapshot, 'version' | 'supplements' | 'interactions' | 'medications' | 'classes'>

/** One row of GET /api/drug-interactions: the interaction and why it matched. */
export type InteractionResult = ReferenceInteraction & { matchedVia: MatchedVia }

export interface InteractionCatalogue {
  version: string
  index: NameIndex
  /** Every known interaction, major first. */
  interactions: ReferenceInteraction[]
  /** Names people may type, for the inputs' suggestions. */
  medicationNames: string[]
  supplementNames: string[]
}

/** Distinct by normal form (first spelling wins), alphabetical. */
function suggestions(names: readonly string[]): string[] {
  const seen = new Map<string, string>()
  for (const name of names) {
    const key = normalizeName(name)
    if (key && !seen.has(key)) seen.set(key, name)
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }))
}

export function buildCatalogue(reference: InteractionReference): InteractionCatalogue {
  const { index, interactions } = buildInteractionCatalogue(reference)
  return {
    version: reference.version,
    index,
    interactions,
    medicationNames: suggestions([
      ...reference.medications.flatMap((m) => [m.name, ...m.aliases]),
      ...reference.classes.flatMap((c) => [c.name, ...c.aliases]),
    ]),
    supplementNames: suggestions(reference.supplements.flatMap((s) => [s.name, ...s.aliases])),
  }
}

// A snapshot version names one content (it is the snapshot's hash and ETag), so one cached
// catalogue per version is always right, for every user of this tab.
let cached: InteractionCatalogue | null = null

export function catalogueFor(reference: InteractionReference): InteractionCatalogue {
  if (cached?.version !== reference.version) cached = buildCatalogue(reference)
  return cached
}

/** The search of GET /api/drug-interactions: a blank side matches everything. */
export function searchCatalogue(catalogue: InteractionCatalogue, query: InteractionQueryTerms): InteractionResult[] {
  return searchInteractionCatalogue(catalogue, query)
}
