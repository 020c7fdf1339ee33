import { useMemo } from 'react'
import { buildInteractionCatalogue } from '@dosewise/sync-protocol'
import { useLatestAssessment, usePrescriptions, type ReferenceData } from '../../db/hooks'
import { personalMedications, supplementInteractions, type SupplementCatalogue, type SupplementInteraction } from './supplement-interactions'

/**
 * The name index and rows, built once per snapshot version. The reference object itself is
 * re-read after every local write (it shares the sync-state table), but a version names one
 * content (the snapshot's hash), so the version alone decides when to rebuild.
 */
export function useSupplementCatalogue(reference: ReferenceData): SupplementCatalogue {
  const { version } = reference
  return useMemo(() => buildInteractionCatalogue(reference), [version])
}

/** This supplement's interaction rows, the person's own first; undefined while their records load. */
export function useSupplementInteractions(catalogue: SupplementCatalogue, supplementName: string): SupplementInteraction[] | undefined {
  const prescriptions = usePrescriptions()
  const latest = useLatestAssessment()
  return useMemo(() => {
    if (prescriptions === undefined || latest === undefined) return undefined
    const medications = personalMedications(prescriptions, latest?.assessment.currentMedications)
    return supplementInteractions(catalogue, supplementName, medications)
  }, [catalogue, supplementName, prescriptions, latest])
}
