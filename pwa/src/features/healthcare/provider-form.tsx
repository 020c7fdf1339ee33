import { healthcareProviderInputSchema, type HealthcareProvider } from '@dosewise/sync-protocol'
import { useLocalDb } from '../../db/local-db-context'
import { createRecord, updateRecord } from '../../db/writes'
import { blankToNull } from '../../lib/blank-to-null'
import { useRecordForm } from '../../lib/use-record-form'
import { HealthcareRecordForm, type FieldSpec } from './healthcare-record-form'

const FIELDS = [
  { name: 'providerName', label: 'Provider Name', required: true, placeholder: 'e.g. Dr. Jane Smith' },
  { name: 'specialty', label: 'Specialty', placeholder: 'e.g. Primary care' },
  { name: 'email', label: 'Email', type: 'email', inputMode: 'email', placeholder: 'e.g. doctor@clinic.com' },
  { name: 'phone', label: 'Phone', type: 'tel', inputMode: 'tel' },
] as const satisfies readonly FieldSpec<string>[]

type Values = Record<(typeof FIELDS)[number]['name'], string>

const EMPTY: Values = { providerName: '', specialty: '', email: '', phone: '' }

const valuesOf = (p: HealthcareProvider): Values => ({
  providerName: p.providerName,
  specialty: p.specialty ?? '',
  email: p.email ?? '',
  phone: p.phone ?? '',
})

const toInput = (v: Values) => ({
  providerName: v.providerName,
  specialty: blankToNull(v.specialty),
  email: blankToNull(v.email),
  phone: blankToNull(v.phone),
})

/** Adds a provider (the form empties after success) or, given one, edits it. */
export function ProviderForm({ provider, onDone }: { provider?: HealthcareProvider; onDone?: () => void }) {
  const db = useLocalDb()
  const form = useRecordForm<Values>({
    initial: provider ? valuesOf(provider) : EMPTY,
    schema: healthcareProviderInputSchema,
    toInput,
    mode: provider ? 'edit' : 'create',
    save: (input) =>
      provider ? updateRecord(db, 'healthcareProvider', provider.id, input) : createRecord(db, 'healthcareProvider', input),
    success: provider
      ? { title: 'Provider updated', description: 'Your changes have been saved.' }
      : { title: 'Provider added', description: 'Healthcare provider has been added successfully.' },
    failure: { title: 'Error', description: 'Failed to save healthcare provider. Please try again.' },
    onSaved: onDone,
  })
  return (
    <HealthcareRecordForm
      idPrefix={provider ? `provider-${provider.id}` : 'new-provider'}
      fields={FIELDS}
      form={form}
      submitLabel={provider ? 'Save Changes' : 'Add Provider'}
      onCancel={provider ? onDone : undefined}
    />
  )
}
