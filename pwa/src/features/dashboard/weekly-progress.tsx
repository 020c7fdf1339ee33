import { Link } from 'react-router'
import { NotebookPen } from 'lucide-react'
import type { JournalEntry } from '@dosewise/sync-protocol'
import type { Local } from '../../db/hooks'
import { plural } from '../../lib/plural'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { Skeleton } from '../../ui/skeleton'
import { DashboardSection } from './dashboard-section'
import { formatScore, weeklyWellness, type WeeklyWellness } from './wellness-stats'

const BARS: { key: keyof Omit<WeeklyWellness, 'entries'>; label: string }[] = [
  { key: 'overall', label: 'Overall wellbeing' },
  { key: 'energy', label: 'Energy' },
  { key: 'sleep', label: 'Sleep quality' },
  { key: 'stressManagement', label: 'Stress management' },
]

/**
 * Four bars out of 10 from the last 7 days of the journal (the mapping is in wellness-stats).
 * Each figure is written beside its bar, so the bars are only for the eye.
 */
export function WeeklyProgress({ entries, now }: { entries: Local<JournalEntry>[] | undefined; now: Date }) {
  const wellness = entries && weeklyWellness(entries, now)
  return (
    <DashboardSection
      title="Weekly progress"
      description={
        wellness ? `From your ${plural(wellness.entries, 'journal entry', 'journal entries')} of the last 7 days, out of 10.` : undefined
      }
      busy={entries === undefined}
      footer={
        <Button asChild variant="outline">
          <Link to="/progress">View your progress</Link>
        </Button>
      }
    >
      {entries === undefined ? (
        <div className="grid gap-4">
          {BARS.map((bar) => (
            <Skeleton key={bar.key} className="h-8" />
          ))}
        </div>
      ) : !wellness ? (
        <EmptyState
          icon={NotebookPen}
          title="No journal entries this week"
          description="Your weekly progress is worked out from how you feel each day."
        >
          <Button asChild>
            <Link to="/journal">Log how you feel in the journal</Link>
          </Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-4">
          {BARS.map(({ key, label }) => (
            <li key={key} className="grid gap-1.5">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium">{label}</span>
                <span className="tabular-nums">{formatScore(wellness[key])}/10</span>
              </div>
              <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-muted">
                <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(Math.max(wellness[key], 0), 10) * 10}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  )
}
