import { useMemo } from 'react'
import { WORK_HOURS_LABELS, weeklySeries, type WeekPoint } from '@dosewise/sync-protocol'
import { useCheckIns, useDoses, useJournalEntriesSince, useLatestAssessment, useStack } from '../../db/hooks'
import { localDay } from '../../lib/dates'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card'
import { Page } from '../../ui/page'
import { Skeleton } from '../../ui/skeleton'
import { CheckInForm } from './check-in-form'
import { ChartSlot } from './chart-slot'

const WEEKS = 12
const WELLNESS_LINES = [
  { label: 'Wellbeing', value: (w: WeekPoint) => w.wellbeing, stroke: '#0f766e' },
  { label: 'Energy', value: (w: WeekPoint) => w.energy, stroke: '#b45309' },
  { label: 'Sleep', value: (w: WeekPoint) => w.sleep, stroke: '#4338ca' },
  { label: 'Stress management', value: (w: WeekPoint) => w.stress, stroke: '#be123c' },
] as const
const COMPLIANCE_LINES = [{ label: 'Doses taken (%)', value: (w: WeekPoint) => w.compliance, stroke: '#0f766e' }] as const
const SCORE_RANGE: [number, number] = [0, 10]
const PERCENT_RANGE: [number, number] = [0, 100]

const weekOf = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' })
const one = (value: number | null) => (value === null ? '—' : (Math.round(value * 10) / 10).toFixed(1))

/**
 * Your Progress: the weekly check-in, and twelve weeks of wellbeing, energy, sleep, stress and
 * dose compliance from the journal, the check-ins and the doses marked — charted, and the same
 * numbers as a table. Everything from the device's database, so it works offline.
 */
export default function ProgressPage() {
  const today = localDay(new Date())
  const since = localDay(new Date(Date.now() - WEEKS * 7 * 86_400_000))
  // The window's entries only (a day early, for time zones): the index range, not the whole journal.
  const entries = useJournalEntriesSince(`${localDay(new Date(Date.now() - (WEEKS * 7 + 1) * 86_400_000))}T00:00:00.000Z`)
  const checkIns = useCheckIns()
  const stack = useStack()
  const doses = useDoses(since, today)
  const latest = useLatestAssessment()

  const weeks = useMemo(() => {
    if (!entries || !checkIns || !stack || !doses) return null
    return weeklySeries(
      {
        entries: entries.map((entry) => ({ ...entry, day: localDay(new Date(entry.date)) })),
        checkIns: checkIns.map((checkIn) => ({ ...checkIn, day: localDay(new Date(checkIn.createdAt)) })),
        items: stack.map((item) => ({ supplementId: item.supplementId, startedOn: localDay(new Date(item.startedAt)) })),
        doses,
      },
      today,
      WEEKS
    )
  }, [entries, checkIns, stack, doses, today])

  const started = stack && stack.length > 0 ? Math.min(...stack.map((item) => Date.parse(item.startedAt))) : null
  const planWeek = started === null ? 1 : Math.max(1, Math.floor((Date.now() - started) / (7 * 86_400_000)) + 1)
  const thisWeek = weeks?.at(-1)
  const shift = latest?.assessment.workHours
  const hasData = weeks?.some((week) => week.observations > 0 || week.compliance !== null)

  return (
    <Page title="Your Progress" description="Week by week: wellbeing, energy, sleep, stress and the doses you took." width="wide">
      {shift && (
        <p className="text-sm text-muted-foreground">
          Your work pattern: {WORK_HOURS_LABELS[shift as keyof typeof WORK_HOURS_LABELS] ?? shift} (from your latest assessment).
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Week {planWeek} check-in</h2>
            </CardTitle>
            <CardDescription>How has this week been? It takes a minute.</CardDescription>
          </CardHeader>
          <CardContent>
            {weeks ? <CheckInForm week={planWeek} compliance={thisWeek?.compliance ?? null} /> : <Skeleton className="h-64" />}
          </CardContent>
        </Card>

        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Wellbeing over {WEEKS} weeks</h2>
              </CardTitle>
              <CardDescription>Out of 10, higher is better (stress management: calmer is higher).</CardDescription>
            </CardHeader>
            <CardContent>
              {weeks === null ? (
                <Skeleton className="h-56" />
              ) : !hasData ? (
                <p className="text-sm text-muted-foreground">
                  Write in your journal, mark your doses on Today or save a check-in, and your weeks appear here.
                </p>
              ) : (
                <ChartSlot weeks={weeks} lines={WELLNESS_LINES} range={SCORE_RANGE} label="wellbeing" />
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Doses taken</h2>
              </CardTitle>
              <CardDescription>Of the doses planned each week, the share you marked taken.</CardDescription>
            </CardHeader>
            <CardContent>
              {weeks === null ? (
                <Skeleton className="h-56" />
              ) : weeks.every((week) => week.compliance === null) ? (
                <p className="text-sm text-muted-foreground">Save a plan and mark your doses on Today to see this.</p>
              ) : (
                <ChartSlot weeks={weeks} lines={COMPLIANCE_LINES} range={PERCENT_RANGE} label="compliance" />
              )}
            </CardContent>
          </Card>
        </div>
      </div>

      {weeks && hasData && (
        <section aria-labelledby="weeks-table" className="grid gap-2">
          <h2 id="weeks-table" className="text-lg font-semibold">
            Week by week
          </h2>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">Weekly averages out of 10, and doses taken</caption>
              <thead>
                <tr className="border-b text-left">
                  <th scope="col" className="py-2">
                    Week of
                  </th>
                  <th scope="col">Wellbeing</th>
                  <th scope="col">Energy</th>
                  <th scope="col">Sleep</th>
                  <th scope="col">Stress management</th>
                  <th scope="col">Doses taken</th>
                  <th scope="col">Entries</th>
                </tr>
              </thead>
              <tbody>
                {[...weeks].reverse().map((week) => (
                  <tr key={week.from} className="border-b">
                    <th scope="row" className="py-2 text-left font-normal">
                      {weekOf.format(new Date(`${week.from}T00:00:00`))}
                    </th>
                    <td>{one(week.wellbeing)}</td>
                    <td>{one(week.energy)}</td>
                    <td>{one(week.sleep)}</td>
                    <td>{one(week.stress)}</td>
                    <td>{week.compliance === null ? '—' : `${week.compliance}%`}</td>
                    <td>{week.observations}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </Page>
  )
}
