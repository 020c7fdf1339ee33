import { Link, useParams } from 'react-router'
import { useAssessmentWithPlan } from '../../db/hooks'
import { formatDateTime } from '../../lib/dates'
import { Button } from '../../ui/button'
import { Page } from '../../ui/page'
import { NoRecommendations } from './no-recommendations'
import { PlanActions } from './plan-actions'
import { PlanPending } from './plan-pending'
import { PlanNoteSections } from './plan-notes'
import { PlanView } from './plan-view'
import { PlanWarnings } from './plan-warnings'
import { RecommendationsSkeleton } from './recommendations-skeleton'
import { usePlanCatalogue } from './use-plan-catalogue'

/**
 * Your Personalized Recommendations (spec §2, issue 6): the plan of one assessment, read from
 * this device — the server's once synced, this device's own until then — so it opens offline.
 */
export default function RecommendationsPage() {
  const { id } = useParams()
  const result = useAssessmentWithPlan(id)
  const benefits = usePlanCatalogue()
  const plan = result?.plan

  return (
    <Page
      title="Your Personalized Recommendations"
      description={
        result
          ? `From your assessment of ${formatDateTime(result.assessment.createdAt)}: ranked by priority, with dosage, timing, reasoning and cost.`
          : 'Your supplements ranked by priority, with dosage, timing, reasoning and cost.'
      }
      width="wide"
      actions={
        <Button asChild variant="outline">
          <Link to="/recommendations">All assessments</Link>
        </Button>
      }
    >
      {/* The catalogue is read too before showing the plan, so the benefits do not pop in after. */}
      {result === undefined || benefits === undefined ? (
        <RecommendationsSkeleton />
      ) : result === null ? (
        <NoRecommendations />
      ) : !plan ? (
        <PlanPending catalogueOnDevice={benefits !== null} />
      ) : plan.items.length === 0 ? (
        <>
          <NoRecommendations />
          <PlanWarnings warnings={plan.warnings} />
          <PlanNoteSections excluded={plan.excluded} leftOut={plan.leftOut} covered={plan.covered} />
        </>
      ) : (
        <>
          <PlanView
            plan={plan}
            fromDevice={result.planFrom === 'device'}
            budgetRange={plan.budgetCents === null ? null : result.assessment.budgetRange}
            benefitsOf={(supplementId) => benefits?.get(supplementId) ?? []}
          />
          <PlanActions assessmentId={result.assessment.id} plan={plan} />
        </>
      )}
    </Page>
  )
}
