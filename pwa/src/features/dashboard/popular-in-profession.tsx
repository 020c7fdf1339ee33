import { useMemo } from 'react'
import { Link } from 'react-router'
import { Users } from 'lucide-react'
import { PROFESSION_LABELS } from '@dosewise/sync-protocol'
import type { AssessmentWithPlan, ReferenceData } from '../../db/hooks'
import { formatPopularity, formatUsers, rankProfessionSupplements } from '../../lib/profession-ranking'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { Skeleton } from '../../ui/skeleton'
import { StarRating } from '../../ui/star-rating'
import { DashboardSection } from './dashboard-section'

/** The dashboard shows the first 3 (spec §2). */
const POPULAR_SHOWN = 3

export interface PopularInProfessionProps {
  latest: AssessmentWithPlan | null | undefined
  reference: ReferenceData | null | undefined
}

/**
 * 'Popular with {profession}': the profession the person gave in their latest assessment (the
 * original screen hard-coded one), from the profession stats in the reference snapshot.
 */
export function PopularInProfession({ latest, reference }: PopularInProfessionProps) {
  const job = latest?.assessment.jobCategory
  const popular = useMemo(
    () => (reference && job ? rankProfessionSupplements(reference.professionStats, reference.supplements, job, POPULAR_SHOWN) : []),
    [reference, job]
  )

  if (latest === undefined || reference === undefined) {
    return (
      <DashboardSection title="Popular in your profession" busy>
        <div className="grid gap-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      </DashboardSection>
    )
  }
  if (!job) {
    return (
      <DashboardSection title="Popular in your profession">
        <EmptyState
          icon={Users}
          title="Tell us what you do"
          description="The assessment asks about your work, then this shows what people in your profession take."
        >
          <Button asChild variant="outline">
            <Link to="/assessment">Take the 5-minute assessment</Link>
          </Button>
        </EmptyState>
      </DashboardSection>
    )
  }

  const label = PROFESSION_LABELS[job]
  return (
    <DashboardSection
      title={`Popular with ${label}`}
      description="What people in your profession take, and how well they rate it."
      footer={
        <Button asChild variant="outline">
          <Link to={`/profession-insights?job=${job}`}>See all for {label}</Link>
        </Button>
      }
    >
      {reference === null ? (
        <p role="status" className="text-sm text-muted-foreground">
          The profession figures are being downloaded for offline use. This needs a connection the first time.
        </p>
      ) : popular.length === 0 ? (
        <p className="text-sm text-muted-foreground">There are no figures for {label} yet.</p>
      ) : (
        <ol className="grid gap-3">
          {popular.map((s) => (
            <li key={s.supplementId} className="grid gap-2 rounded-md border p-3">
              <Link
                to={`/supplements/${s.supplementId}`}
                className="inline-flex min-h-11 items-center font-semibold break-words text-primary underline-offset-4 hover:underline"
              >
                {s.name}
              </Link>
              <StarRating value={s.effectivenessRating} label={`Effectiveness ${s.effectivenessRating.toFixed(1)} out of 5`} showValue />
              <div className="flex flex-wrap gap-2">
                <Badge variant="outline">{formatUsers(s.userCount)}</Badge>
                <Badge variant="secondary">{formatPopularity(s.popularityScore)}</Badge>
              </div>
            </li>
          ))}
        </ol>
      )}
    </DashboardSection>
  )
}
