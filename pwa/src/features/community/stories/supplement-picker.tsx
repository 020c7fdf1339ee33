import { Link } from 'react-router'
import { Checkbox } from '../../../ui/checkbox'
import { FieldsetFrame } from '../../../ui/fieldset-frame'
import type { SupplementChoice } from './use-supplement-choices'

export interface SupplementPickerProps {
  id: string
  choices: SupplementChoice[] | undefined
  value: number[]
  onChange: (ids: number[]) => void
  error?: string
}

/** Which of the person's supplements the story is about: checkboxes, in the order picked. */
export function SupplementPicker({ id, choices, value, onChange, error }: SupplementPickerProps) {
  const toggle = (supplementId: number, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => v !== supplementId), supplementId] : value.filter((v) => v !== supplementId))
  return (
    <FieldsetFrame id={id} legend="Supplements used" hint="From your stack; tick the ones your story is about." error={error}>
      {choices === undefined ? null : choices.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing in your stack yet. Track a supplement from its page or from{' '}
          <Link to="/recommendations" className="font-medium text-primary underline underline-offset-4">
            your recommendations
          </Link>{' '}
          to link it here.
        </p>
      ) : (
        <div className="grid gap-1 sm:grid-cols-2">
          {choices.map((choice) => (
            <label key={choice.id} className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm">
              <Checkbox checked={value.includes(choice.id)} onChange={(event) => toggle(choice.id, event.target.checked)} />
              {choice.name}
            </label>
          ))}
        </div>
      )}
    </FieldsetFrame>
  )
}
