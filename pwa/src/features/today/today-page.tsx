import { Link } from 'react-router'
import { BellRing, CalendarCheck, CloudOff, RefreshCw } from 'lucide-react'
import { drowsyBeforeShift, nextReminder, type DayDose } from '@dosewise/sync-protocol'
import { usePendingCount } from '../../db/hooks'
import { useDayDoses } from '../../lib/use-day-doses'
import { useLocalDb } from '../../db/local-db-context'
import { markDose, undoDose } from '../../db/records/doses'
import { localDay, localNow } from '../../lib/dates'
import { reportWriteError } from '../../lib/report-write-error'
import { useNow } from '../../lib/use-now'
import { useOnline } from '../../lib/use-online'
import { Button } from '../../ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card'
import { EmptyState } from '../../ui/empty-state'
import { Page } from '../../ui/page'
import { Skeleton } from '../../ui/skeleton'
import { DoseRow } from './dose-row'
import { QuickJournal } from './quick-journal'
import { ReminderPermission } from './reminder-permission'

const SNOOZE_MINUTES = 30
const dayHeading = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long' })
const clock = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' })

/**
 * The signed-in home: today's doses from the person's stack, in time order, with one tap to
 * record each; the next reminder; a quick journal entry; and whether everything is synced.
 * All of it from the device's database: instant, and the same offline.
 */
export default function TodayPage() {
  const db = useLocalDb()
  const now = useNow()
  const today = localDay(now)
  const view = useDayDoses(now)
  const pending = usePendingCount()
  const online = useOnline()

  const nameOf = (id: number) => view?.labels.get(id)?.name ?? `Supplement #${id}`
  const doses = view?.doses ?? null
  const next = doses ? nextReminder(doses, localNow(now)) : null
  const taken = (doses ?? []).filter((dose) => dose.state === 'taken')

  async function mark(dose: DayDose, status: 'taken' | 'skipped' | 'snoozed') {
    const snoozedUntil = status === 'snoozed' ? new Date(Date.now() + SNOOZE_MINUTES * 60_000).toISOString() : null
    try {
      await markDose(db, dose, status, snoozedUntil)
    } catch (error) {
      reportWriteError(error)
    }
  }
  async function undo(dose: DayDose) {
    try {
      await undoDose(db, dose)
    } catch (error) {
      reportWriteError(error)
    }
  }

  return (
    <Page title="Today" description={dayHeading.format(now)} width="wide">
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="doses-heading" className="grid content-start gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="doses-heading" className="text-lg font-semibold">
              Today’s doses
            </h2>
            {doses && doses.length > 0 && (
              <p className="text-sm text-muted-foreground">
                {taken.length} of {doses.length} taken
              </p>
            )}
          </div>
          {doses === null ? (
            <div aria-busy="true" className="grid gap-2">
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
          ) : doses.length === 0 ? (
            <EmptyState
              icon={CalendarCheck}
              as="h3"
              title="No doses planned today"
              description="Save a plan from your recommendations, or track a supplement, and its doses appear here."
            >
              <div className="flex flex-wrap justify-center gap-2">
                <Button asChild>
                  <Link to="/recommendations">Your recommendations</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/assessment">Take the assessment</Link>
                </Button>
              </div>
            </EmptyState>
          ) : (
            <ul className="grid gap-2" aria-label="Today’s doses">
              {doses.map((dose) => (
                <DoseRow
                  key={dose.id}
                  dose={dose}
                  name={nameOf(dose.supplementId)}
                  drowsyBefore={
                    dose.time && view?.labels.get(dose.supplementId)?.forSleep
                      ? drowsyBeforeShift(view.settings.rota, today, dose.time)
                      : null
                  }
                  onMark={(status) => void mark(dose, status)}
                  onUndo={() => void undo(dose)}
                />
              ))}
            </ul>
          )}
        </section>

        <div className="grid content-start gap-4">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2 className="flex items-center gap-2">
                  <BellRing className="size-4" aria-hidden="true" /> Next reminder
                </h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="text-sm">
              {next ? (
                <p>
                  <span className="font-medium">{clock.format(next.at)}</span> — {nameOf(next.dose.supplementId)}
                </p>
              ) : (
                <p className="text-muted-foreground">Nothing more planned today.</p>
              )}
              <Link to="/notifications" className="mt-2 mb-3 inline-block text-primary hover:underline">
                Dose times and reminder settings
              </Link>
              <ReminderPermission />
            </CardContent>
          </Card>

          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            {online ? <RefreshCw className="size-4" aria-hidden="true" /> : <CloudOff className="size-4" aria-hidden="true" />}
            {pending > 0
              ? `${pending} ${pending === 1 ? 'change' : 'changes'} waiting to sync${online ? '' : ' — they will be sent when you are back online'}`
              : online
                ? 'Everything is synced'
                : 'Offline — everything here still works, and changes sync when you are back online'}
          </p>

          <QuickJournal takenToday={taken.map((dose) => nameOf(dose.supplementId))} />
        </div>
      </div>
    </Page>
  )
}
