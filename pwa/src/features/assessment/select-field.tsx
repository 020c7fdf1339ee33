import { FormField } from '../../ui/form-field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select'

export interface SelectFieldProps<T extends string> {
  id: string
  label: string
  placeholder: string
  options: readonly { value: T; label: string }[]
  /** '' shows the placeholder (nothing chosen yet). */
  value: string
  onChange: (value: T) => void
  error?: string
  required?: boolean
}

/** A labelled select of one of the spec's option lists. */
export function SelectField<T extends string>({ id, label, placeholder, options, value, onChange, error, required }: SelectFieldProps<T>) {
  return (
    <FormField id={id} label={label} error={error} required={required}>
      {(control) => (
        <Select value={value} onValueChange={(next) => onChange(next as T)}>
          <SelectTrigger {...control}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value as string}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  )
}
