import type { RefSupplement } from '../../db/types'

/** Each catalogue supplement's name and aliases: what a journal entry may call it. */
export function supplementNames(
  supplements: readonly Pick<RefSupplement, 'id' | 'name' | 'aliases'>[]
): (supplementId: number) => readonly string[] {
  const names = new Map(supplements.map((s) => [s.id, [s.name, ...s.aliases]]))
  return (supplementId) => names.get(supplementId) ?? []
}
