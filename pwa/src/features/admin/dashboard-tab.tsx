import { useServerData } from '../../lib/use-server-data'
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card'
import { loadDashboard } from './admin-data'
import { describeTrend, formatDay } from './admin-format'
import { DailyFigure } from './daily-figure'
import { HealthBadges } from './health-badges'
import { LoadState } from './load-state'
import { StatCard } from './stat-card'

const percentText = (percent: number | null) => (percent === null ? '—' : `${percent}%`)

/**
 * The Dashboard tab: real figures from the server (services/admin/dashboard_service.ts), asked
 * for each time the tab opens. Demo accounts are not counted as users.
 */
export function DashboardTab() {
  const answer = useServerData('admin-dashboard', loadDashboard, 'Could not load the dashboard.')
  const data = answer.data
  if (!data) return <LoadState data={answer} label="the dashboard" />
  const { totals, completion, reminders, interactionAlerts } = data
  return (
    <div className="flex flex-col gap-6">
      <LoadState data={answer} label="the dashboard" />
      <section aria-labelledby="admin-totals" className="flex flex-col gap-3">
        <h2 id="admin-totals" className="sr-only">
          Totals
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard title="Total Users" value={totals.users.count} detail={describeTrend(totals.users.trend)} />
          <StatCard
            title="Active Assessments"
            value={totals.activeAssessments.count}
            detail={describeTrend(totals.activeAssessments.trend)}
          />
          <StatCard
            title="Supplements in DB"
            value={totals.supplements.count}
            detail="Catalogue entries (no trend: the catalogue records no dates)"
          />
          <StatCard
            title="Drug Interactions"
            value={totals.interactions.count}
            detail="Known pairs (no trend: the catalogue records no dates)"
          />
        </div>
      </section>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>New users and assessments</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <DailyFigure daily={data.daily} />
        </CardContent>
      </Card>

      <div className="grid gap-4 lg:grid-cols-3">
        <StatCard
          title="Assessment completion rate"
          value={percentText(completion.percent)}
          detail={`${completion.completed} of ${completion.accounts} accounts have finished an assessment with a computed plan.`}
        />
        <StatCard
          title="Reminders sent"
          value={reminders.sent}
          detail={`${reminders.delivered} delivered to at least one device; last 30 days: ${reminders.sentLast30} sent, ${reminders.deliveredLast30} delivered.`}
        />
        <StatCard
          title="Interaction alerts sent"
          value={interactionAlerts.total}
          detail={`${interactionAlerts.last30} in the last 30 days.`}
        />
      </div>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Recent users</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          {data.recentUsers.length === 0 ? (
            <p className="text-sm text-muted-foreground">No one has signed up yet.</p>
          ) : (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left">
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Profession</th>
                  <th scope="col">Join Date</th>
                </tr>
              </thead>
              <tbody>
                {data.recentUsers.map((user) => (
                  <tr key={user.id} className="border-t">
                    <td className="py-2">{user.name}</td>
                    <td>{user.email}</td>
                    <td>{user.profession ?? '—'}</td>
                    <td>{formatDay(user.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>System health</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <HealthBadges health={data.health} />
        </CardContent>
      </Card>
    </div>
  )
}
