/**
 * The interaction search, shared by GET /api/drug-interactions and the PWA's offline checker so
 * both give the same answer for the same words.
 */
import { INTERACTION_TYPES, type InteractionType } from '../enums.js';
import { normalizeName } from './normalize-name.js';
import type { NameIndex } from './name-index.js';
import { resolveMedicationKeys, resolveSupplementKeys } from './resolve.js';

export interface InteractionRow {
  medicationName: string;
  supplementName: string;
  interactionType: InteractionType;
}

export interface InteractionQueryTerms {
  medication?: string | null;
  supplement?: string | null;
}

/** Why a row matched, per side; null when that side was blank or named exactly. */
export interface MatchedVia {
  medication: string | null;
  supplement: string | null;
}

export interface InteractionMatch<R extends InteractionRow> {
  interaction: R;
  matchedVia: MatchedVia;
}

const SEVERITY_RANK = new Map<string, number>(INTERACTION_TYPES.map((t, i) => [t, i]));

function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

/** Major → moderate → minor, then medication, then supplement. */
export function compareInteractions(a: InteractionRow, b: InteractionRow): number {
  return (
    (SEVERITY_RANK.get(a.interactionType) ?? 99) - (SEVERITY_RANK.get(b.interactionType) ?? 99) ||
    compareText(a.medicationName, b.medicationName) ||
    compareText(a.supplementName, b.supplementName)
  );
}

function byNormalizedName(keys: Map<string, string | null>): Map<string, string | null> {
  return new Map([...keys].map(([name, via]) => [normalizeName(name), via]));
}

export function findInteractions<R extends InteractionRow>(
  index: NameIndex,
  interactions: readonly R[],
  query: InteractionQueryTerms,
): InteractionMatch<R>[] {
  // A side with nothing but spaces and punctuation is blank: it does not filter.
  const medication = query.medication && normalizeName(query.medication) ? byNormalizedName(resolveMedicationKeys(index, query.medication)) : null;
  const supplement = query.supplement && normalizeName(query.supplement) ? byNormalizedName(resolveSupplementKeys(index, query.supplement)) : null;
  const results: InteractionMatch<R>[] = [];
  for (const row of interactions) {
    const m = normalizeName(row.medicationName);
    const s = normalizeName(row.supplementName);
    if (medication && !medication.has(m)) continue;
    if (supplement && !supplement.has(s)) continue;
    results.push({
      interaction: row,
      matchedVia: { medication: medication?.get(m) ?? null, supplement: supplement?.get(s) ?? null },
    });
  }
  return results.sort((a, b) => compareInteractions(a.interaction, b.interaction));
}
