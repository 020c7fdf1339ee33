/**
 * The interaction rows about one supplement, and which of them concern this person — read from
 * the shared safety view (everything they take: prescriptions, the assessment's lists, stack,
 * journal), so this page, 'My interactions', the shop and the plan always agree.
 */
import {
  findingsForSupplement,
  searchInteractionCatalogue,
  type InteractionCatalogue,
  type PersonSafety,
  type ReferenceInteraction,
} from '@dosewise/sync-protocol'

export type SupplementCatalogue = InteractionCatalogue<ReferenceInteraction>

export interface SupplementInteraction {
  interaction: ReferenceInteraction
  /** The person's medicines that meet this row, as they wrote them. */
  yours: string[]
}

/** Every row about the supplement, most serious first, with the rows that concern the person ahead of the rest. */
export function supplementInteractions(
  catalogue: SupplementCatalogue,
  supplementName: string,
  safety: Pick<PersonSafety<ReferenceInteraction>, 'medicines'>
): SupplementInteraction[] {
  const rows = searchInteractionCatalogue(catalogue, { supplement: supplementName })
  const yours = new Map<number, string[]>()
  for (const { interaction, pairs } of findingsForSupplement(catalogue, safety, supplementName)) {
    yours.set(interaction.id, [...new Set(pairs.map((pair) => pair.medication))])
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
