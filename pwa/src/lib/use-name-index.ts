import { useMemo } from 'react'
import type { NameIndex } from '@dosewise/sync-protocol'
import { useReferenceData } from '../db/hooks'
import { safetyCatalogue } from './use-person-safety'

/**
 * The catalogue's names (medicines, brands, classes, supplements) from the downloaded reference
 * snapshot, for the medicine entry fields; null until the snapshot is on this device.
 */
export function useNameIndex(): NameIndex | null {
  const reference = useReferenceData()
  return useMemo(() => (reference ? safetyCatalogue(reference).index : null), [reference])
}
