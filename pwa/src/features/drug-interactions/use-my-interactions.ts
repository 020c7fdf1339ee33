import { useMemo } from 'react'
import { useJournalEntries, usePrescriptions, useReferenceData, useStack } from '../../db/hooks'
import type { InteractionCatalogue } from './interaction-catalogue'
import { currentSupplements, distinctNames, findPersonalInteractions, type PersonalInteraction, type StackSupplement } from './personal-interactions'

export interface MyInteractions {
  medications: string[]
  supplements: string[]
  found: PersonalInteraction[]
}

/**
 * The person's active prescriptions against the supplements they take now (their stack and
 * their journal's last 30 days); undefined while loading.
 */
export function useMyInteractions(catalogue: InteractionCatalogue): MyInteractions | undefined {
  const prescriptions = usePrescriptions()
  const entries = useJournalEntries()
  const stack = useStack()
  const reference = useReferenceData()
  return useMemo(() => {
    // The snapshot is only needed to name stack items: without any, the panel does not wait for
    // a second read of it (the page has already read it once to build the catalogue).
    if (!prescriptions || !entries || !stack || (stack.length > 0 && reference === undefined)) return undefined
    const catalogueById = new Map((reference?.supplements ?? []).map((supplement) => [supplement.id, supplement]))
    // A stack item the snapshot does not list has no name to check.
    const stackSupplements: StackSupplement[] = stack.flatMap((item) => catalogueById.get(item.supplementId) ?? [])
    const medications = distinctNames(prescriptions.filter((p) => p.isActive).map((p) => p.medicationName))
    const supplements = currentSupplements(entries, Date.now(), stackSupplements)
    return { medications, supplements, found: findPersonalInteractions(catalogue, medications, supplements) }
  }, [catalogue, prescriptions, entries, stack, reference])
}
