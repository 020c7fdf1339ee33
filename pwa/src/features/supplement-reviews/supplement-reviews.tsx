import { useState } from 'react'
import { MessageSquareText, WifiOff } from 'lucide-react'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { Skeleton } from '../../ui/skeleton'
import { Spinner } from '../../ui/spinner'
import { OFFLINE_MESSAGE } from './reviews-api'
import { EMPTY_REVIEW_VALUES, reviewValuesOf, type ReviewFormValues } from './review-form-values'
import { ReviewCard } from './review-card'
import { ReviewDialog } from './review-dialog'
import { ReviewSummaryLine } from './review-summary'
import { useReviews } from './use-reviews'

export interface SupplementReviewsProps {
  supplementId: number
  supplementName: string
}

/**
 * What people say about a supplement ('See User Reviews' on its page): the average, the newest
 * reviews, and 'Write a Review'. Reviews live on the server only, so this needs a connection;
 * without one it says so, and a review being written is kept until it can be sent.
 */
export function SupplementReviews({ supplementId, supplementName }: SupplementReviewsProps) {
  const reviews = useReviews(supplementId)
  const [writing, setWriting] = useState(false)
  // What the person typed, kept when the dialog closes or the network is gone; null = untouched.
  const [draft, setDraft] = useState<ReviewFormValues | null>(null)
  const mine = reviews.data?.reviews.find((review) => review.mine)
  const titleId = `supplement-${supplementId}-reviews`

  function saved() {
    setDraft(null)
    setWriting(false)
    reviews.reload()
  }

  return (
    <section aria-labelledby={titleId} aria-busy={reviews.loading} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-xl font-semibold">
          User Reviews
        </h2>
        <Button onClick={() => setWriting(true)}>{mine ? 'Edit Your Review' : 'Write a Review'}</Button>
      </div>

      {reviews.offline && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-md bg-warning px-3 py-2 text-sm font-medium text-warning-foreground"
        >
          <WifiOff aria-hidden="true" className="size-4" />
          <span>{OFFLINE_MESSAGE}</span>
          {reviews.online && (
            <Button variant="link" size="sm" onClick={() => reviews.reload()}>
              Try again
            </Button>
          )}
        </div>
      )}
      {reviews.error && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          {reviews.error}
          <Button variant="link" size="sm" onClick={() => reviews.reload()}>
            Try again
          </Button>
        </div>
      )}

      {reviews.loading && !reviews.data && (
        <div className="grid gap-3">
          <Spinner label="Loading reviews..." />
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-24" />
        </div>
      )}

      {reviews.data && (
        <>
          <ReviewSummaryLine summary={reviews.data.summary} />
          {reviews.data.reviews.length === 0 ? (
            <EmptyState
              icon={MessageSquareText}
              title="No reviews yet"
              description={`Be the first to share your experience with ${supplementName}.`}
            />
          ) : (
            <ul className="grid gap-3">
              {reviews.data.reviews.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <ReviewDialog
        open={writing}
        onOpenChange={setWriting}
        supplementId={supplementId}
        supplementName={supplementName}
        editing={Boolean(mine)}
        values={draft ?? (mine ? reviewValuesOf(mine) : EMPTY_REVIEW_VALUES)}
        onValuesChange={setDraft}
        onSaved={saved}
      />
    </section>
  )
}
