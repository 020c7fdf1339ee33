import { Star } from 'lucide-react'
import { cn } from './cn'

const MAX_STARS = 5

/** 'Rated 4.3 out of 5 stars' */
export function ratingText(value: number): string {
  return `Rated ${value} out of ${MAX_STARS} stars`
}

export interface StarRatingProps {
  /** 0–5; fractions fill part of a star. */
  value: number
  /** What a screen reader hears (one image); default `ratingText(value)`. */
  label?: string
  size?: 'sm' | 'md'
  /** Also show the figure beside the stars (to the eye; the label already says it). */
  showValue?: boolean
  className?: string
}

/** Five stars filled to the rating: one image to a screen reader, named with the exact figure. */
export function StarRating({ value, label, size = 'sm', showValue = false, className }: StarRatingProps) {
  const rating = Math.min(Math.max(value, 0), MAX_STARS)
  const icon = size === 'md' ? 'size-5' : 'size-4'
  return (
    <span role="img" aria-label={label ?? ratingText(value)} className={cn('inline-flex items-center gap-1.5', className)}>
      <span aria-hidden="true" className="inline-flex gap-0.5">
        {Array.from({ length: MAX_STARS }, (_, index) => {
          const fill = Math.min(Math.max(rating - index, 0), 1)
          return (
            <span key={index} className={cn('relative inline-block', icon)}>
              <Star className={cn('absolute inset-0 text-muted-foreground', icon)} />
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={cn('fill-current text-warning', icon)} />
              </span>
            </span>
          )
        })}
      </span>
      {showValue && (
        <span aria-hidden="true" className="text-sm font-medium">
          {rating.toFixed(1)}
        </span>
      )}
    </span>
  )
}
