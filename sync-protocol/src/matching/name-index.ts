/**
 * A lookup index over the names people type for supplements, medications and medication
 * classes. Built once per reference-data version; resolving a query is then a map lookup or a
 * scan of a few hundred short strings.
 */
import { normalizeName } from './normalize-name.js'

export interface NamedSupplement {
  name: string
  aliases?: readonly string[]
}
export interface NamedMedication {
  name: string
  aliases?: readonly string[]
  /** Class names or slugs the medication belongs to. */
  classes?: readonly string[]
}
export interface NamedMedicationClass {
  name: string
  slug?: string
  aliases?: readonly string[]
}

/** One way of naming an entity (its name or one alias), already normalized. */
export interface Term {
  text: string
  words: readonly string[]
  /** The spelling as written in the data, for explanations. */
  label: string
}

export interface IndexEntry {
  kind: 'supplement' | 'medication' | 'class'
  name: string
  terms: readonly Term[]
}

export interface NameIndex {
  supplements: readonly IndexEntry[]
  /** Medications and classes together: a person may type either. */
  medicationTerms: readonly IndexEntry[]
  exactSupplements: ReadonlyMap<string, readonly IndexEntry[]>
  exactMedications: ReadonlyMap<string, readonly IndexEntry[]>
  /** Medication name → canonical names of its classes. */
  classesOf: ReadonlyMap<string, readonly string[]>
  /** Class name → canonical names of its member medications. */
  membersOf: ReadonlyMap<string, readonly string[]>
}

function term(label: string): Term | null {
  const text = normalizeName(label)
  return text ? { text, words: text.split(' '), label } : null
}

function entry(kind: IndexEntry['kind'], name: string, aliases: readonly string[] = []): IndexEntry {
  const seen = new Set<string>()
  const terms: Term[] = []
  for (const label of [name, ...aliases]) {
    const t = term(label)
    if (t && !seen.has(t.text)) {
      seen.add(t.text)
      terms.push(t)
    }
  }
  return { kind, name, terms }
}

function exactMap(entries: readonly IndexEntry[]) {
  const map = new Map<string, IndexEntry[]>()
  for (const e of entries) {
    for (const t of e.terms) {
      const list = map.get(t.text) ?? []
      if (!list.includes(e)) list.push(e)
      map.set(t.text, list)
    }
  }
  return map
}

export function buildNameIndex(input: {
  supplements: readonly NamedSupplement[]
  medications: readonly NamedMedication[]
  classes: readonly NamedMedicationClass[]
}): NameIndex {
  const supplements = input.supplements.map((s) => entry('supplement', s.name, s.aliases))
  const classes = input.classes.map((c) => entry('class', c.name, c.aliases))
  const medications = input.medications.map((m) => entry('medication', m.name, m.aliases))

  // A medication may name its classes by name, slug or alias.
  const classByKey = new Map<string, string>()
  for (const c of input.classes) {
    for (const key of [c.name, c.slug ?? '', ...(c.aliases ?? [])]) {
      const k = normalizeName(key)
      if (k && !classByKey.has(k)) classByKey.set(k, c.name)
    }
  }
  const classesOf = new Map<string, string[]>()
  const membersOf = new Map<string, string[]>(input.classes.map((c) => [c.name, []]))
  for (const m of input.medications) {
    const names: string[] = []
    for (const raw of m.classes ?? []) {
      const name = classByKey.get(normalizeName(raw))
      if (name && !names.includes(name)) names.push(name)
    }
    classesOf.set(m.name, names)
    for (const c of names) membersOf.get(c)!.push(m.name)
  }

  const medicationTerms = [...medications, ...classes]
  return {
    supplements,
    medicationTerms,
    exactSupplements: exactMap(supplements),
    exactMedications: exactMap(medicationTerms),
    classesOf,
    membersOf,
  }
}
