import type { HTMLInputTypeAttribute } from 'react'
import { useNameIndex } from '../../lib/use-name-index'
import type { useRecordForm } from '../../lib/use-record-form'
import { Button } from '../../ui/button'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { MedicineEntryField } from '../../ui/medicine-entry/medicine-entry-field'

export interface FieldSpec<K extends string> {
  name: K
  label: string
  type?: HTMLInputTypeAttribute
  required?: boolean
  placeholder?: string
  autoComplete?: string
  inputMode?: 'text' | 'decimal' | 'email' | 'tel'
  /** A medicine's name: type-ahead over the catalogue, and what the name was read as. */
  medicine?: true
}

export interface HealthcareRecordFormProps<K extends string> {
  idPrefix: string
  fields: readonly FieldSpec<K>[]
  form: ReturnType<typeof useRecordForm<Record<K, string>>>
  submitLabel: string
  /** Shown in the edit dialog; the add form has none. */
  onCancel?: () => void
}

/** The labelled inputs of a provider, lab result or prescription, with errors under each. */
export function HealthcareRecordForm<K extends string>({ idPrefix, fields, form, submitLabel, onCancel }: HealthcareRecordFormProps<K>) {
  const index = useNameIndex()
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4">
      {fields.map((spec) => (
        <FormField
          key={spec.name}
          id={`${idPrefix}-${spec.name}`}
          label={spec.label}
          error={form.errors[spec.name]}
          required={spec.required}
        >
          {spec.medicine ? (
            <MedicineEntryField
              index={index}
              field="medication"
              multiple={false}
              placeholder={spec.placeholder}
              value={form.values[spec.name]}
              onValueChange={(value) => form.setValue(spec.name, value)}
            />
          ) : (
            <Input
              type={spec.type ?? 'text'}
              placeholder={spec.placeholder}
              autoComplete={spec.autoComplete ?? 'off'}
              inputMode={spec.inputMode}
              {...form.field(spec.name)}
            />
          )}
        </FormField>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.saving}>
          {form.saving ? 'Saving...' : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  )
}
