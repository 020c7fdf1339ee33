import { useCallback, useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { useAssessmentWithPlan } from '../../db/hooks'
import { sameValue } from '../../db/paged-records'
import { formatDateTime } from '../../lib/dates'
import { forgetSavedPlan, savedPlanHandedOver } from '../../lib/saved-plan-handover'
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
  const live = useAssessmentWithPlan(id)
  const liveBenefits = usePlanCatalogue()
  // Just after the wizard's submit, the first frame is drawn from what it stored (ADR 0051)
  // until this screen's own reads answer; when they bring the same, the same objects are kept,
  // so the plan is not rendered a second time.
  const handed = savedPlanHandedOver(id)
  const result = live === undefined || (handed && sameValue(live, handed.result)) ? (handed?.result ?? live) : live
  const benefits =
    liveBenefits === undefined || (handed && sameBenefits(liveBenefits, handed.benefits))
      ? (handed?.benefits ?? liveBenefits)
      : liveBenefits
  useEffect(() => {
    if (live !== undefined && liveBenefits !== undefined) forgetSavedPlan(id)
  }, [id, live, liveBenefits])
  const plan = result?.plan
  const benefitsOf = useCallback((supplementId: number) => benefits?.get(supplementId) ?? NO_BENEFITS, [benefits])

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
            benefitsOf={benefitsOf}
          />
          <PlanActions assessmentId={result.assessment.id} plan={plan} />
        </>
      )}
    </Page>
  )
}

const NO_BENEFITS: readonly string[] = []

function sameBenefits(a: ReadonlyMap<number, readonly string[]> | null, b: ReadonlyMap<number, readonly string[]>): boolean {
  if (a === null || a.size !== b.size) return false
  for (const [id, benefits] of a) if (!sameValue(benefits, b.get(id))) return false
  return true
}
