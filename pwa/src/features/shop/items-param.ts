/**
 * `?items=4,11,20`: the supplements of a person's plan ('Shop Supplements' on the
 * recommendations page). Ids in the order given, each once; anything that is not an id is ignored.
 */
export function parseItemsParam(value: string | null): number[] | null {
  if (value === null) return null
  const ids: number[] = []
  for (const part of value.split(',')) {
    const text = part.trim()
    if (!/^[1-9][0-9]{0,9}$/.test(text)) continue
    const id = Number(text)
    if (!ids.includes(id)) ids.push(id)
  }
  return ids
}

/** The catalogue's entries for those ids, in the order given; unknown ids are left out. */
export function pickItems<T extends { id: number }>(catalogue: readonly T[], ids: readonly number[]): T[] {
  const byId = new Map(catalogue.map((item) => [item.id, item]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
