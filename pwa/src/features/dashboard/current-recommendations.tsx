import { Link } from 'react-router'
import { ClipboardList } from 'lucide-react'
import { PRIORITY_BADGES, PROFESSION_LABELS, type Priority } from '@dosewise/sync-protocol'
import type { AssessmentWithPlan } from '../../db/hooks'
import { Badge, type BadgeVariant } from '../../ui/badge'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { Skeleton } from '../../ui/skeleton'
import { DashboardSection } from './dashboard-section'

/** The dashboard shows the first 3 (spec §2). */
const SHOWN = 3
const PRIORITY_VARIANT: Record<Priority, BadgeVariant> = { high: 'destructive', medium: 'warning', low: 'secondary' }
const assessedOn = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

/** The first 3 items of the latest assessment's plan, with the way to all of them. */
export function CurrentRecommendations({ latest }: { latest: AssessmentWithPlan | null | undefined }) {
  const title = 'Current recommendations'
  if (latest === undefined) {
    return (
      <DashboardSection title={title} busy>
        <div className="grid gap-3">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      </DashboardSection>
    )
  }
  if (latest === null) {
    return (
      <DashboardSection title={title}>
        <EmptyState
          icon={ClipboardList}
          title="No recommendations yet"
          description="Answer a few questions about your work, lifestyle and goals, and get supplements chosen for you."
        >
          <Button asChild>
            <Link to="/assessment">Take the 5-minute assessment</Link>
          </Button>
        </EmptyState>
      </DashboardSection>
    )
  }

  const { assessment, plan } = latest
  const allLink = `/recommendations/${assessment.id}`
  const items = plan?.items.slice(0, SHOWN) ?? []
  return (
    <DashboardSection
      title={title}
      description={`For ${PROFESSION_LABELS[assessment.jobCategory]}, from your assessment of ${assessedOn.format(new Date(assessment.createdAt))}.`}
      footer={
        <Button asChild variant="outline">
          <Link to={allLink}>View all recommendations</Link>
        </Button>
      }
    >
      {plan === null ? (
        <p className="text-sm text-muted-foreground">
          Your recommendations are being prepared. They appear here once the supplement list is on this device.
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No Recommendations Found. Try the assessment again with other goals or a larger budget.
        </p>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item.supplementId} className="grid gap-1 rounded-md border p-3">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Link
                  to={`/supplements/${item.supplementId}`}
                  className="inline-flex min-h-11 items-center font-semibold break-words text-primary underline-offset-4 hover:underline"
                >
                  {item.name}
                </Link>
                <Badge variant={PRIORITY_VARIANT[item.priority]}>{PRIORITY_BADGES[item.priority]}</Badge>
              </div>
              <p className="text-sm text-muted-foreground">{item.dosage}</p>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  )
}
