import { ChoiceGroup } from '../../ui/choice-group'
import { OPTIONS } from './assessment-values'
import { JobCategoryCards } from './job-category-cards'
import { SelectField } from './select-field'
import { errorOf, fieldId, type StepProps } from './step-props'

/** Step 1 'Tell us about your work': job category cards, stress level, work hours. */
export function WorkStep({ values, errors, setValue }: StepProps) {
  return (
    <>
      <JobCategoryCards
        id={fieldId('jobCategory')}
        legend="Job category"
        value={values.jobCategory}
        onChange={(value) => setValue('jobCategory', value)}
        error={errorOf(errors, 'jobCategory')}
      />
      <ChoiceGroup
        id={fieldId('stressLevel')}
        legend="Stress level at work"
        options={OPTIONS.stressLevel}
        value={values.stressLevel}
        onChange={(value) => setValue('stressLevel', value)}
        error={errorOf(errors, 'stressLevel')}
        required
      />
      <SelectField
        id={fieldId('workHours')}
        label="Work hours"
        placeholder="Select your work hours"
        options={OPTIONS.workHours}
        value={values.workHours}
        onChange={(value) => setValue('workHours', value)}
        error={errorOf(errors, 'workHours')}
        required
      />
    </>
  )
}
