import { useSearchParams } from 'react-router'
import { Page } from '../../ui/page'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { ExpertQaTab } from './expert-qa/expert-qa-tab'
import { ForumsTab } from './forums/forums-tab'
import { PeerInsightsTab } from './peer-insights/peer-insights-tab'
import { SuccessStoriesTab } from './stories/success-stories-tab'

export const COMMUNITY_TABS = ['forums', 'stories', 'peer-insights', 'expert-qa'] as const
export type CommunityTab = (typeof COMMUNITY_TABS)[number]

/**
 * Community (spec §2): Forums, Success Stories, Peer Insights and Expert Q&A. The open tab is in
 * the address (`?tab=stories`; none for Forums), so a link can open one and Back returns to it.
 * Only the open tab is mounted, so each fetches what it shows when it is opened.
 */
export default function CommunityPage() {
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const tab: CommunityTab = COMMUNITY_TABS.find((t) => t === requested) ?? 'forums'
  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === 'forums') next.delete('tab')
        else next.set('tab', value)
        return next
      },
      { replace: true }
    )
  return (
    <Page
      title="Community"
      description="Swap notes with people in your line of work: what helped them, and what your peers take."
      width="wide"
    >
      <Tabs value={tab} onValueChange={select}>
        <TabsList aria-label="Community">
          <TabsTrigger value="forums">Forums</TabsTrigger>
          <TabsTrigger value="stories">Success Stories</TabsTrigger>
          <TabsTrigger value="peer-insights">Peer Insights</TabsTrigger>
          <TabsTrigger value="expert-qa">Expert Q&amp;A</TabsTrigger>
        </TabsList>
        <TabsContent value="forums">
          <ForumsTab />
        </TabsContent>
        <TabsContent value="stories">
          <SuccessStoriesTab />
        </TabsContent>
        <TabsContent value="peer-insights">
          <PeerInsightsTab />
        </TabsContent>
        <TabsContent value="expert-qa">
          <ExpertQaTab />
        </TabsContent>
      </Tabs>
    </Page>
  )
}
