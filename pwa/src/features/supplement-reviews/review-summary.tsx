import { plural } from '../../lib/plural'
import type { ReviewSummary } from './reviews-api'
import { StarRating } from '../../ui/star-rating'

/** The average as stars (and its figure), how many reviewed, and the share who would recommend it. */
export function ReviewSummaryLine({ summary }: { summary: ReviewSummary }) {
  const { count, averageRating, wouldRecommendPercent } = summary
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {averageRating !== null && (
        <span className="inline-flex items-center gap-2">
          <StarRating value={averageRating} size="md" />
          {/* The image above already says the figure to a screen reader. */}
          <span aria-hidden="true" className="text-2xl font-semibold">
            {averageRating.toFixed(1)}
          </span>
        </span>
      )}
      <span className="text-sm text-muted-foreground">{plural(count, 'review')}</span>
      {wouldRecommendPercent !== null && <span className="text-sm font-medium">{wouldRecommendPercent}% would recommend</span>}
    </div>
  )
}
