/**
 * What people write about their medicines and supplements, read into what the catalogue knows.
 *
 *   "Levoxyl 50 mcg each morning before breakfast, metoprolol 25; fish oil 1000mg"
 *     → Levothyroxine (via "levoxyl"), Metoprolol, Omega-3 Fish Oil
 *
 * A text is split into entries (lines, commas, semicolons, "+", "&"), and each entry is
 * scanned for the longest known names (generic, brand, class word, supplement name or alias,
 * spaces ignored: "fishoil", "co q 10"). Doses, units, frequencies, routes, forms, timing
 * phrases and filler words are dropped; a reason in brackets or after "for" is not read as a
 * medicine unless nothing else in the entry is. "none", "nothing", "n/a" say there is nothing.
 *
 * Whatever is left that the catalogue does not know is reported as unrecognised — never
 * dropped — with "did you mean" suggestions from edit distance. A near spelling is only ever
 * suggested, not assumed: a wrong match is worse than none.
 */
import { editDistance, suggestionDistance } from './fuzzy.js'
import type { IndexEntry, NameIndex } from './name-index.js'
import { normalizeName } from './normalize-name.js'
import { FILLER_WORDS, NONE_WORDS, REASON_WORDS, WHOLE_ENTRY_ONLY, isDoseWord } from './parse-words.js'

export type ResolvedKind = IndexEntry['kind']

export interface ResolvedName {
  kind: ResolvedKind
  /** Canonical catalogue name: 'Warfarin', 'Anticoagulants', 'Omega-3 Fish Oil'. */
  name: string
  /** The catalogue spelling the words matched ('coumadin'), for "Coumadin → warfarin". */
  matched: string
  /** A medication's classes, most specific first; [] for classes and supplements. */
  classes: string[]
}

export interface Suggestion {
  kind: ResolvedKind
  name: string
  /** The spelling that is near what was typed ('coumadin'). */
  label: string
}

export interface UnrecognisedPart {
  /** The words as read (normalised): 'coumadn'. */
  text: string
  suggestions: Suggestion[]
}

export interface ParsedEntry {
  /** The entry as the person wrote it, trimmed. */
  text: string
  /** 'none': the entry says there is nothing ("none", "n/a"). */
  status: 'recognised' | 'partial' | 'unrecognised' | 'none'
  resolved: ResolvedName[]
  unrecognised: UnrecognisedPart[]
}

/** Which kind wins when a name is both a medicine and a supplement (niacin, fish oil on prescription). */
export type EntryField = 'medication' | 'supplement'

interface Lookup {
  exact: Map<string, IndexEntry[]>
  collapsed: Map<string, IndexEntry[]>
  maxWords: number
  /** Every spelling, for suggestions: collapsed text → entries. */
  spellings: { collapsed: string; label: string; entry: IndexEntry }[]
}

const lookups = new WeakMap<NameIndex, Lookup>()

function lookupFor(index: NameIndex): Lookup {
  let lookup = lookups.get(index)
  if (lookup) return lookup
  const exact = new Map<string, IndexEntry[]>()
  const collapsed = new Map<string, IndexEntry[]>()
  const spellings: Lookup['spellings'] = []
  let maxWords = 1
  for (const entry of [...index.medicationTerms, ...index.supplements]) {
    for (const term of entry.terms) {
      const squeezed = term.text.replace(/ /g, '')
      for (const [map, key] of [
        [exact, term.text],
        [collapsed, squeezed],
      ] as const) {
        const list = map.get(key) ?? []
        if (!list.includes(entry)) list.push(entry)
        map.set(key, list)
      }
      spellings.push({ collapsed: squeezed, label: term.label, entry })
      maxWords = Math.max(maxWords, term.words.length)
    }
  }
  lookup = { exact, collapsed, maxWords, spellings }
  lookups.set(index, lookup)
  return lookup
}

/** Splits a text into entries: lines, commas, semicolons, bullets, "+", "&". */
export function splitEntries(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[\n\r;,+&•·|]|\s-\s|^\s*-\s|\s\*\s/)
    .map((part) => part.replace(/^\s*(?:\d+[.)]\s+|[-*]\s+)/, '').trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part))
}

