import { Checkbox } from '../../ui/checkbox'
import { FieldsetFrame } from '../../ui/fieldset-frame'

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
  const toggle = (option: string, checked: boolean) =>
    onChange(options.map((o) => o.value).filter((candidate) => (candidate === option ? checked : value.includes(candidate))))

  return (
    <FieldsetFrame id={id} legend={legend} hint={hint} error={error}>
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
    </FieldsetFrame>
  )
}
