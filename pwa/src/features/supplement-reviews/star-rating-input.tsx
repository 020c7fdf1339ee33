import { Star } from 'lucide-react'
import { cn } from '../../ui/cn'
import { FieldsetFrame } from '../../ui/fieldset-frame'

const STARS = ['1', '2', '3', '4', '5'] as const

export interface StarRatingInputProps {
  /** Prefix of the radios' ids and the name of the group. */
  id: string
  legend: string
  /** '1'…'5', or '' when none is chosen. */
  value: string
  onChange: (value: string) => void
  error?: string
  required?: boolean
  /** An optional rating can be taken back ('Clear'): a chosen radio cannot be unchosen otherwise. */
  clearable?: boolean
}

/**
 * One to five stars as native radios — Tab reaches the group, the arrow keys move between the
 * stars — drawn as 44 px star buttons filled up to the choice. Marked like ChoiceGroup: the
 * legend turns red with an icon and the message sits under the stars.
 */
export function StarRatingInput({ id, legend, value, onChange, error, required, clearable }: StarRatingInputProps) {
  const chosen = Number(value) || 0
  return (
    <FieldsetFrame id={id} legend={legend} error={error} required={required}>
      <div className="flex flex-wrap items-center gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            className={cn(
              'inline-flex size-11 cursor-pointer items-center justify-center rounded-md',
              'hover:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring'
            )}
          >
            <input
              type="radio"
              className="sr-only"
              id={`${id}-${star}`}
              name={id}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              aria-invalid={error ? true : undefined}
              required={required}
            />
            <Star
              aria-hidden="true"
              className={cn('size-7', Number(star) <= chosen ? 'fill-current text-warning' : 'text-muted-foreground')}
            />
            <span className="sr-only">{star === '1' ? '1 star' : `${star} stars`}</span>
          </label>
        ))}
        {clearable && value !== '' && (
          <button
            type="button"
            className="ml-2 min-h-11 cursor-pointer px-2 text-sm text-primary underline-offset-4 hover:underline"
            onClick={() => onChange('')}
          >
            Clear<span className="sr-only"> {legend}</span>
          </button>
        )}
      </div>
    </FieldsetFrame>
  )
}
