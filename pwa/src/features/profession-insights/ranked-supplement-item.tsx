import { Link } from 'react-router'
import { formatPopularity, formatUsers, type RankedSupplement } from '../../lib/profession-ranking'
import { Badge } from '../../ui/badge'
import { StarRating } from '../../ui/star-rating'

export interface RankedSupplementItemProps {
  rank: number
  supplement: RankedSupplement
}

export function RankedSupplementItem({ rank, supplement: s }: RankedSupplementItemProps) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border bg-card p-4 text-card-foreground shadow-sm">
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
      >
        {rank}
      </span>
      <Link
        to={`/supplements/${s.supplementId}`}
        className="inline-flex min-h-11 min-w-0 flex-1 basis-40 items-center font-semibold break-words text-primary underline-offset-4 hover:underline"
      >
        {s.name}
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{formatPopularity(s.popularityScore)}</Badge>
        <StarRating value={s.effectivenessRating} label={`Effectiveness ${s.effectivenessRating.toFixed(1)} out of 5`} showValue />
        <Badge variant="outline">{formatUsers(s.userCount)}</Badge>
      </div>
    </li>
  )
}
