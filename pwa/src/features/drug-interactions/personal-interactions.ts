import { compareInteractions, medicationNameOnly, normalizeName, type JournalEntry, type MatchedVia, type ReferenceInteraction } from '@dosewise/sync-protocol'
import { searchCatalogue, type InteractionCatalogue } from './interaction-catalogue'

export const CURRENT_SUPPLEMENT_DAYS = 30

/** Distinct by normal form, first spelling kept, in the given order. */
export function distinctNames(names: readonly string[]): string[] {
  const seen = new Map<string, string>()
  for (const name of names) {
    const key = normalizeName(name)
    if (key && !seen.has(key)) seen.set(key, name)
  }
  return [...seen.values()]
}

/** A supplement of the person's stack: its catalogue name and the other names it goes by. */
export interface StackSupplement {
  name: string
  aliases: readonly string[]
}

/**
 * The supplements a person currently takes: the active supplements of their stack (catalogue
 * names, in the order given), then every name ticked in a journal entry of the last 30 days,
 * newest first — the journal still counts, since not everything taken is in the stack. A
 * journal name that is a stack supplement under another name ('fish oil') is that supplement,
 * not a second one.
 */
export function currentSupplements(entries: readonly JournalEntry[], now: number, stack: readonly StackSupplement[] = []): string[] {
  const since = now - CURRENT_SUPPLEMENT_DAYS * 24 * 60 * 60 * 1000
  const recent = entries.filter((entry) => Date.parse(entry.date) >= since)
  const stackKeys = new Set(stack.flatMap((supplement) => [supplement.name, ...supplement.aliases]).map(normalizeName))
  const journalNames = recent.flatMap((entry) => entry.supplementsTaken).filter((name) => !stackKeys.has(normalizeName(name)))
  return distinctNames([...stack.map((supplement) => supplement.name), ...journalNames])
}

export interface PersonalInteraction {
  interaction: ReferenceInteraction
  /** Which of the person's medications and supplements meet in it, and how they matched. */
  pairs: { medication: string; supplement: string; matchedVia: MatchedVia }[]
}

/** Every pair of the person's medications and supplements, checked with the checker's search. */
export function findPersonalInteractions(
  catalogue: InteractionCatalogue,
  medications: readonly string[],
  supplements: readonly string[]
): PersonalInteraction[] {
  const found = new Map<number, PersonalInteraction>()
  for (const medication of medications) {
    // Prescriptions are often written with their strength ('Warfarin 5 mg'); match on the name.
    const name = medicationNameOnly(medication) || medication
    for (const supplement of supplements) {
      for (const { matchedVia, ...interaction } of searchCatalogue(catalogue, { medication: name, supplement })) {
        const entry = found.get(interaction.id) ?? { interaction, pairs: [] }
        entry.pairs.push({ medication, supplement, matchedVia })
        found.set(interaction.id, entry)
      }
    }
  }
  return [...found.values()].sort((a, b) => compareInteractions(a.interaction, b.interaction))
}