function prefer(entries: readonly IndexEntry[], field: EntryField): IndexEntry[] {
  const wanted = field === 'supplement' ? ['supplement'] : ['medication', 'class']
  const preferred = entries.filter((e) => wanted.includes(e.kind))
  return preferred.length ? preferred : [...entries]
}

function classesOf(index: NameIndex, entry: IndexEntry): string[] {
  if (entry.kind !== 'medication') return []
  const size = (name: string) => index.membersOf.get(name)?.length ?? 0
  return [...(index.classesOf.get(entry.name) ?? [])].sort((a, b) => size(a) - size(b) || (a < b ? -1 : 1))
}

function resolved(index: NameIndex, entry: IndexEntry, key: string): ResolvedName {
  const term = entry.terms.find((t) => t.text === key || t.text.replace(/ /g, '') === key.replace(/ /g, '')) ?? entry.terms[0]!
  return { kind: entry.kind, name: entry.name, matched: term.label, classes: classesOf(index, entry) }
}

interface Scan {
  resolved: ResolvedName[]
  /** Runs of words that are neither names nor filler. */
  leftovers: string[][]
}

/** Longest known names first, left to right; filler between them is dropped. */
function scanWords(index: NameIndex, words: readonly string[], field: EntryField, wholeEntry: boolean): Scan {
  const lookup = lookupFor(index)
  const found: ResolvedName[] = []
  const leftovers: string[][] = []
  let run: string[] = []
  const endRun = () => {
    if (run.length) leftovers.push(run)
    run = []
  }
  // 'SAMe 400' names SAMe; in 'Junel Fe 1/20' or 'the same dose' the word is not a name.
  const namedWords = words.filter((w) => !isDoseWord(w)).length
  let i = 0
  while (i < words.length) {
    let matched = 0
    for (let length = Math.min(lookup.maxWords + 2, words.length - i); length >= 1 && !matched; length--) {
      const phrase = words.slice(i, i + length).join(' ')
      const squeezed = phrase.replace(/ /g, '')
      if (WHOLE_ENTRY_ONLY.has(squeezed) && !(wholeEntry && length === namedWords)) continue
      if (length === 1 && isDoseWord(phrase)) break
      const entries = lookup.exact.get(phrase) ?? lookup.collapsed.get(squeezed)
      if (!entries?.length) continue
      for (const entry of prefer(entries, field)) {
        if (!found.some((r) => r.name === entry.name && r.kind === entry.kind)) found.push(resolved(index, entry, phrase))
      }
      matched = length
    }
    if (matched) {
      endRun()
      i += matched
      continue
    }
    const word = words[i]!
    if (FILLER_WORDS.has(word) || isDoseWord(word) || WHOLE_ENTRY_ONLY.has(word)) endRun()
    else run.push(word)
    i++
  }
  endRun()
  return { resolved: found, leftovers }
}

/** Near spellings of an unrecognised run, closest first, one per catalogue entry, at most 3. */
export function suggestFor(index: NameIndex, text: string, field: EntryField = 'medication'): Suggestion[] {
  const typed = normalizeName(text).replace(/ /g, '')
  const max = suggestionDistance(typed.length)
  if (max === 0) return []
  const best = new Map<IndexEntry, { distance: number; label: string }>()
  for (const spelling of lookupFor(index).spellings) {
    const distance = editDistance(typed, spelling.collapsed, max)
    if (distance > max) continue
    const known = best.get(spelling.entry)
    if (!known || distance < known.distance) best.set(spelling.entry, { distance, label: spelling.label })
  }
  const kindRank = (e: IndexEntry) => (prefer([e], field)[0] === e && (field === 'supplement') === (e.kind === 'supplement') ? 0 : 1)
  return [...best]
    .sort(([a, x], [b, y]) => x.distance - y.distance || kindRank(a) - kindRank(b) || (a.name < b.name ? -1 : 1))
    .slice(0, 3)
    .map(([entry, { label }]) => ({ kind: entry.kind, name: entry.name, label }))
}

function isNone(words: readonly string[]): boolean {
  return words.some((w) => NONE_WORDS.has(w)) && words.every((w) => NONE_WORDS.has(w) || FILLER_WORDS.has(w))
}

