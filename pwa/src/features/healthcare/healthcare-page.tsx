import { useSearchParams } from 'react-router'
import { Page } from '../../ui/page'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { LabResultsTab } from './lab-results-tab'
import { PrescriptionsTab } from './prescriptions-tab'
import { ProvidersTab } from './providers-tab'
import { ReportsTab } from './reports-tab'

const TABS = ['providers', 'lab-results', 'prescriptions', 'reports'] as const
type Tab = (typeof TABS)[number]

/**
 * Healthcare (spec §2): providers, lab results and prescriptions, kept on this device and synced.
 * The open tab is in the address (`?tab=reports`), so a report's 'Back to Healthcare' and the
 * browser's Back return to the tab the person left.
 */
export default function HealthcarePage() {
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const tab: Tab = TABS.find((t) => t === requested) ?? 'providers'
  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === 'providers') next.delete('tab')
        else next.set('tab', value)
        return next
      },
      { replace: true }
    )
  return (
    <Page title="Healthcare Integration" description="Manage your healthcare data and share with your supplement routine" width="wide">
      <Tabs value={tab} onValueChange={select}>
        <TabsList aria-label="Healthcare records">
          <TabsTrigger value="providers">Providers</TabsTrigger>
          <TabsTrigger value="lab-results">Lab Results</TabsTrigger>
          <TabsTrigger value="prescriptions">Prescriptions</TabsTrigger>
          <TabsTrigger value="reports">Reports</TabsTrigger>
        </TabsList>
        <TabsContent value="providers">
          <ProvidersTab />
        </TabsContent>
        <TabsContent value="lab-results">
          <LabResultsTab />
        </TabsContent>
        <TabsContent value="prescriptions">
          <PrescriptionsTab />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsTab />
        </TabsContent>
      </Tabs>
    </Page>
  )
}
