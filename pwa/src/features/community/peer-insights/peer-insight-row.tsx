import { Link } from 'react-router'
import type { PeerInsightSource, PeerInsightSupplement } from '@dosewise/sync-protocol'
import { plural } from '../../../lib/plural'
import { Badge } from '../../../ui/badge'
import { StarRating } from '../../../ui/star-rating'

export interface PeerInsightRowProps {
  rank: number
  supplement: PeerInsightSupplement
  source: PeerInsightSource
}

/** One supplement of a profession: how many track it, their share, and how they rate it. */
export function PeerInsightRow({ rank, supplement: s, source }: PeerInsightRowProps) {
  const rating =
    s.averageRating === null ? (
      <span className="text-sm text-muted-foreground">Not enough ratings yet</span>
    ) : (
      <StarRating
        value={s.averageRating}
        label={`Rated ${s.averageRating.toFixed(1)} out of 5${s.ratingCount === null ? '' : ` by ${plural(s.ratingCount, 'person', 'people')}`}`}
        showValue
      />
    )
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
        <Badge variant="secondary">{source === 'people' ? `${s.share}% track it` : `${s.share}% popular`}</Badge>
        <Badge variant="outline">{source === 'people' ? plural(s.people, 'person', 'people') : plural(s.people, 'user')}</Badge>
        {rating}
      </div>
    </li>
  )
}
