/**
 * From what a person typed to canonical names. Three tiers, the first that finds anything
 * wins, so a precise query is never diluted by loose matches:
 *   1. exact: the query equals a name or alias;
 *   2. whole words: every query word is a whole word of a name or alias ("licorice" → Licorice Root);
 *   3. prefix (queries of 3+ characters): a name or alias, or one of its words, starts with the
 *      query, or every query word starts some word of it ("warf" → Warfarin).
 * Medication classes expand to their members, and a medication brings its classes along, so
 * rows stored under "SSRIs" are found for "Zoloft" and rows under "Sertraline" for "ssri".
 */
import { normalizeName } from './normalize-name.js'
import type { IndexEntry, NameIndex, Term } from './name-index.js'

const PREFIX_MIN_LENGTH = 3

export interface TermMatch {
  entry: IndexEntry
  term: Term
}

function wholeWords(query: readonly string[], t: Term): boolean {
  return query.every((w) => t.words.includes(w))
}

function prefix(query: string, queryWords: readonly string[], t: Term): boolean {
  if (t.text.startsWith(query)) return true
  if (t.words.some((w) => w.startsWith(query))) return true
  return queryWords.length > 1 && queryWords.every((q) => t.words.some((w) => w.startsWith(q)))
}

export function matchTerms(
  entries: readonly IndexEntry[],
  exact: ReadonlyMap<string, readonly IndexEntry[]>,
  rawQuery: string
): TermMatch[] {
  const query = normalizeName(rawQuery)
  if (!query) return []
  const hits = exact.get(query)
  if (hits?.length) {
    return hits.map((entry) => ({ entry, term: entry.terms.find((t) => t.text === query)! }))
  }
  const words = query.split(' ')
  const tiers: Array<(t: Term) => boolean> = [(t) => wholeWords(words, t)]
  if (query.replace(/ /g, '').length >= PREFIX_MIN_LENGTH) tiers.push((t) => prefix(query, words, t))
  for (const test of tiers) {
    const found: TermMatch[] = []
    for (const entry of entries) {
      const t = entry.terms.find(test)
      if (t) found.push({ entry, term: t })
    }
    if (found.length) return found
  }
  return []
}

/** "Coumadin → Warfarin" when the query reached the entity through another spelling. */
function arrow(match: TermMatch): string | null {
  return match.term.text === match.entry.terms[0]!.text ? null : `${match.term.label} → ${match.entry.name}`
}

function join(...parts: Array<string | null>): string | null {
  const kept = parts.filter((p): p is string => Boolean(p))
  return kept.length ? kept.join(', ') : null
}

/**
 * The names interaction rows may be stored under that this query reaches, each with why
 * (null: the query named it directly). Keys are canonical medication or class names.
 */
export function resolveMedicationKeys(index: NameIndex, query: string): Map<string, string | null> {
  const keys = new Map<string, string | null>()
  const add = (name: string, via: string | null) => {
    // The most direct explanation wins: a direct hit (null) beats an inferred one.
    if (!keys.has(name) || (keys.get(name) !== null && via === null)) keys.set(name, via)
  }
  const matches = matchTerms(index.medicationTerms, index.exactMedications, query)
  for (const m of matches) {
    const via = arrow(m)
    add(m.entry.name, via)
    if (m.entry.kind === 'medication') {
      for (const c of index.classesOf.get(m.entry.name) ?? []) {
        add(c, join(via, `${m.entry.name} ∈ ${c}`))
      }
    } else {
      // A class word stands for each member, so rows stated for a member's other classes apply
      // too ("antidepressant" reaches rows under SSRIs through Sertraline).
      for (const member of index.membersOf.get(m.entry.name) ?? []) {
        const memberVia = join(via, `${member} ∈ ${m.entry.name}`)
        add(member, memberVia)
        for (const c of index.classesOf.get(member) ?? []) {
          if (c !== m.entry.name) add(c, join(memberVia, `${member} ∈ ${c}`))
        }
      }
    }
  }
  return keys
}

/** Canonical medication names a query stands for (a class word expands to its members). */
export function resolveMedications(index: NameIndex, query: string): Set<string> {
  const names = new Set<string>()
  for (const m of matchTerms(index.medicationTerms, index.exactMedications, query)) {
    if (m.entry.kind === 'medication') names.add(m.entry.name)
    else for (const member of index.membersOf.get(m.entry.name) ?? []) names.add(member)
  }
  return names
}

/** Canonical supplement names with why each matched (null: named directly). */
export function resolveSupplementKeys(index: NameIndex, query: string): Map<string, string | null> {
  const keys = new Map<string, string | null>()
  for (const m of matchTerms(index.supplements, index.exactSupplements, query)) {
    if (!keys.has(m.entry.name)) keys.set(m.entry.name, arrow(m))
  }
  return keys
}

/** Canonical supplement names a query stands for. */
export function resolveSupplements(index: NameIndex, query: string): Set<string> {
  return new Set(resolveSupplementKeys(index, query).keys())
}
