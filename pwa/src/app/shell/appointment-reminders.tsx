import { useEffect, useRef } from 'react'
import { appointmentReminderAt, appointmentReminderDue } from '@dosewise/sync-protocol'
import { useAppointments, useHealthcareProviders } from '../../db/hooks'
import { formatDateTime } from '../../lib/dates'
import { showSystemNotification } from '../../lib/system-notification'
import { useNow } from '../../lib/use-now'
import { toast } from '../../ui/toast/use-toast'

/**
 * Appointment reminders while the app is open (issue 14), the way dose reminders are given
 * (dose-reminders.tsx): when an appointment's reminder moment comes — its start less the lead the
 * person chose — a toast says so, and a system notification too when the tab is in the
 * background (if allowed). Each is announced once per moment; the notification's tag is the
 * appointment's id, the same as the server's Web Push, so a device shows one of them. A moment
 * more than the reminder window ago is not announced (the app was closed then); the calendar
 * file's alarm and the push cover that.
 */
export function AppointmentReminders() {
  const now = useNow()
  const appointments = useAppointments()
  const providers = useHealthcareProviders()
  const announced = useRef(new Set<string>())

  useEffect(() => {
    if (!appointments || !providers) return
    for (const appointment of appointments) {
      if (!appointmentReminderDue(appointment, now.getTime())) continue
      const moment = `${appointment.id}:${appointmentReminderAt(appointment)}`
      if (announced.current.has(moment)) continue
      announced.current.add(moment)
      const provider = providers.find((candidate) => candidate.id === appointment.providerId)
      const title = `Appointment with ${provider?.providerName ?? 'your provider'}`
      const body = [formatDateTime(appointment.startsAt), appointment.location].filter(Boolean).join(' · ')
      toast({ title, description: body })
      if (document.visibilityState === 'hidden')
        void showSystemNotification(title, { body, tag: appointment.id, data: { url: '/healthcare' } })
    }
  }, [appointments, providers, now])

  return null
}
