import type { RankedSupplement } from '../../lib/profession-ranking'
import { RankedSupplementItem } from './ranked-supplement-item'

export interface RankedSupplementListProps {
  labelledBy: string
  supplements: RankedSupplement[]
}

/** The ranking as an ordered list: a screen reader hears each position ('1 of 7'). */
export function RankedSupplementList({ labelledBy, supplements }: RankedSupplementListProps) {
  return (
    <ol aria-labelledby={labelledBy} className="grid gap-3">
      {supplements.map((supplement, index) => (
        <RankedSupplementItem key={supplement.supplementId} rank={index + 1} supplement={supplement} />
      ))}
    </ol>
  )
}
