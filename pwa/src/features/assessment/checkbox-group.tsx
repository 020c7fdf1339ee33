import { CircleAlert } from 'lucide-react'
import { Checkbox } from '../../ui/checkbox'
import { cn } from '../../ui/cn'

export interface CheckboxGroupProps {
  /** Prefix of the checkboxes' ids. */
  id: string
  legend: string
  hint?: string
  options: readonly { value: string; label: string }[]
  value: readonly string[]
  onChange: (value: string[]) => void
  error?: string
}

/** Any number of choices, as native checkboxes in 44 px rows; the chosen ones keep the options' order. */
export function CheckboxGroup({ id, legend, hint, options, value, onChange, error }: CheckboxGroupProps) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ')
  const toggle = (option: string, checked: boolean) =>
    onChange(options.map((o) => o.value).filter((candidate) => (candidate === option ? checked : value.includes(candidate))))

  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy || undefined}>
      <legend
        data-error={error ? '' : undefined}
        className={cn('mb-2 inline-flex items-center gap-1 text-sm leading-none font-medium', error && 'text-destructive')}
      >
        {error && <CircleAlert aria-hidden="true" className="size-4" />}
        {legend}
      </legend>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="grid gap-x-4 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} htmlFor={`${id}-${option.value}`} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
            <Checkbox
              id={`${id}-${option.value}`}
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              aria-invalid={error ? true : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  )
}
