import { useState } from 'react'
import { Link } from 'react-router'
import { JOB_CATEGORIES, PROFESSION_LABELS, type JobCategory } from '@dosewise/sync-protocol'
import { useLatestAssessment } from '../../../db/hooks'
import { useServerData } from '../../../lib/use-server-data'
import { ChoiceGroup } from '../../../ui/choice-group'
import { Skeleton } from '../../../ui/skeleton'
import { Spinner } from '../../../ui/spinner'
import { ServerDataStatus } from '../server-data-status'
import { fetchPeerInsights } from './peer-insights-api'
import { ProfessionFigures } from './profession-figures'

const PROFESSION_OPTIONS = JOB_CATEGORIES.map((value) => ({ value, label: PROFESSION_LABELS[value] }))

/**
 * Peer Insights: what people in a profession track and how they rate it — the person's own
 * profession (from their newest assessment, on this device) first, any other on request. All
 * professions come in one answer, kept on the device for reading offline (ADR 0030).
 */
export function PeerInsightsTab() {
  const insights = useServerData('peer-insights', fetchPeerInsights, 'Failed to load peer insights. Please try again.', { keep: true })
  const latest = useLatestAssessment()
  const own = latest?.assessment.jobCategory ?? null
  const [chosen, setChosen] = useState<JobCategory | null>(null)
  const job = chosen ?? own ?? JOB_CATEGORIES[0]
  const figures = insights.data?.professions.find((p) => p.jobCategory === job)

  return (
    <section aria-labelledby="peer-insights-heading" aria-busy={insights.loading} className="grid gap-4">
      <div>
        <h2 id="peer-insights-heading" className="text-xl font-semibold">
          Peer Insights
        </h2>
        <p className="text-sm text-muted-foreground">
          {own ? (
            `Your profession, from your latest assessment: ${PROFESSION_LABELS[own]}. Compare with any other.`
          ) : (
            <>
              <Link to="/assessment" className="font-medium text-primary underline underline-offset-4">
                Take the assessment
              </Link>{' '}
              to see your own profession first. Meanwhile, choose any.
            </>
          )}
        </p>
      </div>
      <div className="rounded-lg border bg-card p-4 sm:p-6">
        <ChoiceGroup id="peer-profession" legend="Profession" options={PROFESSION_OPTIONS} value={job} onChange={setChosen} />
      </div>

      <ServerDataStatus state={insights} noun="peer insights" />

      {!insights.data && insights.loading && (
        <div className="grid gap-3">
          <Spinner label="Loading peer insights..." />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      )}
      {insights.data && figures && (
        <ProfessionFigures insights={figures} minGroupSize={insights.data.minGroupSize} computedAt={insights.data.computedAt} />
      )}
    </section>
  )
}
