import { useSearchParams } from 'react-router'
import { Page } from '../../ui/page'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { DashboardTab } from './dashboard-tab'
import { UsersTab } from './users-tab'
import { SupplementsTab } from './supplements-tab'
import { AnalyticsTab } from './analytics-tab'
import { SystemTab } from './system-tab'

const TABS = ['dashboard', 'users', 'supplements', 'analytics', 'system'] as const
type Tab = (typeof TABS)[number]

/**
 * Administration (spec §2, issue 16, ADR 0034), for people with the admin role only (app/admin-route.tsx
 * shows everyone else the 404 page; the API refuses them whatever this shows). The open tab is
 * in the address (`?tab=users`); a tab's content loads when it is opened.
 */
export default function AdminPage() {
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const tab: Tab = TABS.find((t) => t === requested) ?? 'dashboard'
  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === 'dashboard') next.delete('tab')
        else next.set('tab', value)
        return next
      },
      { replace: true }
    )
  return (
    <Page title="Administration" description="Users, the supplement catalogue, analytics and the system's health." width="wide">
      <Tabs value={tab} onValueChange={select}>
        <TabsList aria-label="Administration">
          <TabsTrigger value="dashboard">Dashboard</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="supplements">Supplements</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="system">System</TabsTrigger>
        </TabsList>
        <TabsContent value="dashboard">
          <DashboardTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="supplements">
          <SupplementsTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
        <TabsContent value="system">
          <SystemTab />
        </TabsContent>
      </Tabs>
    </Page>
  )
}
