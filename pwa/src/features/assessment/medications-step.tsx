import { TEXT_MAX } from '@dosewise/sync-protocol'
import { useNameIndex } from '../../lib/use-name-index'
import { ChoiceGroup } from '../../ui/choice-group'
import { FieldsetFrame } from '../../ui/fieldset-frame'
import { FormField } from '../../ui/form-field'
import { MedicalDisclaimer } from '../../ui/medical-disclaimer'
import { MedicineEntryField } from '../../ui/medicine-entry/medicine-entry-field'
import { Textarea } from '../../ui/textarea'
import { OPTIONS } from './assessment-values'
import { CheckboxGroup } from './checkbox-group'
import { errorOf, fieldId, type StepProps } from './step-props'

const MEDICINE_FIELDS = [
  {
    field: 'currentMedications',
    kind: 'medication',
    label: 'Current medications',
    placeholder: 'e.g. Warfarin 5 mg, Levothyroxine',
    listLabel: 'Medications entered',
  },
  {
    field: 'currentSupplements',
    kind: 'supplement',
    label: 'Current supplements',
    placeholder: 'e.g. Vitamin D3 2000 IU, Magnesium',
    listLabel: 'Supplements entered',
  },
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
      <FormField
        id={fieldId('allergies')}
        label="Allergies"
        hint="Separate with commas. Leave empty if none."
        error={errorOf(errors, 'allergies')}
      >
        <Textarea
          rows={3}
          placeholder="e.g. Shellfish, Soy"
          value={values.allergies}
          onChange={(event) => setValue('allergies', event.target.value)}
        />
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
      <FieldsetFrame
        id="assessment-health"
        legend="About your health (optional)"
        hint="These answers rule out what would not be safe for you and add what a condition calls for. Skip any you prefer not to answer."
      >
        <ChoiceGroup
          id={fieldId('sex')}
          legend="Sex"
          options={OPTIONS.sex}
          value={values.sex}
          onChange={(value) => setValue('sex', value)}
          error={errorOf(errors, 'sex')}
        />
        <ChoiceGroup
          id={fieldId('reproductiveStatus')}
          legend="Pregnancy"
          options={OPTIONS.reproductiveStatus}
          value={values.reproductiveStatus}
          onChange={(value) => setValue('reproductiveStatus', value)}
          error={errorOf(errors, 'reproductiveStatus')}
        />
        <CheckboxGroup
          id={fieldId('healthConditions')}
          legend="Conditions a doctor has diagnosed"
          hint="Choose any that apply. You can also mention others in the notes on the last step."
          options={OPTIONS.healthConditions}
          value={values.healthConditions}
          onChange={(value) => setValue('healthConditions', value)}
          error={errorOf(errors, 'healthConditions')}
        />
      </FieldsetFrame>
    </>
  )
}
