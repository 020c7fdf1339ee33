import type { ReactNode } from 'react'
import { Badge } from '../../ui/badge'
import { plural } from '../../lib/plural'
import type { ListedReview } from './reviews-api'
import { StarRating } from '../../ui/star-rating'

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

/** 'Nov 1, 2026' in the person's time zone. */
function reviewDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : day.format(date)
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="text-sm whitespace-pre-line">{children}</dd>
    </div>
  )
}

/** One review; what the reviewer left out is not shown. Their words are text, never HTML. */
export function ReviewCard({ review }: { review: ListedReview }) {
  const author = review.authorName ?? 'Anonymous'
  return (
    <article className="grid gap-3 rounded-lg border p-4">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating value={review.rating} />
        <h3 className="font-semibold">{author}</h3>
        {review.mine && <Badge variant="secondary">Your review</Badge>}
        <time dateTime={review.createdAt} className="text-sm text-muted-foreground">
          {reviewDate(review.createdAt)}
        </time>
        {review.wouldRecommend === true && <Badge variant="success">Would recommend</Badge>}
        {review.wouldRecommend === false && <Badge variant="outline">Would not recommend</Badge>}
      </header>
      <dl className="grid gap-3 sm:grid-cols-2">
        {review.effectiveness !== null && (
          <Detail term="Effectiveness">
            <StarRating value={review.effectiveness} label={`${review.effectiveness} out of 5`} />
          </Detail>
        )}
        {review.duration !== null && <Detail term="Duration">{plural(review.duration, 'day')}</Detail>}
        {review.benefits && <Detail term="Benefits noticed">{review.benefits}</Detail>}
        {review.sideEffects && <Detail term="Side effects">{review.sideEffects}</Detail>}
      </dl>
    </article>
  )
}
