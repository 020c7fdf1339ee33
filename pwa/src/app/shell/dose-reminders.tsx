import { useEffect, useRef } from 'react'
import { dayDoses, type DayDose } from '@dosewise/sync-protocol'
import { useDoses, useReminderSettings, useStack, useSupplementNames } from '../../db/hooks'
import { useLocalDb } from '../../db/local-db-context'
import { markDose } from '../../db/records/doses'
import { localDay, localNow } from '../../lib/dates'
import { reportWriteError } from '../../lib/report-write-error'
import { showSystemNotification } from '../../lib/system-notification'
import { useNow } from '../../lib/use-now'
import { toast } from '../../ui/toast/use-toast'

/**
 * Reminders while the app is open, on any screen (issue 13, layer a): when a timed dose becomes
 * due — its time has come, or its snooze has ended — a toast says so with 'Taken', and when the
 * tab is in the background, a system notification too (if the person allowed them). Each dose
 * is announced once per due moment; the notification's tag is the dose id, so several tabs
 * replace rather than repeat each other. Off when supplement reminders are switched off.
 */
export function DoseReminders() {
  const db = useLocalDb()
  const now = useNow()
  const today = localDay(now)
  const stack = useStack()
  const records = useDoses(today, today)
  const settings = useReminderSettings()
  const names = useSupplementNames()
  const announced = useRef(new Set<string>())

  useEffect(() => {
    if (!stack || !records || names === undefined || !settings?.supplementReminders) return
    const clock = localNow(now)
    const items = stack.map((item) => ({ ...item, startedOn: localDay(new Date(item.startedAt)) }))
    for (const dose of dayDoses(db.userId, items, today, records, clock, settings.rota)) {
      if (dose.state !== 'due' || dose.time === null) continue
      const moment = `${dose.id}:${dose.record?.snoozedUntil ?? dose.time}`
      if (announced.current.has(moment)) continue
      announced.current.add(moment)
      const name = names.get(dose.supplementId) ?? 'your supplement'
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
  }, [db, now, today, stack, records, settings, names])

  return null
}
