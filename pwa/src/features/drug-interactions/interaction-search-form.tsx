import type { KeyboardEvent } from 'react'
import { RotateCcw, Search } from 'lucide-react'
import { Button } from '../../ui/button'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'

export interface InteractionSearchFormProps {
  medication: string
  supplement: string
  onMedicationChange: (value: string) => void
  onSupplementChange: (value: string) => void
  medicationNames: readonly string[]
  supplementNames: readonly string[]
  onCheck: () => void
  onReset: () => void
}

/** The API's limit on a search term; longer text could never match anyway. */
const TERM_MAX = 255

/** Two names and 'Check Interactions' (or Enter in either field); 'Reset' goes back to the full list. */
export function InteractionSearchForm(props: InteractionSearchFormProps) {
  const { medication, supplement, onMedicationChange, onSupplementChange, onCheck, onReset } = props

  // Enter checks from either field (spec §2). Handled here, not left to implicit submission,
  // so it behaves the same whatever the browser does with an open suggestion list.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    event.preventDefault()
    onCheck()
  }

  return (
    <form
      role="search"
      aria-label="Check interactions"
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        onCheck()
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="interaction-medication" label="Medication name">
          <Input
            list="interaction-medication-names"
            placeholder="e.g. Warfarin"
            autoComplete="off"
            maxLength={TERM_MAX}
            value={medication}
            onChange={(event) => onMedicationChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </FormField>
        <FormField id="interaction-supplement" label="Supplement name">
          <Input
            list="interaction-supplement-names"
            placeholder="e.g. Fish oil"
            autoComplete="off"
            maxLength={TERM_MAX}
            value={supplement}
            onChange={(event) => onSupplementChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </FormField>
      </div>
      <datalist id="interaction-medication-names">
        {props.medicationNames.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <datalist id="interaction-supplement-names">
        {props.supplementNames.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">
          <Search aria-hidden="true" />
          Check Interactions
        </Button>
        <Button variant="outline" onClick={onReset}>
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
      </div>
    </form>
  )
}
