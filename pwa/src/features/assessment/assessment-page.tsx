import { useDraft } from '../../db/hooks'
import { ASSESSMENT_DRAFT } from '../../db/records/assessments'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import { restoreDraft } from './assessment-steps'
import { AssessmentWizard } from './assessment-wizard'

/**
 * Health Assessment (spec §2 '/assessment'). The wizard opens where the person left it: the
 * answers and step kept on this device are read first, then handed to the wizard once.
 */
export default function AssessmentPage() {
  const draft = useDraft<unknown>(ASSESSMENT_DRAFT)
  return (
    <Page
      title="Health Assessment"
      description="Tell us about your work, medications, lifestyle and goals, and get supplement recommendations made for you."
    >
      {draft === undefined ? <Spinner label="Loading your answers..." /> : <AssessmentWizard initial={restoreDraft(draft)} />}
    </Page>
  )
}
