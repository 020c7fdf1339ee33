import { useState } from 'react'
import { CalendarDays, Download, X } from 'lucide-react'
import {
  APPOINTMENT_REMINDER_CHOICES,
  appointmentEndsAt,
  appointmentIcs,
  appointmentIcsFileName,
  type Appointment,
} from '@dosewise/sync-protocol'
import type { Local } from '../../db/hooks'
import { useLocalDb } from '../../db/local-db-context'
import { formatDateTime } from '../../lib/dates'
import { removeRecord } from '../../lib/remove-record'
import { saveFile } from '../../lib/save-file'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { PendingSyncBadge } from '../../ui/pending-sync-badge'

function reminderText(minutes: number | null): string {
  if (minutes === null) return 'No reminder'
  const choice = APPOINTMENT_REMINDER_CHOICES.find((option) => option.minutes === minutes)
  return choice ? `Reminder ${choice.label}` : `Reminder ${minutes} min before`
}

/**
 * A provider's upcoming appointments on its card (issue 14), soonest first: when, for how long,
 * why and where, the reminder; 'Add to calendar (.ics)' saves a calendar file made on this device
 * (its alarm reminds from the phone's calendar), and 'Cancel' deletes the appointment everywhere.
 */
export function AppointmentList({ providerName, appointments }: { providerName: string; appointments: Local<Appointment>[] }) {
  if (appointments.length === 0) return null
  const headingId = `appointments-${appointments[0].providerId}`
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h4 id={headingId} className="text-sm font-semibold">
        Upcoming appointments
      </h4>
      <ul className="grid gap-2">
        {appointments.map((appointment) => (
          <AppointmentItem key={appointment.id} providerName={providerName} appointment={appointment} />
        ))}
      </ul>
    </section>
  )
}

function AppointmentItem({ providerName, appointment }: { providerName: string; appointment: Local<Appointment> }) {
  const db = useLocalDb()
  const [cancelling, setCancelling] = useState(false)
  const when = formatDateTime(appointment.startsAt)
  const details = [`${appointment.durationMinutes} min`, appointment.location, reminderText(appointment.reminderMinutesBefore)].filter(
    Boolean
  )

  function addToCalendar() {
    const ics = appointmentIcs({ appointment, providerName, now: Date.now() })
    saveFile(appointmentIcsFileName(providerName, appointment.startsAt), ics, 'text/calendar;charset=utf-8')
  }

  return (
    <li className="grid gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-start gap-2">
        <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div className="mr-auto grid min-w-0 gap-0.5">
          <p className="font-medium">
            <time dateTime={appointment.startsAt}>{when}</time>
          </p>
          <p className="text-sm text-muted-foreground">{details.join(' · ')}</p>
          {appointment.reason && <p className="text-sm break-words whitespace-pre-wrap">{appointment.reason}</p>}
        </div>
        {appointment.pending && <PendingSyncBadge />}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={addToCalendar} aria-label={`Add to calendar (.ics): ${when}`}>
          <Download aria-hidden="true" />
          Add to calendar (.ics)
        </Button>
        <Button
          variant="ghost"
          className="text-destructive"
          onClick={() => setCancelling(true)}
          aria-label={`Cancel appointment on ${when}`}
        >
          <X aria-hidden="true" />
          Cancel appointment
        </Button>
      </div>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title="Cancel this appointment?"
        description={`Your appointment with ${providerName} on ${when} will be removed from all your devices. Tell ${providerName} yourself if they expect you.`}
        confirmLabel="Cancel appointment"
        onConfirm={() =>
          removeRecord(db, 'appointment', appointment.id, {
            done: 'Appointment cancelled',
            failed: 'Failed to cancel the appointment. Please try again.',
          })
        }
      />
    </li>
  )
}

/** The appointments of one provider that have not ended yet, soonest first. */
export function upcomingFor(appointments: readonly Local<Appointment>[] | undefined, providerId: string, now: number) {
  return (appointments ?? [])
    .filter((appointment) => appointment.providerId === providerId && appointmentEndsAt(appointment) > now)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
}
