import { prescriptionInputSchema, type Prescription } from '@dosewise/sync-protocol'
import { useLocalDb } from '../../db/local-db-context'
import { createRecord, updateRecord } from '../../db/writes'
import { blankToNull } from '../../lib/blank-to-null'
import { dateInputToIso, isoToDateInput } from '../../lib/dates'
import { useRecordForm } from '../../lib/use-record-form'
import { HealthcareRecordForm, type FieldSpec } from './healthcare-record-form'

const FIELDS = [
  { name: 'medicationName', label: 'Medication Name', required: true, placeholder: 'e.g. Warfarin', medicine: true },
  { name: 'dosage', label: 'Dosage', placeholder: 'e.g. 5 mg' },
  { name: 'frequency', label: 'Frequency', placeholder: 'e.g. Once daily' },
  { name: 'prescribedBy', label: 'Prescribed By', placeholder: 'e.g. Dr. Jane Smith' },
  { name: 'startDate', label: 'Start Date', type: 'date' },
] as const satisfies readonly FieldSpec<string>[]

type Values = Record<(typeof FIELDS)[number]['name'], string>

const EMPTY: Values = { medicationName: '', dosage: '', frequency: '', prescribedBy: '', startDate: '' }

const valuesOf = (p: Prescription): Values => ({
  medicationName: p.medicationName,
  dosage: p.dosage ?? '',
  frequency: p.frequency ?? '',
  prescribedBy: p.prescribedBy ?? '',
  startDate: isoToDateInput(p.startDate),
})

// Spec §5: an empty prescription date is sent as null.
const toInput = (v: Values) => ({
  medicationName: v.medicationName,
  dosage: blankToNull(v.dosage),
  frequency: blankToNull(v.frequency),
  prescribedBy: blankToNull(v.prescribedBy),
  startDate: v.startDate ? dateInputToIso(v.startDate) : null,
})

/** Adds a prescription (the form empties after success) or, given one, edits it. */
export function PrescriptionForm({ prescription, onDone }: { prescription?: Prescription; onDone?: () => void }) {
  const db = useLocalDb()
  const form = useRecordForm<Values>({
    initial: prescription ? valuesOf(prescription) : EMPTY,
    schema: prescriptionInputSchema,
    toInput,
    mode: prescription ? 'edit' : 'create',
    save: (input) => (prescription ? updateRecord(db, 'prescription', prescription.id, input) : createRecord(db, 'prescription', input)),
    success: prescription
      ? { title: 'Prescription updated', description: 'Your changes have been saved.' }
      : { title: 'Prescription added', description: 'Prescription has been recorded successfully.' },
    failure: { title: 'Error', description: 'Failed to save prescription. Please try again.' },
    onSaved: onDone,
  })
  return (
    <HealthcareRecordForm
      idPrefix={prescription ? `prescription-${prescription.id}` : 'new-prescription'}
      fields={FIELDS}
      form={form}
      submitLabel={prescription ? 'Save Changes' : 'Add Prescription'}
      onCancel={prescription ? onDone : undefined}
    />
  )
}