/** One entry ("lisinopril 10mg (blood pressure)") read into names. */
export function parseEntry(index: NameIndex, text: string, field: EntryField): ParsedEntry {
  const trimmed = text.trim()
  // A reason in brackets, or after "for"/"because", is not a medicine unless nothing else is.
  const brackets = [...trimmed.matchAll(/[([{]([^)\]}]*)[)\]}]?/g)].map((m) => m[1] ?? '')
  const outside = trimmed.replace(/[([{][^)\]}]*[)\]}]?/g, ' ')
  const allWords = normalizeName(outside).split(' ').filter(Boolean)
  const reasonAt = allWords.findIndex((w, i) => i > 0 && REASON_WORDS.has(w))
  const main = reasonAt === -1 ? allWords : allWords.slice(0, reasonAt)
  const reason = [
    ...(reasonAt === -1 ? [] : allWords.slice(reasonAt + 1)),
    ...brackets.flatMap((b) => normalizeName(b).split(' ').filter(Boolean)),
  ]

  if (main.length === 0 && reason.length === 0) return { text: trimmed, status: 'none', resolved: [], unrecognised: [] }
  if (isNone(main) && (reason.length === 0 || isNone(reason))) return { text: trimmed, status: 'none', resolved: [], unrecognised: [] }

  let scan = scanWords(index, main, field, true)
  if (reason.length && scan.resolved.length > 0 && scan.resolved.every((r) => r.kind === 'class')) {
    // "blood thinner (Xarelto)": the brackets say which one.
    const named = scanWords(index, reason, field, false).resolved.filter((r) => r.kind !== 'class')
    scan = { resolved: [...scan.resolved, ...named], leftovers: scan.leftovers }
  } else if (scan.resolved.length === 0 && reason.length) {
    // "my heart pill (digoxin)": the brackets are the name.
    const fromReason = scanWords(index, reason, field, false)
    if (fromReason.resolved.length) scan = fromReason.leftovers.length ? fromReason : { resolved: fromReason.resolved, leftovers: [] }
  }
  const unrecognised = scan.leftovers.map((run) => ({ text: run.join(' '), suggestions: suggestFor(index, run.join(' '), field) }))
  const status = scan.resolved.length ? (unrecognised.length ? 'partial' : 'recognised') : unrecognised.length ? 'unrecognised' : 'none'
  return { text: trimmed, status, resolved: scan.resolved, unrecognised }
}

/** A whole answer ("warfarin 5mg, fish oil and vitamin d3 2000iu daily") read entry by entry. */
export function parseEntries(index: NameIndex, text: string | null | undefined, field: EntryField): ParsedEntry[] {
  return splitEntries(text).map((entry) => parseEntry(index, entry, field))
}

const titleWord = /^[A-Z][a-z']+$/
/** 'Anticoagulants' → 'anticoagulant'; 'SSRIs' → 'SSRI'; 'Blood Pressure Medicines' → 'blood pressure medicine'. */
export function classNoun(name: string): string {
  const words = name.split(' ').map((w) => (titleWord.test(w) && !/^Parkinson/.test(w) ? w.toLowerCase() : w))
  const last = words[words.length - 1]!
  if (/[^s]s$/.test(last) && !/^Chemotherapy$/i.test(last)) words[words.length - 1] = last.slice(0, -1)
  return words.join(' ')
}

/** What a chip shows: 'coumadin → warfarin, anticoagulant', 'Fish oil → Omega-3 Fish Oil'. */
export function describeResolved(item: ResolvedName): string {
  const direct = normalizeName(item.matched) === normalizeName(item.name)
  if (item.kind === 'medication') {
    const what = item.classes[0] ? `, ${classNoun(item.classes[0])}` : ''
    return direct ? `${item.name}${what}` : `${item.matched} → ${item.name.toLowerCase()}${what}`
  }
  if (item.kind === 'class') return direct ? `${item.name} (a class of medicines)` : `${item.matched} → ${item.name} (a class of medicines)`
  return direct ? `${item.name} (supplement)` : `${item.matched} → ${item.name} (supplement)`
}
