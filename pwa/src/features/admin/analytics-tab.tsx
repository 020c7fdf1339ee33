import { Suspense, lazy } from 'react'
import { useServerData } from '../../lib/use-server-data'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card'
import { fetchAnalytics } from './analytics/analytics-api'
import { SendNotificationForm } from './analytics/send-notification-form'

const ProfessionBars = lazy(() => import('./analytics/profession-bars'))

/**
 * The Analytics tab of /admin (issue 16): popular supplements by profession and the assessment
 * completion rate, from real accounts (demo accounts left out), and Send Notifications.
 */
export function AnalyticsTab() {
  const analytics = useServerData('admin-analytics', fetchAnalytics, 'Failed to load the analytics.')
  const data = analytics.data
  return (
    <div className="grid gap-8">
      {analytics.error && <p role="alert">{analytics.error}</p>}
      {analytics.offline && <p role="status">Analytics need a connection.</p>}
      {data && (
        <>
          <Card role="group" aria-label="Assessment completion" className="max-w-sm">
            <CardHeader>
              <CardTitle asChild>
                <h3>Assessment completion</h3>
              </CardTitle>
              <CardDescription>People who have saved an assessment, of all accounts (demo accounts left out).</CardDescription>
            </CardHeader>
            <CardContent>
              <p className="text-3xl font-bold">{data.assessments.percent}%</p>
              <p className="text-sm">
                {data.assessments.completed} of {data.assessments.people}
              </p>
            </CardContent>
          </Card>
          <section aria-labelledby="admin-popular-heading" className="grid gap-3">
            <h3 id="admin-popular-heading" className="text-lg font-semibold">
              Popular supplements by profession
            </h3>
            <p className="text-sm text-muted-foreground">
              The percent of each profession&apos;s people whose plan or stack includes the supplement; a person&apos;s profession is that
              of their latest assessment.
            </p>
            <Suspense fallback={<p role="status">Loading the chart…</p>}>
              <ProfessionBars professions={data.professions} />
            </Suspense>
          </section>
        </>
      )}
      <SendNotificationForm />
    </div>
  )
}
