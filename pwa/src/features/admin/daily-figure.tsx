import { lazy, Suspense } from 'react'
import type { AdminDashboard } from '@dosewise/sync-protocol'
import { Spinner } from '../../ui/spinner'
import { formatDay } from './admin-format'

const DailyChart = lazy(() => import('./daily-chart'))

/** The 30-day chart with its words: a summary caption and the figures as a table. */
export function DailyFigure({ daily }: { daily: AdminDashboard['daily'] }) {
  const users = daily.reduce((sum, day) => sum + day.users, 0)
  const assessments = daily.reduce((sum, day) => sum + day.assessments, 0)
  const busiest = daily.reduce((best, day) => (day.users + day.assessments > best.users + best.assessments ? day : best), daily[0])
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm text-muted-foreground">
        Last 30 days: {users} new {users === 1 ? 'user' : 'users'} and {assessments} {assessments === 1 ? 'assessment' : 'assessments'}
        {busiest && busiest.users + busiest.assessments > 0 && `; busiest day ${formatDay(busiest.date)}`}.
      </figcaption>
      <Suspense fallback={<Spinner label="Loading the chart..." />}>
        <DailyChart daily={daily} />
      </Suspense>
      <details>
        <summary className="cursor-pointer text-sm font-medium">Show the figures as a table</summary>
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">New users and assessments per day, last 30 days</caption>
          <thead>
            <tr className="text-left">
              <th scope="col">Day</th>
              <th scope="col">New users</th>
              <th scope="col">Assessments</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date}>
                <th scope="row" className="font-normal">
                  {formatDay(day.date)}
                </th>
                <td>{day.users}</td>
                <td>{day.assessments}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
