/**
 * New users and assessments per day over the last 30 days (recharts; this module is loaded only
 * when the Dashboard tab shows it). The picture is for the eye: the figure's caption and the
 * table beside it carry the same numbers for everyone else, so the chart is hidden from
 * assistive technology and out of the tab order (no keyboard layer).
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { AdminDashboard } from '@dosewise/sync-protocol'

export default function DailyChart({ daily }: { daily: AdminDashboard['daily'] }) {
  const points = daily.map((day) => ({ ...day, label: day.date.slice(5) }))
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={32} />
          <Tooltip />
          <Legend />
          <Bar dataKey="users" name="New users" fill="var(--color-primary, #2563eb)" />
          <Bar dataKey="assessments" name="Assessments" fill="var(--color-info, #0891b2)" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
