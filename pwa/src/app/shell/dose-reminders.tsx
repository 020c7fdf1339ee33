import { useEffect, useRef } from 'react'
import type { DayDose } from '@dosewise/sync-protocol'
import { useLocalDb } from '../../db/local-db-context'
import { markDose } from '../../db/records/doses'
import { reportWriteError } from '../../lib/report-write-error'
import { showSystemNotification } from '../../lib/system-notification'
import { useDayDoses } from '../../lib/use-day-doses'
import { useNow } from '../../lib/use-now'
import { toast } from '../../ui/toast/use-toast'

/**
 * Reminders while the app is open, on any screen (issue 13, layer a): when a timed dose becomes
 * due — its time has come, or its snooze has ended — a toast says so with 'Taken', and when the
 * tab is in the background, a system notification too (if the person allowed them). Each dose
 * is announced once per due moment; the notification's tag is the dose id, so several tabs
 * replace rather than repeat each other. A dose whose time came before its supplement was
 * started is not announced. Off when supplement reminders are switched off.
 */
export function DoseReminders() {
  const db = useLocalDb()
  const now = useNow()
  const view = useDayDoses(now)
  const announced = useRef(new Set<string>())

  useEffect(() => {
    if (!view?.settings.supplementReminders) return
    for (const dose of view.doses) {
      if (dose.state !== 'due' || dose.time === null) continue
      // A dose whose time came before the supplement was started is no reminder anyone asked
      // for (a plan saved at 08:47 does not announce its 08:00 dose over the "saved" message).
      const [hours, minutes] = dose.time.split(':').map(Number)
      const [year, month, day] = dose.date.split('-').map(Number)
      const started = view.startedAt.get(dose.supplementId)
      const startedMinute = started === undefined ? undefined : Math.floor(started / 60_000) * 60_000
      if (!dose.record && startedMinute !== undefined && new Date(year, month - 1, day, hours, minutes).getTime() < startedMinute) continue
      const moment = `${dose.id}:${dose.record?.snoozedUntil ?? dose.time}`
      if (announced.current.has(moment)) continue
      announced.current.add(moment)
      const name = view.labels.get(dose.supplementId)?.name ?? 'your supplement'
      announce(dose, name)
    }

    function announce(dose: DayDose, name: string) {
      const title = `Time for ${name}`
      const body = dose.dosage ? `${dose.dosage} — mark it taken in Dosewise.` : 'Mark it taken in Dosewise.'
      toast({
        title,
        description: dose.dosage ?? undefined,
        action: {
          label: 'Taken',
          onClick: () => markDose(db, dose, 'taken').catch(reportWriteError),
        },
      })
      if (document.visibilityState === 'hidden') void showSystemNotification(title, { body, tag: dose.id, data: { url: '/' } })
    }
  }, [db, view])

  return null
}
