/**
 * Type-ahead over the catalogue: the names (generic, brand, class word, supplement name or
 * alias) that start with what a person has typed so far, for the medicine entry fields.
 *
 * Ranked so the likely one is first: a spelling that starts with the typed text before one
 * with a later word that does, the field's own kind (medicines in a medication field,
 * supplements in a supplement field) before the other, then shorter spellings. One option per
 * spelling; a brand and its generic are separate options, each saying what it is.
 */
import type { IndexEntry, NameIndex } from './name-index.js'
import { normalizeName } from './normalize-name.js'
import type { EntryField } from './parse-entries.js'

export interface Completion {
  kind: IndexEntry['kind']
  /** Canonical catalogue name: 'Warfarin'. */
  name: string
  /** The spelling offered: 'Coumadin'. */
  label: string
}

/** Fewer characters than this offer nothing: two letters match too much to help. */
export const COMPLETE_MIN_LENGTH = 2

export function completeName(index: NameIndex, typed: string, field: EntryField, limit = 8): Completion[] {
  const query = normalizeName(typed)
  if (query.replace(/ /g, '').length < COMPLETE_MIN_LENGTH) return []
  const squeezed = query.replace(/ /g, '')
  const own = field === 'supplement' ? ['supplement'] : ['medication', 'class']
  const scored: { rank: number; completion: Completion }[] = []
  for (const entry of [...index.medicationTerms, ...index.supplements]) {
    for (const term of entry.terms) {
      let place: number
      if (term.text.startsWith(query) || term.text.replace(/ /g, '').startsWith(squeezed)) place = 0
      else if (term.words.some((w) => w.startsWith(query))) place = 1
      else continue
      const kindRank = own.includes(entry.kind) ? 0 : 1
      scored.push({ rank: place * 2 + kindRank, completion: { kind: entry.kind, name: entry.name, label: term.label } })
    }
  }
  const seen = new Set<string>()
  return scored
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        a.completion.label.length - b.completion.label.length ||
        a.completion.label.localeCompare(b.completion.label, 'en', { sensitivity: 'base' })
    )
    .map((s) => s.completion)
    .filter((c) => {
      const key = `${c.kind}:${normalizeName(c.label)}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .slice(0, limit)
}
