/**
 * The interaction search, shared by GET /api/drug-interactions and the PWA's offline checker so
 * both give the same answer for the same words.
 */
import { INTERACTION_TYPES, type InteractionType } from '../enums.js'
import { normalizeName } from './normalize-name.js'
import type { NameIndex } from './name-index.js'
import { parseEntry, splitEntries, type Suggestion } from './parse-entries.js'
import { resolveMedicationKeys, resolveSupplementKeys } from './resolve.js'

export interface InteractionRow {
  medicationName: string
  supplementName: string
  interactionType: InteractionType
}

export interface InteractionQueryTerms {
  medication?: string | null
  supplement?: string | null
}

/** Why a row matched, per side; null when that side was blank or named exactly. */
export interface MatchedVia {
  medication: string | null
  supplement: string | null
}

export interface InteractionMatch<R extends InteractionRow> {
  interaction: R
  matchedVia: MatchedVia
}

const SEVERITY_RANK = new Map<string, number>(INTERACTION_TYPES.map((t, i) => [t, i]))

function compareText(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0
}

/** Major → moderate → minor, then medication, then supplement. */
export function compareInteractions(a: InteractionRow, b: InteractionRow): number {
  return (
    (SEVERITY_RANK.get(a.interactionType) ?? 99) - (SEVERITY_RANK.get(b.interactionType) ?? 99) ||
    compareText(a.medicationName, b.medicationName) ||
    compareText(a.supplementName, b.supplementName)
  )
}

/** A part of a side the search could not read: it was not checked against anything. */
export interface UncheckedName {
  side: 'medication' | 'supplement'
  /** The words as read ('coumadn'). */
  text: string
  suggestions: Suggestion[]
}

export interface InteractionCheck<R extends InteractionRow> {
  matches: InteractionMatch<R>[]
  /** Non-empty: the answer is incomplete, and "no known interactions" must not be said. */
  unchecked: UncheckedName[]
}

interface SideKeys {
  /** Normalized canonical name → why it matched (null: named directly). */
  keys: Map<string, string | null>
  unchecked: UncheckedName[]
}

function addKey(keys: Map<string, string | null>, name: string, via: string | null) {
  const key = normalizeName(name)
  // The most direct explanation wins: a direct hit (null) beats an inferred one.
  if (!keys.has(key) || (keys.get(key) !== null && via === null)) keys.set(key, via)
}

/**
 * What one side of the search stands for. The whole text is tried first as a name, a prefix
 * or a class word (so "warf" and "ssri" search as they always have); when that finds nothing,
 * the text is read entry by entry the way the wizard reads it ("Coumadin 5 mg daily, fishoil"),
 * and whatever is still unknown is returned as unchecked, never silently dropped.
 */
function sideKeys(index: NameIndex, text: string, side: UncheckedName['side']): SideKeys {
  const resolve = side === 'medication' ? resolveMedicationKeys : resolveSupplementKeys
  const keys = new Map<string, string | null>()
  const unchecked: UncheckedName[] = []
  const whole = resolve(index, text)
  if (whole.size) {
    for (const [name, via] of whole) addKey(keys, name, via)
    return { keys, unchecked }
  }
  for (const entry of splitEntries(text)) {
    const direct = resolve(index, entry)
    if (direct.size) {
      for (const [name, via] of direct) addKey(keys, name, via)
      continue
    }
    const parsed = parseEntry(index, entry, side)
    for (const item of parsed.resolved) {
      const reached = resolve(index, item.name)
      if (reached.size === 0) {
        // A supplement typed as the medication (or the reverse): it cannot be checked on this side.
        unchecked.push({ side, text: item.matched, suggestions: [] })
        continue
      }
      const arrow = normalizeName(item.matched) === normalizeName(item.name) ? null : `${item.matched} → ${item.name}`
      for (const [name, via] of reached) addKey(keys, name, [arrow, via].filter(Boolean).join(', ') || null)
    }
    for (const part of parsed.unrecognised) unchecked.push({ side, text: part.text, suggestions: part.suggestions })
  }
  if (keys.size === 0 && unchecked.length === 0) unchecked.push({ side, text: text.trim(), suggestions: [] })
  return { keys, unchecked }
}

/**
 * The checker's answer: the rows between the two sides (a blank side matches everything), and
 * the parts of either side that could not be read. Shared by GET /api/drug-interactions and
 * the PWA's offline checker.
 */
export function checkInteractions<R extends InteractionRow>(
  index: NameIndex,
  interactions: readonly R[],
  query: InteractionQueryTerms
): InteractionCheck<R> {
  // A side with nothing but spaces and punctuation is blank: it does not filter.
  const medication = query.medication && normalizeName(query.medication) ? sideKeys(index, query.medication, 'medication') : null
  const supplement = query.supplement && normalizeName(query.supplement) ? sideKeys(index, query.supplement, 'supplement') : null
  const matches: InteractionMatch<R>[] = []
  for (const row of interactions) {
    const m = normalizeName(row.medicationName)
    const s = normalizeName(row.supplementName)
    if (medication && !medication.keys.has(m)) continue
    if (supplement && !supplement.keys.has(s)) continue
    matches.push({
      interaction: row,
      matchedVia: { medication: medication?.keys.get(m) ?? null, supplement: supplement?.keys.get(s) ?? null },
    })
  }
  matches.sort((a, b) => compareInteractions(a.interaction, b.interaction))
  return { matches, unchecked: [...(medication?.unchecked ?? []), ...(supplement?.unchecked ?? [])] }
}

export function findInteractions<R extends InteractionRow>(
  index: NameIndex,
  interactions: readonly R[],
  query: InteractionQueryTerms
): InteractionMatch<R>[] {
  return checkInteractions(index, interactions, query).matches
}
