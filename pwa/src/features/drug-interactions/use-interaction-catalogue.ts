import { useMemo } from 'react'
import { useReferenceData } from '../../db/hooks'
import { catalogueFor, type InteractionCatalogue } from './interaction-catalogue'

/** undefined while the local database answers; null until the reference snapshot is downloaded. */
export function useInteractionCatalogue(): InteractionCatalogue | null | undefined {
  const reference = useReferenceData()
  return useMemo(() => (reference ? catalogueFor(reference) : reference), [reference])
}
