import type { HTMLInputTypeAttribute } from 'react'
import type { useRecordForm } from '../../lib/use-record-form'
import { Button } from '../../ui/button'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'

export interface FieldSpec<K extends string> {
  name: K
  label: string
  type?: HTMLInputTypeAttribute
  required?: boolean
  placeholder?: string
  autoComplete?: string
  inputMode?: 'text' | 'decimal' | 'email' | 'tel'
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
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4">
      {fields.map((spec) => (
        <FormField key={spec.name} id={`${idPrefix}-${spec.name}`} label={spec.label} error={form.errors[spec.name]} required={spec.required}>
          <Input
            type={spec.type ?? 'text'}
            placeholder={spec.placeholder}
            autoComplete={spec.autoComplete ?? 'off'}
            inputMode={spec.inputMode}
            {...form.field(spec.name)}
          />
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
