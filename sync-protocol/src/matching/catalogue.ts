/**
 * The interaction catalogue both ends search: the name index plus the interaction rows, built
 * from the reference data in one canonical order (rows by id, aliases alphabetically), so the
 * API (rows from the database) and the PWA (rows from the offline snapshot) give the same
 * answers — including which alias explains a match — whatever order their rows came in.
 */
import { buildNameIndex, type NameIndex } from './name-index.js';
import { compareInteractions, findInteractions, type InteractionQueryTerms, type InteractionRow, type MatchedVia } from './find-interactions.js';

export interface CatalogueInput<I extends InteractionRow & { id: number }> {
  supplements: readonly { id: number; name: string; aliases: readonly string[] }[];
  medications: readonly { id: number; name: string; aliases: readonly string[]; classes: readonly string[] }[];
  classes: readonly { id: number; name: string; slug: string; aliases: readonly string[] }[];
  interactions: readonly I[];
}

export interface InteractionCatalogue<I extends InteractionRow> {
  index: NameIndex;
  /** Every interaction, most serious first. */
  interactions: I[];
}

const byId = <T extends { id: number }>(rows: readonly T[]) => [...rows].sort((a, b) => a.id - b.id);
const sorted = (names: readonly string[]) => [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

export function buildInteractionCatalogue<I extends InteractionRow & { id: number }>(input: CatalogueInput<I>): InteractionCatalogue<I> {
  const index = buildNameIndex({
    supplements: byId(input.supplements).map((s) => ({ name: s.name, aliases: sorted(s.aliases) })),
    medications: byId(input.medications).map((m) => ({ name: m.name, aliases: sorted(m.aliases), classes: sorted(m.classes) })),
    classes: byId(input.classes).map((c) => ({ name: c.name, slug: c.slug, aliases: sorted(c.aliases) })),
  });
  return { index, interactions: byId(input.interactions).sort(compareInteractions) };
}

/** GET /api/drug-interactions and the offline checker: a blank side matches everything. */
export function searchInteractionCatalogue<I extends InteractionRow>(
  catalogue: InteractionCatalogue<I>,
  query: InteractionQueryTerms,
): (I & { matchedVia: MatchedVia })[] {
  return findInteractions(catalogue.index, catalogue.interactions, query).map(({ interaction, matchedVia }) => ({ ...interaction, matchedVia }));
}
