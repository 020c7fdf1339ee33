import type { FormEvent } from 'react'
import { ChevronLeft, ChevronRight, CircleAlert } from 'lucide-react'
import { Button } from '../../ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../ui/card'
import { STEPS, stepHasErrors, type AssessmentDraft } from './assessment-steps'
import { GoalsStep } from './goals-step'
import { LifestyleStep } from './lifestyle-step'
import { MedicationsStep } from './medications-step'
import { useAssessmentWizard } from './use-assessment-wizard'
import { WizardProgress } from './wizard-progress'
import { WorkStep } from './work-step'

const STEP_BODIES = [WorkStep, MedicationsStep, LifestyleStep, GoalsStep]

/** The four-step health assessment (spec §2): one step at a time, Previous / Next Step, then submit. */
export function AssessmentWizard({ initial }: { initial: AssessmentDraft }) {
  const wizard = useAssessmentWizard(initial)
  const { step, values, errors, saving } = wizard
  const last = step === STEPS.length
  const StepBody = STEP_BODIES[step - 1]

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    // Only step 4 submits (spec §4); Enter on an earlier step does nothing.
    if (last) void wizard.submit()
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Health assessment" className="grid gap-6">
      <WizardProgress step={step} total={STEPS.length} />
      <Card ref={wizard.stepRef}>
        <CardHeader>
          <CardTitle asChild>
            <h2 tabIndex={-1} data-step-heading="" className="text-xl">
              {STEPS[step - 1].title}
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-8">
          {stepHasErrors(errors, step) && (
            <p
              role="alert"
              className="flex items-center gap-2 rounded-md border border-destructive p-3 text-sm font-medium text-destructive"
            >
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              Please answer the questions marked on this step.
            </p>
          )}
          <StepBody values={values} errors={errors} setValue={wizard.setValue} />
        </CardContent>
        <CardFooter className="justify-between border-t pt-4 sm:pt-6">
          {step > 1 && (
            <Button variant="outline" onClick={wizard.previous} disabled={saving}>
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
          )}
          {/*
            ml-auto: on the right on step 1 too, and when the row wraps on a narrow phone.
            The keys make two different elements: were the Next Step button reused as the submit
            button, the browser would finish the click that moved to step 4 by submitting.
          */}
          {last ? (
            <Button key="submit" type="submit" disabled={saving} className="ml-auto">
              {saving ? 'Processing...' : 'Get My Recommendations'}
            </Button>
          ) : (
            <Button key="next" onClick={wizard.next} className="ml-auto">
              Next Step
              <ChevronRight aria-hidden="true" />
            </Button>
          )}
        </CardFooter>
      </Card>
    </form>
  )
}
