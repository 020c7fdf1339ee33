import { useMemo } from 'react'
import { useJournalEntries, usePrescriptions } from '../../db/hooks'
import type { InteractionCatalogue } from './interaction-catalogue'
import { currentSupplements, distinctNames, findPersonalInteractions, type PersonalInteraction } from './personal-interactions'

export interface MyInteractions {
  medications: string[]
  supplements: string[]
  found: PersonalInteraction[]
}

/** The person's active prescriptions against their current supplements; undefined while loading. */
export function useMyInteractions(catalogue: InteractionCatalogue): MyInteractions | undefined {
  const prescriptions = usePrescriptions()
  const entries = useJournalEntries()
  return useMemo(() => {
    if (!prescriptions || !entries) return undefined
    const medications = distinctNames(prescriptions.filter((p) => p.isActive).map((p) => p.medicationName))
    const supplements = currentSupplements(entries, Date.now())
    return { medications, supplements, found: findPersonalInteractions(catalogue, medications, supplements) }
  }, [catalogue, prescriptions, entries])
}
