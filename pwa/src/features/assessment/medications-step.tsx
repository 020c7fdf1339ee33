import { ChoiceGroup } from '../../ui/choice-group'
import { FormField } from '../../ui/form-field'
import { MedicalDisclaimer } from '../../ui/medical-disclaimer'
import { Textarea } from '../../ui/textarea'
import { OPTIONS, type TextField } from './assessment-values'
import { errorOf, fieldId, type StepProps } from './step-props'

const TEXT_FIELDS: readonly { field: TextField; label: string; placeholder: string }[] = [
  { field: 'currentMedications', label: 'Current medications', placeholder: 'e.g. Warfarin, Levothyroxine' },
  { field: 'currentSupplements', label: 'Current supplements', placeholder: 'e.g. Vitamin D3, Magnesium' },
  { field: 'allergies', label: 'Allergies', placeholder: 'e.g. Shellfish, Soy' },
]

/**
 * Step 2 'Current medications & supplements': the medical disclaimer first, then what the person
 * takes and is allergic to (free text, checked against the interaction table) and their age.
 */
export function MedicationsStep({ values, errors, setValue }: StepProps) {
  return (
    <>
      <MedicalDisclaimer variant="banner" />
      {TEXT_FIELDS.map(({ field, label, placeholder }) => (
        <FormField
          key={field}
          id={fieldId(field)}
          label={label}
          hint="Separate with commas. Leave empty if none."
          error={errorOf(errors, field)}
        >
          <Textarea
            rows={3}
            placeholder={placeholder}
            value={values[field]}
            onChange={(event) => setValue(field, event.target.value)}
          />
        </FormField>
      ))}
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
