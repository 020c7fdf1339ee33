import { useEffect, useState } from 'react'
import { SUPPLEMENT_CATEGORIES, supplementRecordSchema, type SupplementRecord } from '@dosewise/sync-protocol'
import { Button } from '../../../ui/button'
import { Dialog, DialogContent, DialogFooter } from '../../../ui/dialog'
import { FormField } from '../../../ui/form-field'
import { Input, controlClassName } from '../../../ui/input'
import { Textarea } from '../../../ui/textarea'
import { toast } from '../../../ui/toast/use-toast'
import { useFormErrors } from '../../../lib/use-form-errors'
import { fetchSupplementRecord, saveSupplementRecord } from './catalogue-api'
import { BLANK_RECORD, errorFor, recordOf, valuesOf, type SupplementFormValues } from './supplement-form-values'

export interface SupplementFormDialogProps {
  /** null: closed; 'new': Add Supplement; a slug: Edit that supplement. */
  target: 'new' | string | null
  onClose: () => void
  onSaved: () => void
}

const TEXT_FIELDS: Array<[keyof SupplementFormValues, string, 'input' | 'textarea', string?]> = [
  ['name', 'Name', 'input'],
  ['description', 'Description', 'textarea'],
  ['benefits', 'Benefits', 'textarea', 'One a line.'],
  ['dosage', 'Dosage', 'input'],
  ['timing', 'Timing', 'input'],
  ['priceCents', 'Price (cents per month)', 'input'],
  ['research', 'Research', 'textarea'],
  ['aliases', 'Other names', 'textarea', 'One a line; used to recognise what people type.'],
  ['contraindications', 'Contraindications', 'textarea', 'One a line.'],
  ['interactions', 'Interactions (names)', 'textarea', 'One a line.'],
  ['sources', 'Sources', 'textarea', 'One a line: title | publisher | URL of the specific fact sheet, monograph or label.'],
]

/**
 * 'Add Supplement' and 'Edit': the catalogue's fields, checked with the knowledge base's schema
 * here and by the API with the files' full checks; every message shows under its field.
 */
export function SupplementFormDialog({ target, onClose, onSaved }: SupplementFormDialogProps) {
  const [base, setBase] = useState<SupplementRecord | null>(null)
  const [values, setValues] = useState<SupplementFormValues | null>(null)
  const [saving, setSaving] = useState(false)
  const [loadError, setLoadError] = useState<string | null>(null)
  const { errors, setErrors, check, reportFailure } = useFormErrors()

  useEffect(() => {
    setErrors({})
    setLoadError(null)
    if (target === null) return
    if (target === 'new') {
      setBase(BLANK_RECORD)
      setValues(valuesOf(BLANK_RECORD))
      return
    }
    setBase(null)
    setValues(null)
    const controller = new AbortController()
    fetchSupplementRecord(target, controller.signal).then(
      (record) => {
        setBase(record)
        setValues(valuesOf(record))
      },
      (error) => {
        if ((error as Error).name !== 'AbortError') setLoadError('Failed to load the supplement.')
      }
    )
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setErrors is stable; reload only for a new target
  }, [target])

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!base || !values || target === null) return
    const record = check(supplementRecordSchema, recordOf(base, values))
    if (!record) return
    setSaving(true)
    try {
      const saved = await saveSupplementRecord(target === 'new' ? null : target, record)
      toast({
        title: target === 'new' ? 'Supplement added' : 'Supplement saved',
        description: `Reference data is now version ${saved.version}.`,
        variant: 'success',
      })
      onSaved()
    } catch (error) {
      reportFailure(error, 'Supplement not saved', 'Please try again.')
    } finally {
      setSaving(false)
    }
  }

  const set = (field: keyof SupplementFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => (current ? { ...current, [field]: event.target.value } : current))

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={target === 'new' ? 'Add Supplement' : 'Edit Supplement'} className="max-w-2xl">
        {loadError && <p role="alert">{loadError}</p>}
        {values && (
          <form noValidate onSubmit={submit} className="grid gap-4">
            {errors[''] && (
              <p role="alert" className="text-destructive">
                {errors['']}
              </p>
            )}
            <p className="text-sm text-muted-foreground">
              Timing rules, the upper limit, nutrients, lab markers and the recommendation tags are kept as they are; change them with
              Import CSV.
            </p>
            <FormField
              id="admin-supplement-slug"
              label="Slug"
              required
              error={errorFor(errors, 'slug')}
              hint={target === 'new' ? 'Lowercase letters, digits and dashes; cannot change later.' : undefined}
            >
              <Input value={values.slug} onChange={set('slug')} readOnly={target !== 'new'} />
            </FormField>
            <FormField id="admin-supplement-category" label="Category" required error={errorFor(errors, 'category')}>
              <select className={controlClassName} value={values.category} onChange={set('category')}>
                {SUPPLEMENT_CATEGORIES.map((category) => (
                  <option key={category}>{category}</option>
                ))}
              </select>
            </FormField>
            {TEXT_FIELDS.map(([field, label, kind, hint]) => (
              <FormField
                key={field}
                id={`admin-supplement-${field}`}
                label={label}
                required={!['aliases', 'contraindications', 'interactions'].includes(field)}
                hint={hint}
                error={errorFor(errors, field)}
              >
                {kind === 'input' ? (
                  <Input value={values[field]} onChange={set(field)} inputMode={field === 'priceCents' ? 'numeric' : undefined} />
                ) : (
                  <Textarea value={values[field]} onChange={set(field)} rows={field === 'description' || field === 'research' ? 4 : 3} />
                )}
              </FormField>
            ))}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={saving}>
                {saving ? 'Saving…' : 'Save supplement'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  )
}
