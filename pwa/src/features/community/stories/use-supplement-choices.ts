import { useMemo } from 'react'
import { useReferenceData, useStack } from '../../../db/hooks'

export interface SupplementChoice {
  id: number
  name: string
}

/**
 * The supplements a story can link: what the person tracks now (their stack, on this device),
 * plus any the story already links that they no longer track, so editing keeps them. Names come
 * from the catalogue on the device, else from the story. Undefined while both are read.
 */
const NONE: readonly SupplementChoice[] = []

export function useSupplementChoices(linked: readonly SupplementChoice[] = NONE): SupplementChoice[] | undefined {
  const stack = useStack()
  const reference = useReferenceData()
  return useMemo(() => {
    if (stack === undefined || reference === undefined) return undefined
    const names = new Map((reference?.supplements ?? []).map((supplement) => [supplement.id, supplement.name]))
    const choices = new Map<number, string>()
    for (const item of stack) choices.set(item.supplementId, names.get(item.supplementId) ?? `Supplement ${item.supplementId}`)
    for (const { id, name } of linked) if (!choices.has(id)) choices.set(id, names.get(id) ?? name)
    return [...choices].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))
  }, [stack, reference, linked])
}
