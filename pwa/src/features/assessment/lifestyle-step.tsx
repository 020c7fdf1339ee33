import { ChoiceGroup } from '../../ui/choice-group'
import { OPTIONS } from './assessment-values'
import { CheckboxGroup } from './checkbox-group'
import { SelectField } from './select-field'
import { errorOf, fieldId, type StepProps } from './step-props'

/** Step 3 'Lifestyle & hobbies': exercise, hobbies, sleep, diet. */
export function LifestyleStep({ values, errors, setValue }: StepProps) {
  return (
    <>
      <ChoiceGroup
        id={fieldId('exerciseFrequency')}
        legend="Exercise frequency"
        options={OPTIONS.exerciseFrequency}
        value={values.exerciseFrequency}
        onChange={(value) => setValue('exerciseFrequency', value)}
        error={errorOf(errors, 'exerciseFrequency')}
        required
      />
      <CheckboxGroup
        id={fieldId('hobbies')}
        legend="Hobbies"
        hint="Choose any that apply."
        options={OPTIONS.hobbies}
        value={values.hobbies}
        onChange={(value) => setValue('hobbies', value)}
        error={errorOf(errors, 'hobbies')}
      />
      <ChoiceGroup
        id={fieldId('sleepQuality')}
        legend="Sleep quality"
        options={OPTIONS.sleepQuality}
        value={values.sleepQuality}
        onChange={(value) => setValue('sleepQuality', value)}
        error={errorOf(errors, 'sleepQuality')}
        required
      />
      <SelectField
        id={fieldId('dietType')}
        label="Diet type"
        placeholder="Select your diet"
        options={OPTIONS.dietType}
        value={values.dietType}
        onChange={(value) => setValue('dietType', value)}
        error={errorOf(errors, 'dietType')}
        required
      />
    </>
  )
}
