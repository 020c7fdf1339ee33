import { memo, type ChangeEvent } from 'react'
import { journalEntryInputSchema, type JournalEntry } from '@dosewise/sync-protocol'
import { useLocalDb } from '../../db/local-db-context'
import { createRecord, updateRecord } from '../../db/writes'
import { useRecordForm } from '../../lib/use-record-form'
import { Button } from '../../ui/button'
import { ChoiceGroup } from '../../ui/choice-group'
import { localDay } from '../../lib/dates'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { Textarea } from '../../ui/textarea'
import { emptyJournalValues, JOURNAL_SCALES, journalValuesOf, toJournalInput, type JournalFormValues } from './journal-form-values'
import { SupplementsTakenField } from './supplements-taken-field'

export interface JournalEntryFormProps {
  /** Keeps ids unique when several forms are on the page (new entry, an edit dialog). */
  idPrefix: string
  /** The entry to edit; without it the form writes a new one. */
  entry?: JournalEntry
  onSaved: () => void
  onCancel: () => void
  /**
   * A new entry only: called once it is stored, with its id; the save (the toast, `onSaved`)
   * finishes when the promise it returns settles — the page lets it settle once the entry is
   * painted in the list, so the toast does not compete with it (ADR 0051).
   */
  afterWrite?: (id: string) => Promise<void>
}

/** Mood, energy, sleep and stress, notes and supplements taken; saved on this device first. */
export function JournalEntryForm({ idPrefix, entry, onSaved, onCancel, afterWrite }: JournalEntryFormProps) {
  const db = useLocalDb()
  const form = useRecordForm({
    initial: entry ? journalValuesOf(entry) : emptyJournalValues(),
    schema: journalEntryInputSchema,
    toInput: (values) => toJournalInput(values, entry),
    mode: entry ? 'edit' : 'create',
    save: async (input) => {
      if (entry) return updateRecord(db, 'journalEntry', entry.id, input)
      const id = await createRecord(db, 'journalEntry', input)
      await afterWrite?.(id)
    },
    success: entry
      ? { title: 'Journal Entry Updated', description: 'Your changes have been saved.' }
      : { title: 'Journal Entry Saved', description: 'Your daily entry has been recorded successfully.' },
    failure: { title: 'Error', description: 'Failed to save journal entry. Please try again.' },
    onSaved,
  })

  return (
    <form onSubmit={form.submit} noValidate className="grid gap-6">
      <JournalFields idPrefix={idPrefix} values={form.values} errors={form.errors} setValue={form.setValue} field={form.field} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.saving}>
          {form.saving ? 'Saving...' : entry ? 'Save Changes' : 'Save Entry'}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

interface JournalFieldsProps {
  idPrefix: string
  values: JournalFormValues
  errors: Record<string, string>
  setValue: <K extends keyof JournalFormValues>(key: K, value: JournalFormValues[K]) => void
  field: (key: 'date' | 'notes') => {
    value: string
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
  }
}

/**
 * The form's fields. Memoised (ADR 0053): pressing 'Save Entry' re-renders the form as
 * 'Saving...' on the way to the write, and only the buttons change then.
 */
const JournalFields = memo(function JournalFields({ idPrefix, values, errors, setValue, field }: JournalFieldsProps) {
  return (
    <>
      <FormField
        id={`${idPrefix}-date`}
        label="Date"
        hint="Writing about an earlier day? Pick it here."
        error={errors.date}
        className="max-w-xs"
      >
        <Input type="date" max={localDay(new Date())} {...field('date')} />
      </FormField>
      <div className="grid gap-6 sm:grid-cols-2">
        {JOURNAL_SCALES.map((scale) => (
          <ChoiceGroup
            key={scale.key}
            id={`${idPrefix}-${scale.key}`}
            legend={scale.label}
            options={scale.options}
            value={values[scale.key]}
            onChange={(value) => setValue(scale.key, value)}
            error={errors[scale.key]}
            required
          />
        ))}
      </div>
      <FormField id={`${idPrefix}-notes`} label="Notes" error={errors.notes}>
        <Textarea placeholder="How did you feel today? Anything you noticed?" {...field('notes')} />
      </FormField>
      <SupplementsTakenField
        idPrefix={idPrefix}
        value={values.supplementsTaken}
        onChange={(value) => setValue('supplementsTaken', value)}
        error={errors.supplementsTaken}
      />
    </>
  )
})
