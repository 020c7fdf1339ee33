import { useMemo } from 'react'
import { Users } from 'lucide-react'
import { JOB_CATEGORIES, PROFESSION_LABELS } from '@dosewise/sync-protocol'
import { useReferenceData } from '../../db/hooks'
import { rankProfessionSupplements } from '../../lib/profession-ranking'
import { ChoiceGroup } from '../../ui/choice-group'
import { EmptyState } from '../../ui/empty-state'
import { Page } from '../../ui/page'
import { ReferenceDownloading } from '../../ui/reference-downloading'
import { IllustrativeDataNote } from './illustrative-data-note'
import { PopularityChart } from './popularity-chart'
import { ProfessionInsightsLoading } from './profession-insights-loading'
import { RankedSupplementList } from './ranked-supplement-list'
import { useJobCategoryParam } from './use-job-category-param'

const PROFESSION_OPTIONS = JOB_CATEGORIES.map((value) => ({ value, label: PROFESSION_LABELS[value] }))

/**
 * Profession Insights (linked from the dashboard's 'Popular with {profession}'): what people in
 * a profession take, from the profession stats in the downloaded reference snapshot — no
 * network call, so it works offline once the snapshot is on the device.
 */
export default function ProfessionInsightsPage() {
  const reference = useReferenceData()
  const [job, setJob] = useJobCategoryParam()
  const label = PROFESSION_LABELS[job]
  const ranked = useMemo(
    () => (reference ? rankProfessionSupplements(reference.professionStats, reference.supplements, job) : []),
    [reference, job]
  )

  return (
    <Page title="Profession Insights" description="What people in your profession take and how well it works for them." width="wide">
      <div className="rounded-lg border bg-card p-4 sm:p-6">
        <ChoiceGroup id="profession" legend="Profession" options={PROFESSION_OPTIONS} value={job} onChange={setJob} />
      </div>
      {reference === undefined ? (
        <ProfessionInsightsLoading />
      ) : reference === null ? (
        <ReferenceDownloading
          title="Getting profession insights ready"
          description="The profession figures are being downloaded for offline use. Once they are on this device, this screen works without a connection. This needs a connection the first time."
        />
      ) : ranked.length === 0 ? (
        <EmptyState
          icon={Users}
          as="h2"
          title={`No insights for ${label} yet`}
          description="There are no figures for this profession yet. Choose another profession to compare."
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
          <section aria-labelledby="ranking-title" className="grid gap-3">
            <div>
              <h2 id="ranking-title" className="text-xl font-semibold">
                Popular with {label}
              </h2>
              <p className="text-sm text-muted-foreground">Most popular first, with how well people rate each one.</p>
            </div>
            <RankedSupplementList labelledBy="ranking-title" supplements={ranked} />
          </section>
          <PopularityChart professionLabel={label} supplements={ranked} />
        </div>
      )}
      <IllustrativeDataNote />
    </Page>
  )
}
