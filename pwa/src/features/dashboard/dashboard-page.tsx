import {
  useAiInsights,
  useDoses,
  useJournalEntries,
  useLatestAssessment,
  useNotifications,
  useReferenceData,
  useStack,
} from '../../db/hooks'
import { localDay } from '../../lib/dates'
import { MedicalDisclaimer } from '../../ui/medical-disclaimer'
import { Page } from '../../ui/page'
import { CurrentRecommendations } from './current-recommendations'
import { DashboardTiles } from './dashboard-tiles'
import { LearnMore } from './learn-more'
import { PopularInProfession } from './popular-in-profession'
import { QuickActions } from './quick-actions'
import { WeeklyProgress } from './weekly-progress'
import { WellnessStatCards } from './wellness-stat-cards'
import { YourSafety } from './your-safety'

/**
 * Your Wellness Dashboard (spec §2), with the person's own figures where the original screen had
 * placeholders: the stack, the journal, the latest assessment and its profession, all read from
 * this device, so it works offline.
 */
export default function DashboardPage() {
  const stack = useStack()
  const latest = useLatestAssessment()
  const entries = useJournalEntries()
  const notifications = useNotifications()
  const reference = useReferenceData()
  // Read at each render: every figure is about 'today' and the 6 days before it.
  const now = new Date()
  const doses = useDoses(localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6)), localDay(now))
  const unread = notifications?.filter((notification) => notification.isRead === false).length
  const unreadInsights = useAiInsights()?.filter((insight) => !insight.isRead).length

  return (
    <Page
      title="Your Wellness Dashboard"
      description="Your supplements, how your week is going, and what is popular in your profession."
      width="wide"
    >
      <DashboardTiles unread={unread} unreadInsights={unreadInsights} />
      <WellnessStatCards stack={stack} latest={latest} entries={entries} reference={reference} doses={doses} now={now} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 gap-6 lg:col-span-2">
          <CurrentRecommendations latest={latest} />
          <WeeklyProgress entries={entries} now={now} />
        </div>
        <div className="grid min-w-0 gap-6">
          <YourSafety />
          <PopularInProfession latest={latest} reference={reference} />
          <QuickActions assessed={Boolean(latest)} />
          <LearnMore />
        </div>
      </div>
      <MedicalDisclaimer />
    </Page>
  )
}
