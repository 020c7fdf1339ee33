/**
 * The interaction rows about one supplement, and which of them concern this person: their
 * active prescriptions and the medications they typed in their latest assessment, checked with
 * the checker's own search (sync-protocol), so this page and /drug-interactions always agree.
 */
import {
  medicationNameOnly,
  normalizeName,
  searchInteractionCatalogue,
  splitList,
  type InteractionCatalogue,
  type ReferenceInteraction,
} from '@dosewise/sync-protocol'

export type SupplementCatalogue = InteractionCatalogue<ReferenceInteraction>

export interface SupplementInteraction {
  interaction: ReferenceInteraction
  /** The person's medications that meet this row, as they wrote them (without the strength). */
  yours: string[]
}

/**
 * What the person takes, by name: active prescriptions first, then the assessment's list;
 * strengths and dose forms dropped ('Warfarin 5 mg' → 'Warfarin'), each name once.
 */
export function personalMedications(
  prescriptions: readonly { medicationName: string; isActive: boolean }[],
  currentMedications: string | null | undefined
): string[] {
  const written = [
    ...prescriptions.filter((p) => p.isActive).map((p) => p.medicationName),
    ...splitList(currentMedications),
  ]
  const seen = new Map<string, string>()
  for (const text of written) {
    const name = medicationNameOnly(text) || text.trim()
    const key = normalizeName(name)
    if (key && !seen.has(key)) seen.set(key, name)
  }
  return [...seen.values()]
}

/** Every row about the supplement, most serious first, with the rows that concern the person ahead of the rest. */
export function supplementInteractions(
  catalogue: SupplementCatalogue,
  supplementName: string,
  medications: readonly string[]
): SupplementInteraction[] {
  const rows = searchInteractionCatalogue(catalogue, { supplement: supplementName })
  const yours = new Map<number, string[]>()
  for (const medication of medications) {
    for (const match of searchInteractionCatalogue(catalogue, { medication, supplement: supplementName })) {
      const names = yours.get(match.id) ?? []
      if (!names.includes(medication)) names.push(medication)
      yours.set(match.id, names)
    }
  }
  const all = rows.map(({ matchedVia: _matchedVia, ...interaction }) => ({ interaction, yours: yours.get(interaction.id) ?? [] }))
  // A stable sort keeps the checker's order (major first) within each group.
  return all.sort((a, b) => Number(b.yours.length > 0) - Number(a.yours.length > 0))
}

/** The person's major interactions with this supplement: tracking it asks first. */
export function majorForYou(rows: readonly SupplementInteraction[]): SupplementInteraction[] {
  return rows.filter((row) => row.yours.length > 0 && row.interaction.interactionType === 'major')
}

const AND = new Intl.ListFormat('en', { type: 'conjunction' })

/** 'Warfarin', 'Warfarin and Apixaban', 'A, B, and C'. */
export function namesList(names: readonly string[]): string {
  return AND.format(names)
}
