import { useState } from 'react'
import { CalendarPlus } from 'lucide-react'
import {
  APPOINTMENT_DURATION_DEFAULT,
  APPOINTMENT_DURATION_MAX,
  APPOINTMENT_DURATION_MIN,
  APPOINTMENT_REMINDER_CHOICES,
  appointmentInputSchema,
  creationErrors,
  type HealthcareProvider,
} from '@dosewise/sync-protocol'
import { useLocalDb } from '../../db/local-db-context'
import { createRecord } from '../../db/writes'
import { blankToNull } from '../../lib/blank-to-null'
import { formatDateTime, localDay } from '../../lib/dates'
import { useRecordForm } from '../../lib/use-record-form'
import { Button } from '../../ui/button'
import { ChoiceGroup } from '../../ui/choice-group'
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '../../ui/dialog'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { Textarea } from '../../ui/textarea'

type Reminder = 'none' | '15' | '60' | '1440'

interface Values {
  date: string
  time: string
  duration: string
  reason: string
  location: string
  reminder: Reminder
}

const EMPTY: Values = { date: '', time: '09:00', duration: String(APPOINTMENT_DURATION_DEFAULT), reason: '', location: '', reminder: '60' }

const REMINDER_OPTIONS = APPOINTMENT_REMINDER_CHOICES.map((choice) => ({
  value: (choice.minutes === null ? 'none' : String(choice.minutes)) as Reminder,
  label: choice.label,
}))

/** The date and time as typed, on the person's own clock → the moment (UTC ISO); '' when either is missing. */
function startsAtOf(date: string, time: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return ''
  const moment = new Date(`${date}T${time}:00`)
  return Number.isNaN(moment.getTime()) ? '' : moment.toISOString()
}

const toInput = (providerId: string) => (values: Values) => ({
  providerId,
  startsAt: startsAtOf(values.date, values.time),
  durationMinutes: values.duration.trim() === '' ? undefined : Number(values.duration),
  reason: blankToNull(values.reason),
  location: blankToNull(values.location),
  reminderMinutesBefore: values.reminder === 'none' ? null : Number(values.reminder),
})

/**
 * The schema, and the rule the local write and the server add at creation: a time that has not
 * passed yet (checked when the form is submitted, so the message sits under the date).
 */
const scheduleSchema = appointmentInputSchema.superRefine((input, ctx) => {
  for (const error of creationErrors('appointment', input, Date.now()))
    ctx.addIssue({ code: 'custom', path: [error.field], message: error.message })
})

/**
 * 'Schedule' on a provider's card (issue 14): the date and time on the person's own clock, the
 * length, why, where and when to be reminded. Saved on this device at once — offline too — and
 * synced later; the card then lists it with its calendar file.
 */
export function ScheduleDialog({ provider }: { provider: Pick<HealthcareProvider, 'id' | 'providerName'> }) {
  const db = useLocalDb()
  const [open, setOpen] = useState(false)
  const form = useRecordForm<Values>({
    initial: EMPTY,
    schema: scheduleSchema,
    toInput: toInput(provider.id),
    mode: 'create',
    save: async (input) => {
      await createRecord(db, 'appointment', input)
      return input
    },
    success: {
      title: 'Appointment scheduled',
      description: `With ${provider.providerName}. It is saved on this device and syncs when you are online.`,
    },
    failure: { title: 'Error', description: 'Failed to save the appointment. Please try again.' },
    onSaved: () => setOpen(false),
  })
  const id = `schedule-${provider.id}`
  const startsAt = startsAtOf(form.values.date, form.values.time)
  const dateError = form.errors.startsAt

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <CalendarPlus aria-hidden="true" />
          Schedule
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Schedule an appointment"
        description={`With ${provider.providerName}. Saved on this device, so it works offline; it syncs when you are online.`}
      >
        <form onSubmit={form.submit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${id}-date`} label="Date" error={dateError} required>
              <Input type="date" min={localDay(new Date())} {...form.field('date')} />
            </FormField>
            <FormField id={`${id}-time`} label="Time" required hint="Your local time">
              <Input type="time" aria-invalid={dateError ? true : undefined} {...form.field('time')} />
            </FormField>
          </div>
          {startsAt && !dateError && <p className="text-sm text-muted-foreground">Starts {formatDateTime(startsAt)}</p>}
          <FormField
            id={`${id}-duration`}
            label="Duration (minutes)"
            error={form.errors.durationMinutes}
            hint={`${APPOINTMENT_DURATION_MIN} to ${APPOINTMENT_DURATION_MAX} minutes`}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={APPOINTMENT_DURATION_MIN}
              max={APPOINTMENT_DURATION_MAX}
              step={5}
              {...form.field('duration')}
            />
          </FormField>
          <FormField id={`${id}-reason`} label="Reason" error={form.errors.reason}>
            <Textarea placeholder="e.g. Review my blood test results" {...form.field('reason')} />
          </FormField>
          <FormField id={`${id}-location`} label="Location" error={form.errors.location}>
            <Input placeholder="e.g. Riverside Clinic, room 4" autoComplete="off" {...form.field('location')} />
          </FormField>
          <ChoiceGroup
            id={`${id}-reminder`}
            legend="Reminder"
            options={REMINDER_OPTIONS}
            value={form.values.reminder}
            onChange={(value) => form.setValue('reminder', value)}
            error={form.errors.reminderMinutesBefore}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={form.saving}>
              {form.saving ? 'Saving...' : 'Save appointment'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
