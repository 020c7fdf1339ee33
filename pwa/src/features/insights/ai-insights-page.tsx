import { useEffect, useMemo, useRef } from 'react'
import { Lightbulb } from 'lucide-react'
import { aiInsightId, computeInsights, LINK_WINDOW_DAYS, type ComputedInsight } from '@dosewise/sync-protocol'
import { useAiInsights, useDoses, useJournalEntries, useReferenceData } from '../../db/hooks'
import { useLocalDb } from '../../db/local-db-context'
import { markInsightRead, storeInsights } from '../../db/records/insights'
import { localDay } from '../../lib/dates'
import { reportWriteError } from '../../lib/report-write-error'
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card'
import { EmptyState } from '../../ui/empty-state'
import { Page } from '../../ui/page'
import { Skeleton } from '../../ui/skeleton'
import { toast } from '../../ui/toast/use-toast'
import { InsightCard } from './insight-card'
import { insightInput } from './insight-input'

/**
 * AI Insights (spec §2, §4): statistics from the person's own journal and doses, computed on
 * this device (sync-protocol computeInsights) — links between a supplement and how they feel,
 * and two-week trends — only where the numbers support them. What is computed is stored as
 * records (db/records/insights.ts), which sync takes to the API; their read state is the person's.
 */
export default function AiInsightsPage() {
  const db = useLocalDb()
  const today = localDay(new Date())
  const entries = useJournalEntries()
  const doses = useDoses(localDay(new Date(Date.now() - LINK_WINDOW_DAYS * 86_400_000)), today)
  const reference = useReferenceData()
  const stored = useAiInsights()

  const result = useMemo(() => {
    if (!entries || !doses || reference === undefined) return null
    return computeInsights(insightInput(entries, doses, reference?.supplements ?? []), today)
  }, [entries, doses, reference, today])

  // Keep the stored insights in step with each new computation, one pass at a time.
  const storing = useRef<Promise<unknown>>(Promise.resolve())
  useEffect(() => {
    if (!result) return
    storing.current = storing.current.then(() => storeInsights(db, result.insights)).catch(reportWriteError)
  }, [db, result])

  const readIds = new Set((stored ?? []).filter((record) => record.isRead).map((record) => record.id))
  const isRead = (insight: ComputedInsight) => readIds.has(aiInsightId(db.userId, insight.key))
  async function markRead(insight: ComputedInsight) {
    try {
      await storing.current
      await markInsightRead(db, insight)
      toast({ title: 'Insight marked as read', variant: 'success' })
    } catch (error) {
      reportWriteError(error)
    }
  }

  const insights = result?.insights ?? []
  const actionRequired = insights.filter((insight) => insight.actionRequired && !isRead(insight))
  const others = insights.filter((insight) => !insight.actionRequired)
  const readActions = insights.filter((insight) => insight.actionRequired && isRead(insight))

  return (
    <Page title="AI Insights" description="Patterns in your own journal and doses, where the numbers support them." width="wide">
      <p className="rounded-md border bg-muted/40 p-3 text-sm">
        These are statistics from your own entries — not medical advice, and not proof that a supplement caused anything. Talk to your
        doctor or pharmacist before changing what you take.
      </p>
      {result === null || stored === undefined ? (
        <Skeleton className="h-40" />
      ) : insights.length === 0 ? (
        <EmptyState
          icon={Lightbulb}
          as="h2"
          title="No insights yet"
          description={
            result.needs ??
            `Nothing stands out yet: ${result.comparisons} comparisons of your entries showed no difference larger than chance. Keep journaling and marking your doses.`
          }
        />
      ) : (
        <>
          {actionRequired.length > 0 && (
            <section aria-labelledby="action-required" className="grid gap-3">
              <h2 id="action-required" className="text-xl font-semibold">
                Action Required
              </h2>
              <div className="grid gap-4 md:grid-cols-2">
                {actionRequired.map((insight) => (
                  <InsightCard key={insight.key} insight={insight} read={false} onRead={() => void markRead(insight)} />
                ))}
              </div>
            </section>
          )}
          <section aria-labelledby="all-insights" className="grid gap-3">
            <h2 id="all-insights" className="text-xl font-semibold">
              All Insights
            </h2>
            {others.length + readActions.length === 0 ? (
              <p className="text-sm text-muted-foreground">Everything found so far needs your attention above.</p>
            ) : (
              <div className="grid gap-4 md:grid-cols-2">
                {[...others, ...readActions].map((insight) => (
                  <InsightCard key={insight.key} insight={insight} read={isRead(insight)} onRead={() => void markRead(insight)} />
                ))}
              </div>
            )}
          </section>
        </>
      )}
      {result && (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Your AI Progress</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-1 text-sm">
            <p>
              {insights.length} {insights.length === 1 ? 'insight' : 'insights'} from {result.comparisons}{' '}
              {result.comparisons === 1 ? 'comparison' : 'comparisons'} of your entries.
            </p>
            <p className="text-muted-foreground">
              Each comparison needs at least 7 days on each side; what is shown passed a test that allows for all of them being made at
              once.
            </p>
          </CardContent>
        </Card>
      )}
    </Page>
  )
}
