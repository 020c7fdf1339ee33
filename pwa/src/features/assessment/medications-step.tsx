import { TEXT_MAX } from '@dosewise/sync-protocol'
import { useNameIndex } from '../../lib/use-name-index'
import { ChoiceGroup } from '../../ui/choice-group'
import { FormField } from '../../ui/form-field'
import { MedicalDisclaimer } from '../../ui/medical-disclaimer'
import { MedicineEntryField } from '../../ui/medicine-entry/medicine-entry-field'
import { Textarea } from '../../ui/textarea'
import { OPTIONS } from './assessment-values'
import { errorOf, fieldId, type StepProps } from './step-props'

const MEDICINE_FIELDS = [
  { field: 'currentMedications', kind: 'medication', label: 'Current medications', placeholder: 'e.g. Warfarin 5 mg, Levothyroxine', listLabel: 'Medications entered' },
  { field: 'currentSupplements', kind: 'supplement', label: 'Current supplements', placeholder: 'e.g. Vitamin D3 2000 IU, Magnesium', listLabel: 'Supplements entered' },
] as const

const ENTRY_HINT = 'Type a name and press Enter or a comma; doses and times may stay. Leave empty if none.'

/**
 * Step 2 'Current medications & supplements': the medical disclaimer first, then what the person
 * takes (structured entry: each medicine or supplement a chip saying what it was read as) and
 * is allergic to, and their age.
 */
export function MedicationsStep({ values, errors, setValue }: StepProps) {
  const index = useNameIndex()
  return (
    <>
      <MedicalDisclaimer variant="banner" />
      {MEDICINE_FIELDS.map(({ field, kind, label, placeholder, listLabel }) => (
        <FormField key={field} id={fieldId(field)} label={label} hint={ENTRY_HINT} error={errorOf(errors, field)}>
          <MedicineEntryField
            index={index}
            field={kind}
            listLabel={listLabel}
            placeholder={placeholder}
            maxLength={TEXT_MAX}
            value={values[field]}
            onValueChange={(value) => setValue(field, value)}
          />
        </FormField>
      ))}
      <FormField id={fieldId('allergies')} label="Allergies" hint="Separate with commas. Leave empty if none." error={errorOf(errors, 'allergies')}>
        <Textarea rows={3} placeholder="e.g. Shellfish, Soy" value={values.allergies} onChange={(event) => setValue('allergies', event.target.value)} />
      </FormField>
      <ChoiceGroup
        id={fieldId('ageRange')}
        legend="Age range"
        options={OPTIONS.ageRange}
        value={values.ageRange}
        onChange={(value) => setValue('ageRange', value)}
        error={errorOf(errors, 'ageRange')}
        required
      />
    </>
  )
}
