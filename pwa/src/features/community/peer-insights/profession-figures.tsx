import { FlaskConical, Users } from 'lucide-react'
import { PROFESSION_LABELS, type ProfessionPeerInsights } from '@dosewise/sync-protocol'
import { formatDateTime } from '../../../lib/dates'
import { plural } from '../../../lib/plural'
import { Badge } from '../../../ui/badge'
import { EmptyState } from '../../../ui/empty-state'
import { PeerInsightRow } from './peer-insight-row'

export interface ProfessionFiguresProps {
  insights: ProfessionPeerInsights
  minGroupSize: number
  computedAt: string | null
}

/**
 * One profession's figures: from people's own data when enough of them are here, else the seeded
 * sample, labelled 'Sample data' and said to be illustrative — never passed off as measurements.
 */
export function ProfessionFigures({ insights, minGroupSize, computedAt }: ProfessionFiguresProps) {
  const label = PROFESSION_LABELS[insights.jobCategory]
  const real = insights.source === 'people'
  return (
    <section aria-labelledby="peer-figures-title" className="grid gap-3">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id="peer-figures-title" className="text-lg font-semibold">
            What {label} track
          </h3>
          {real ? (
            <Badge variant="success">
              <Users aria-hidden="true" className="size-3" />
              From {plural(insights.people ?? 0, 'person', 'people')}
            </Badge>
          ) : (
            <Badge variant="warning">
              <FlaskConical aria-hidden="true" className="size-3" />
              Sample data
            </Badge>
          )}
        </div>
        <p className="text-sm text-muted-foreground">
          {real
            ? `From the stacks and ratings of ${plural(insights.people ?? 0, 'person', 'people')} in this profession${computedAt ? `, updated ${formatDateTime(computedAt)}` : ''}. A supplement shows once at least ${minGroupSize} of them track it, and its rating once ${minGroupSize} have rated it, so no one can be picked out.`
            : `Sample data: illustrative figures seeded for the first release, not measurements. Real figures from people in this profession replace them once at least ${minGroupSize} of them track the same supplement.`}
        </p>
      </div>
      {insights.supplements.length === 0 ? (
        <EmptyState icon={Users} title={`No figures for ${label} yet`} description="Choose another profession to compare." />
      ) : (
        <ol aria-labelledby="peer-figures-title" className="grid gap-3">
          {insights.supplements.map((supplement, index) => (
            <PeerInsightRow key={supplement.supplementId} rank={index + 1} supplement={supplement} source={insights.source} />
          ))}
        </ol>
      )}
    </section>
  )
}
