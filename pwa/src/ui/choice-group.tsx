import { cn } from './cn'
import { FieldsetFrame } from './fieldset-frame'

export interface ChoiceGroupProps<T extends string> {
  /** Prefix of the radios' ids and the name of the group. */
  id: string
  legend: string
  options: readonly { value: T; label: string }[]
  value: T | '' | undefined
  onChange: (value: T) => void
  /** The validation message; shown under the options, and the legend is marked (as FormField). */
  error?: string
  required?: boolean
}

/**
 * One choice out of a few, as native radios (arrow keys move between them) drawn as a row of
 * 44 px buttons that wrap on a narrow screen.
 */
export function ChoiceGroup<T extends string>({ id, legend, options, value, onChange, error, required }: ChoiceGroupProps<T>) {
  return (
    <FieldsetFrame id={id} legend={legend} error={error} required={required}>
      {/* content-start: wrapped lines keep the buttons' 44 px even when the row is given more height. */}
      <div className="flex flex-wrap content-start gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md border border-input px-3 text-sm font-medium',
              'hover:bg-accent hover:text-accent-foreground',
              'has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
              error && 'border-destructive'
            )}
          >
            <input
              type="radio"
              className="sr-only"
              id={`${id}-${option.value}`}
              name={id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
              required={required}
            />
            {option.label}
          </label>
        ))}
      </div>
    </FieldsetFrame>
  )
}
