import { RotateCcw, Search } from 'lucide-react'
import type { NameIndex } from '@dosewise/sync-protocol'
import { Button } from '../../ui/button'
import { FormField } from '../../ui/form-field'
import { MedicineEntryField } from '../../ui/medicine-entry/medicine-entry-field'

export interface InteractionSearchFormProps {
  index: NameIndex
  medication: string
  supplement: string
  onMedicationChange: (value: string) => void
  onSupplementChange: (value: string) => void
  /** Runs the check; Enter passes the side it was pressed in with its just-taken text. */
  onCheck: (latest?: { medication?: string; supplement?: string }) => void
  onReset: () => void
}

/** The API's limit on a search term; longer text could never match anyway. */
const TERM_MAX = 255

const HINT = 'One or more, with doses if you like. Press Enter to check.'

/**
 * The two sides as structured entries (type-ahead, a chip per name saying what it was read as)
 * and 'Check Interactions' (or Enter in either field); 'Reset' goes back to the full list.
 */
export function InteractionSearchForm(props: InteractionSearchFormProps) {
  const { index, medication, supplement, onMedicationChange, onSupplementChange, onCheck, onReset } = props
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
        <FormField id="interaction-medication" label="Medication name" hint={HINT}>
          <MedicineEntryField
            index={index}
            field="medication"
            listLabel="Medications to check"
            placeholder="e.g. Warfarin"
            maxLength={TERM_MAX}
            value={medication}
            onValueChange={onMedicationChange}
            onEnter={(value) => onCheck({ medication: value })}
          />
        </FormField>
        <FormField id="interaction-supplement" label="Supplement name" hint={HINT}>
          <MedicineEntryField
            index={index}
            field="supplement"
            listLabel="Supplements to check"
            placeholder="e.g. Fish oil"
            maxLength={TERM_MAX}
            value={supplement}
            onValueChange={onSupplementChange}
            onEnter={(value) => onCheck({ supplement: value })}
          />
        </FormField>
      </div>
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
