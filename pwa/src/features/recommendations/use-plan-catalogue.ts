import { useSupplementBenefits } from '../../db/hooks'
import { preparedSupplements } from '../../lib/prepared-reference'

/**
 * What the plan screen shows of the catalogue: each supplement's benefits. Read from the copy the
 * engine prepared for the plan just computed when it is the snapshot on this device, otherwise
 * from the supplements table alone — not the whole reference snapshot (~440 KB decoded on the
 * click's critical path, ADR 0046). null: no snapshot on this device; undefined: still reading.
 */
export function usePlanCatalogue(): ReadonlyMap<number, readonly string[]> | null | undefined {
  return useSupplementBenefits(preparedSupplements)
}
