import { Link } from 'react-router'
import { HEALTH_GOAL_LABELS, PROFESSION_LABELS, WORK_HOURS_LABELS, type Assessment, type HealthGoal } from '@dosewise/sync-protocol'
import { useAssessmentWithPlan, type Local } from '../../db/hooks'
import { formatDateTime } from '../../lib/dates'
import { plural } from '../../lib/plural'
import { Button } from '../../ui/button'
import { PendingSyncBadge } from '../../ui/pending-sync-badge'
import { Skeleton } from '../../ui/skeleton'
import { VisuallyHidden } from '../../ui/visually-hidden'
import { PriorityBadge } from './priority-badge'

/** How many of a plan's items the list names (the strongest, as the plan is sorted). */
const TOP_ITEMS = 3

/** What one assessment's plan holds; each card reads its own plan, so a long list stays cheap. */
function PlanSummary({ assessmentId }: { assessmentId: string }) {
  const result = useAssessmentWithPlan(assessmentId)
  if (result === undefined) return <Skeleton className="h-12" />
  const plan = result?.plan
  if (!plan) return <p className="text-sm text-muted-foreground">Recommendations not ready yet.</p>
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">{plural(plan.items.length, 'recommendation')}</p>
      {plan.items.length > 0 && (
        <ul aria-label="Top recommendations" className="grid gap-1.5">
          {plan.items.slice(0, TOP_ITEMS).map((item) => (
            <li key={item.supplementId} className="flex flex-wrap items-center gap-2 text-sm">
              <span>{item.name}</span>
              <PriorityBadge priority={item.priority} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export function AssessmentCard({ assessment }: { assessment: Local<Assessment> }) {
  const titleId = `assessment-${assessment.id}`
  const when = formatDateTime(assessment.createdAt)
  const goals = assessment.healthGoals.map((goal) => HEALTH_GOAL_LABELS[goal as HealthGoal] ?? goal)
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start gap-2">
        <h2 id={titleId} className="mr-auto text-lg font-semibold">
          <time dateTime={assessment.createdAt}>{when}</time>
        </h2>
        {assessment.pending && <PendingSyncBadge />}
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-medium">Profession</dt>
          <dd className="text-muted-foreground">{PROFESSION_LABELS[assessment.jobCategory]}</dd>
        </div>
        <div>
          <dt className="font-medium">Work hours</dt>
          <dd className="text-muted-foreground">{WORK_HOURS_LABELS[assessment.workHours]}</dd>
        </div>
        <div>
          <dt className="font-medium">Goals</dt>
          <dd className="text-muted-foreground">{goals.length ? goals.join(', ') : 'None chosen'}</dd>
        </div>
      </dl>
      <PlanSummary assessmentId={assessment.id} />
      <Button asChild variant="outline" className="w-fit">
        <Link to={`/recommendations/${assessment.id}`}>
          View Recommendations<VisuallyHidden> from {when}</VisuallyHidden>
        </Link>
      </Button>
    </article>
  )
}
