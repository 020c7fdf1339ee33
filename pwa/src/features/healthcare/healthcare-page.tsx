import { Page } from '../../ui/page'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { LabResultsTab } from './lab-results-tab'
import { PrescriptionsTab } from './prescriptions-tab'
import { ProvidersTab } from './providers-tab'
import { ReportsTab } from './reports-tab'

/** Healthcare (spec §2): providers, lab results and prescriptions, kept on this device and synced. */
export default function HealthcarePage() {
  return (
    <Page title="Healthcare Integration" description="Manage your healthcare data and share with your supplement routine" width="wide">
      <Tabs defaultValue="providers">
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
