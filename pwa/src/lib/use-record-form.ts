import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react'
import type { ZodTypeAny } from 'zod'
import { toast } from '../ui/toast/use-toast'
import { changedFields } from './changed-fields'
import { useFormErrors } from './use-form-errors'

export interface ToastText {
  title: string
  description: string
}

export interface RecordFormOptions<V> {
  /** Empty values for a new record; the record's values for an edit. */
  initial: V
  /** The sync-protocol input schema — the same one the local write and the API check. */
  schema: ZodTypeAny
  /** Form values (strings, as typed) → the record's input (ISO dates, nulls for blanks). */
  toInput: (values: V) => Record<string, unknown>
  /** 'create' saves the whole input and empties the form; 'edit' saves only the changed fields. */
  mode: 'create' | 'edit'
  save: (input: Record<string, unknown>) => Promise<unknown>
  success: ToastText
  failure: ToastText
  /** After a save, or after an edit that changed nothing. */
  onSaved?: () => void
}

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V]

/**
 * A form that writes one local record: validates with the shared schema (messages under the
 * fields, nothing stored when invalid), writes, and tells the person how it went.
 */
export function useRecordForm<V extends object>(options: RecordFormOptions<V>) {
  const { initial, schema, toInput, mode, save, success, failure, onSaved } = options
  const [values, setValues] = useState<V>(initial)
  const [saving, setSaving] = useState(false)
  const { errors, check, reportFailure } = useFormErrors()

  // Stable, and `field` as long as the values are the same: a form may memoise its fields, so
  // that a render that changes only `saving` ('Saving...') does not render them again (ADR 0053).
  const setValue = useCallback(<K extends keyof V>(key: K, value: V[K]) => setValues((current) => ({ ...current, [key]: value })), [])

  /** Props for a text control bound to a string field. */
  const field = useCallback(
    (key: StringKeys<V>) => ({
      value: values[key] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(key, event.target.value as V[typeof key]),
    }),
    [values, setValue]
  )

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    const input = check(schema, toInput(values))
    if (!input) return
    let payload: Record<string, unknown> = input
    if (mode === 'edit') {
      // Compare parsed with parsed, so defaults and trimming never count as a change.
      const before = schema.safeParse(toInput(initial))
      payload = changedFields(before.success ? before.data : toInput(initial), input)
      if (Object.keys(payload).length === 0) {
        onSaved?.()
        return
      }
    }
    setSaving(true)
    try {
      await save(payload)
      toast({ ...success, variant: 'success' })
      if (mode === 'create') setValues(initial)
      onSaved?.()
    } catch (error) {
      reportFailure(error, failure.title, failure.description)
    } finally {
      setSaving(false)
    }
  }

  return { values, setValue, field, errors, saving, submit }
}
