import { JOURNAL_SUPPLEMENT_NAMES } from '@dosewise/sync-protocol'
import { Checkbox } from '../../ui/checkbox'

export interface SupplementsTakenFieldProps {
  idPrefix: string
  value: string[]
  onChange: (value: string[]) => void
  error?: string
}

/**
 * The spec's five supplements as checkboxes. Names an older entry holds that are not among them
 * are listed too (checked), so editing such an entry never drops them.
 */
export function SupplementsTakenField({ idPrefix, value, onChange, error }: SupplementsTakenFieldProps) {
  const names = [...JOURNAL_SUPPLEMENT_NAMES, ...value.filter((name) => !(JOURNAL_SUPPLEMENT_NAMES as readonly string[]).includes(name))]
  const toggle = (name: string, checked: boolean) =>
    onChange(names.filter((candidate) => (candidate === name ? checked : value.includes(candidate))))

  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${idPrefix}-supplements-error` : undefined}>
      <legend className="mb-2 text-sm leading-none font-medium">Supplements taken</legend>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {names.map((name, index) => (
          <label key={name} htmlFor={`${idPrefix}-supplement-${index}`} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
            <Checkbox
              id={`${idPrefix}-supplement-${index}`}
              checked={value.includes(name)}
              onChange={(event) => toggle(name, event.target.checked)}
            />
            {name}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${idPrefix}-supplements-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  )
}
