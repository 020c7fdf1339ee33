import type { ReactNode } from 'react'
import { CircleAlert } from 'lucide-react'
import { cn } from './cn'

export interface FieldsetFrameProps {
  /** Prefix of the hint's and the message's ids (`{id}-hint`, `{id}-error`). */
  id: string
  legend: string
  hint?: string
  /** The validation message: shown under the controls, and the legend is marked (as FormField). */
  error?: string
  /** Marks the legend with '*' (the controls carry `required` themselves). */
  required?: boolean
  children: ReactNode
}

/**
 * The frame of a group of controls (radios, checkboxes, cards): a fieldset whose legend turns
 * red with an icon on error, an optional hint, and the message below — both read out with the
 * group through aria-describedby.
 */
export function FieldsetFrame({ id, legend, hint, error, required, children }: FieldsetFrameProps) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ')
  return (
    // content-start: in a row of a grid (two groups side by side) the frame may be stretched to
    // the taller neighbour's height; its rows keep their own height instead of sharing the extra.
    <fieldset className="grid content-start gap-2" aria-describedby={describedBy || undefined}>
      <legend
        data-error={error ? '' : undefined}
        className={cn('mb-2 inline-flex items-center gap-1 text-sm leading-none font-medium', error && 'text-destructive')}
      >
        {error && <CircleAlert aria-hidden="true" className="size-4" />}
        {legend}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  )
}
