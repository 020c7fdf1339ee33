import { ChoiceGroup } from '../../ui/choice-group'
import { FormField } from '../../ui/form-field'
import { Textarea } from '../../ui/textarea'
import { OPTIONS } from './assessment-values'
import { CheckboxGroup } from './checkbox-group'
import { errorOf, fieldId, type StepProps } from './step-props'

/** Step 4 'Your health goals': goals (any number), monthly budget, anything else. */
export function GoalsStep({ values, errors, setValue }: StepProps) {
  return (
    <>
      <CheckboxGroup
        id={fieldId('healthGoals')}
        legend="Health goals"
        hint="Choose all that apply."
        options={OPTIONS.healthGoals}
        value={values.healthGoals}
        onChange={(value) => setValue('healthGoals', value)}
        error={errorOf(errors, 'healthGoals')}
      />
      <ChoiceGroup
        id={fieldId('budgetRange')}
        legend="Monthly budget"
        options={OPTIONS.budgetRange}
        value={values.budgetRange}
        onChange={(value) => setValue('budgetRange', value)}
        error={errorOf(errors, 'budgetRange')}
        required
      />
      <FormField id={fieldId('additionalNotes')} label="Additional notes" error={errorOf(errors, 'additionalNotes')}>
        <Textarea
          rows={4}
          placeholder="Anything else you would like us to take into account?"
          value={values.additionalNotes}
          onChange={(event) => setValue('additionalNotes', event.target.value)}
        />
      </FormField>
    </>
  )
}
