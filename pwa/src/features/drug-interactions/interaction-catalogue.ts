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
  checkInteractionCatalogue,
  searchInteractionCatalogue,
  type CatalogueCheck,
  type InteractionQueryTerms,
  type MatchedVia,
  type NameIndex,
  type ReferenceInteraction,
  type ReferenceSnapshot,
} from '@dosewise/sync-protocol'
import { safetyCatalogue } from '../../lib/use-person-safety'

/** The parts of the downloaded reference snapshot the checker reads. */
export type InteractionReference = Pick<ReferenceSnapshot, 'version' | 'supplements' | 'interactions' | 'medications' | 'classes'>

/** One row of GET /api/drug-interactions: the interaction and why it matched. */
export type InteractionResult = ReferenceInteraction & { matchedVia: MatchedVia }

export interface InteractionCatalogue {
  version: string
  /** Names people may type (medicines, brands, classes, supplements): the fields' type-ahead reads it. */
  index: NameIndex
  /** Every known interaction, major first. */
  interactions: ReferenceInteraction[]
}

export function buildCatalogue(reference: InteractionReference): InteractionCatalogue {
  const { index, interactions } = buildInteractionCatalogue(reference)
  return { version: reference.version, index, interactions }
}

// A snapshot version names one content (it is the snapshot's hash and ETag), so one cached
// catalogue per version is always right, for every user of this tab. The index and rows are the
// safety view's own (lib/use-person-safety), so the screen builds them once, not twice.
let cached: InteractionCatalogue | null = null

export function catalogueFor(reference: InteractionReference): InteractionCatalogue {
  if (cached?.version !== reference.version) cached = { version: reference.version, ...safetyCatalogue(reference) }
  return cached
}

/** The search of GET /api/drug-interactions: a blank side matches everything. */
export function searchCatalogue(catalogue: InteractionCatalogue, query: InteractionQueryTerms): InteractionResult[] {
  return searchInteractionCatalogue(catalogue, query)
}

/** The checker's answer: the same rows, and what either side had that could not be checked. */
export function checkCatalogue(catalogue: InteractionCatalogue, query: InteractionQueryTerms): CatalogueCheck<ReferenceInteraction> {
  return checkInteractionCatalogue(catalogue, query)
}
