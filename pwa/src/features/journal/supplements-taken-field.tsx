import { JOURNAL_SUPPLEMENT_NAMES, normalizeName } from '@dosewise/sync-protocol'
import { useReferenceData, useStack } from '../../db/hooks'
import type { RefSupplement } from '../../db/types'
import { Checkbox } from '../../ui/checkbox'

export interface SupplementsTakenFieldProps {
  idPrefix: string
  value: string[]
  onChange: (value: string[]) => void
  error?: string
}

/**
 * The names to tick: the spec's five first, then the catalogue names of the supplements in the
 * person's stack (so the dashboard's compliance can count them), alphabetically, leaving out
 * those the five already name — also when a five's name is one of their aliases.
 */
function selectableNames(stackSupplements: readonly Pick<RefSupplement, 'name' | 'aliases'>[]): string[] {
  const names: string[] = [...JOURNAL_SUPPLEMENT_NAMES]
  const listed = new Set(names.map(normalizeName))
  const five = new Set(listed)
  const sorted = [...stackSupplements].sort((a, b) => a.name.localeCompare(b.name, 'en'))
  for (const supplement of sorted) {
    const key = normalizeName(supplement.name)
    if (listed.has(key) || supplement.aliases.some((alias) => five.has(normalizeName(alias)))) continue
    names.push(supplement.name)
    listed.add(key)
  }
  return names
}

/**
 * The supplements taken, as checkboxes: the spec's five and the person's stack. Names an older
 * entry holds that are not among them are listed too (checked), so editing such an entry never
 * drops them.
 */
export function SupplementsTakenField({ idPrefix, value, onChange, error }: SupplementsTakenFieldProps) {
  const stack = useStack()
  const reference = useReferenceData()
  const byId = new Map((reference?.supplements ?? []).map((s) => [s.id, s]))
  const stackSupplements = (stack ?? []).flatMap((item) => byId.get(item.supplementId) ?? [])
  const selectable = selectableNames(stackSupplements)
  const names = [...selectable, ...value.filter((name) => !selectable.includes(name))]
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
