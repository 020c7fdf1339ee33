import { labResultInputSchema, type LabResult } from '@dosewise/sync-protocol'
import { useLocalDb } from '../../db/local-db-context'
import { createRecord, updateRecord } from '../../db/writes'
import { blankToNull } from '../../lib/blank-to-null'
import { dateInputToIso, isoToDateInput } from '../../lib/dates'
import { useRecordForm } from '../../lib/use-record-form'
import { HealthcareRecordForm, type FieldSpec } from './healthcare-record-form'

const FIELDS = [
  { name: 'testName', label: 'Test Name', required: true, placeholder: 'e.g. Vitamin D, 25-OH' },
  { name: 'value', label: 'Value', required: true, placeholder: 'e.g. 32' },
  { name: 'unit', label: 'Unit', placeholder: 'e.g. ng/mL' },
  { name: 'referenceRange', label: 'Reference Range', placeholder: 'e.g. 30-100' },
  { name: 'testedAt', label: 'Test Date', type: 'date', required: true },
] as const satisfies readonly FieldSpec<string>[]

type Values = Record<(typeof FIELDS)[number]['name'], string>

const EMPTY: Values = { testName: '', value: '', unit: '', referenceRange: '', testedAt: '' }

const valuesOf = (lab: LabResult): Values => ({
  testName: lab.testName,
  value: lab.value,
  unit: lab.unit ?? '',
  referenceRange: lab.referenceRange ?? '',
  testedAt: isoToDateInput(lab.testedAt),
})

// The test date travels as an ISO timestamp (spec §5); an empty one stays '' so the schema
// answers 'Test date is required'. The status is derived by the local database.
const toInput = (v: Values) => ({
  testName: v.testName,
  value: v.value,
  unit: blankToNull(v.unit),
  referenceRange: blankToNull(v.referenceRange),
  testedAt: dateInputToIso(v.testedAt),
})

/** Adds a lab result (the form empties after success) or, given one, edits it. */
export function LabResultForm({ lab, onDone }: { lab?: LabResult; onDone?: () => void }) {
  const db = useLocalDb()
  const form = useRecordForm<Values>({
    initial: lab ? valuesOf(lab) : EMPTY,
    schema: labResultInputSchema,
    toInput,
    mode: lab ? 'edit' : 'create',
    save: (input) => (lab ? updateRecord(db, 'labResult', lab.id, input) : createRecord(db, 'labResult', input)),
    success: lab
      ? { title: 'Lab result updated', description: 'Your changes have been saved.' }
      : { title: 'Lab result added', description: 'Lab result has been recorded successfully.' },
    failure: { title: 'Error', description: 'Failed to save lab result. Please try again.' },
    onSaved: onDone,
  })
  return (
    <HealthcareRecordForm
      idPrefix={lab ? `lab-${lab.id}` : 'new-lab'}
      fields={FIELDS}
      form={form}
      submitLabel={lab ? 'Save Changes' : 'Add Lab Result'}
      onCancel={lab ? onDone : undefined}
    />
  )
}
