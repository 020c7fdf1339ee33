import { useMemo } from 'react'
import type { ReferenceData } from '../../db/hooks'
import { safetyCatalogue, usePersonSafety } from '../../lib/use-person-safety'
import { supplementInteractions, type SupplementCatalogue, type SupplementInteraction } from './supplement-interactions'

/** The name index and rows, built once per snapshot version (shared with the safety view). */
export function useSupplementCatalogue(reference: ReferenceData): SupplementCatalogue {
  // safetyCatalogue keeps one catalogue per snapshot version, so a new object of the same version is cheap.
  return useMemo(() => safetyCatalogue(reference), [reference])
}

/** This supplement's interaction rows, the person's own first; undefined while their records load. */
export function useSupplementInteractions(catalogue: SupplementCatalogue, supplementName: string): SupplementInteraction[] | undefined {
  const view = usePersonSafety()
  return useMemo(() => {
    if (!view) return undefined
    return supplementInteractions(catalogue, supplementName, view.safety)
  }, [catalogue, supplementName, view])
}
