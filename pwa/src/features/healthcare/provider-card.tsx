import { Mail, Phone } from 'lucide-react'
import type { HealthcareProvider } from '@dosewise/sync-protocol'
import { useAppointments, type Local } from '../../db/hooks'
import { useLocalDb } from '../../db/local-db-context'
import { deleteRecord } from '../../db/writes'
import { removeRecord } from '../../lib/remove-record'
import { reportWriteError } from '../../lib/report-write-error'
import { useNow } from '../../lib/use-now'
import { Badge } from '../../ui/badge'
import { RecordActions } from '../../ui/record-actions'
import { AppointmentList, upcomingFor } from './appointment-list'
import { ProviderForm } from './provider-form'
import { RecordCard } from './record-card'
import { ScheduleDialog } from './schedule-dialog'
import { ShareReportDialog } from './share-report-dialog'

/**
 * A provider on the Providers tab (spec §2): how to reach them, 'Share Report' (a report made by
 * the server from the person's records, mailed to this provider; online) and 'Schedule' (an
 * appointment kept on the device, offline too), with the upcoming appointments below. Deleting
 * the provider cancels their appointments as well, so no reminder fires for someone removed.
 */
export function ProviderCard({ provider }: { provider: Local<HealthcareProvider> }) {
  const db = useLocalDb()
  const now = useNow()
  const appointments = useAppointments()
  const name = provider.providerName
  const upcoming = upcomingFor(appointments, provider.id, now.getTime())
  const all = (appointments ?? []).filter((appointment) => appointment.providerId === provider.id)

  async function deleteProvider() {
    await removeRecord(db, 'healthcareProvider', provider.id, {
      done: 'Provider deleted',
      failed: 'Failed to delete healthcare provider. Please try again.',
    })
    for (const appointment of all) await deleteRecord(db, 'appointment', appointment.id).catch(reportWriteError)
  }

  return (
    <RecordCard
      id={`provider-${provider.id}`}
      title={name}
      subtitle={provider.specialty}
      badges={provider.isActive && <Badge variant="success">Active</Badge>}
      pending={provider.pending}
    >
      {(provider.email || provider.phone) && (
        <ul className="grid gap-1 text-sm">
          {provider.email && (
            <li className="flex min-w-0 items-center gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <a className="break-all text-primary underline-offset-4 hover:underline" href={`mailto:${provider.email}`}>
                {provider.email}
              </a>
            </li>
          )}
          {provider.phone && (
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <a className="text-primary underline-offset-4 hover:underline" href={`tel:${provider.phone.replace(/\s+/g, '')}`}>
                {provider.phone}
              </a>
            </li>
          )}
        </ul>
      )}
      {provider.notes && <p className="text-sm break-words whitespace-pre-wrap">{provider.notes}</p>}
      <div className="flex flex-wrap gap-2">
        <ShareReportDialog provider={provider} pending={provider.pending} />
        <ScheduleDialog provider={provider} />
      </div>
      <AppointmentList providerName={name} appointments={upcoming} />
      <RecordActions
        name={name}
        editTitle="Edit Provider"
        renderEditForm={(close) => <ProviderForm provider={provider} onDone={close} />}
        deleteTitle="Delete this provider?"
        deleteDescription={
          all.length > 0
            ? `${name} and ${all.length === 1 ? 'their appointment' : `their ${all.length} appointments`} will be removed from all your devices.`
            : `${name} will be removed from all your devices.`
        }
        onDelete={deleteProvider}
      />
    </RecordCard>
  )
}
