/**
 * The interaction catalogue both ends search: the name index plus the interaction rows, built
 * from the reference data in one canonical order (rows by id, aliases alphabetically), so the
 * API (rows from the database) and the PWA (rows from the offline snapshot) give the same
 * answers — including which alias explains a match — whatever order their rows came in.
 */
import { buildNameIndex, type NameIndex } from './name-index.js'
import {
  checkInteractions,
  compareInteractions,
  type InteractionQueryTerms,
  type InteractionRow,
  type MatchedVia,
  type UncheckedName,
} from './find-interactions.js'

export interface CatalogueInput<I extends InteractionRow & { id: number }> {
  supplements: readonly { id: number; name: string; aliases: readonly string[] }[]
  medications: readonly { id: number; name: string; aliases: readonly string[]; classes: readonly string[] }[]
  classes: readonly { id: number; name: string; slug: string; aliases: readonly string[] }[]
  interactions: readonly I[]
}

export interface InteractionCatalogue<I extends InteractionRow> {
  index: NameIndex
  /** Every interaction, most serious first. */
  interactions: I[]
}

const byId = <T extends { id: number }>(rows: readonly T[]) => [...rows].sort((a, b) => a.id - b.id)
const sorted = (names: readonly string[]) => [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))

export function buildInteractionCatalogue<I extends InteractionRow & { id: number }>(input: CatalogueInput<I>): InteractionCatalogue<I> {
  const index = buildNameIndex({
    supplements: byId(input.supplements).map((s) => ({ name: s.name, aliases: sorted(s.aliases) })),
    medications: byId(input.medications).map((m) => ({ name: m.name, aliases: sorted(m.aliases), classes: sorted(m.classes) })),
    classes: byId(input.classes).map((c) => ({ name: c.name, slug: c.slug, aliases: sorted(c.aliases) })),
  })
  return { index, interactions: byId(input.interactions).sort(compareInteractions) }
}

export interface CatalogueCheck<I extends InteractionRow> {
  results: (I & { matchedVia: MatchedVia })[]
  /** What could not be read; non-empty means "no known interactions" must not be said. */
  unchecked: UncheckedName[]
}

/** The offline checker: the rows (a blank side matches everything) and what was not checked. */
export function checkInteractionCatalogue<I extends InteractionRow>(
  catalogue: InteractionCatalogue<I>,
  query: InteractionQueryTerms
): CatalogueCheck<I> {
  const { matches, unchecked } = checkInteractions(catalogue.index, catalogue.interactions, query)
  return { results: matches.map(({ interaction, matchedVia }) => ({ ...interaction, matchedVia })), unchecked }
}

/** GET /api/drug-interactions: the same rows as the offline checker. */
export function searchInteractionCatalogue<I extends InteractionRow>(
  catalogue: InteractionCatalogue<I>,
  query: InteractionQueryTerms
): (I & { matchedVia: MatchedVia })[] {
  return checkInteractionCatalogue(catalogue, query).results
}
