import { CalendarPlus, Mail, Phone, Share2 } from 'lucide-react'
import type { HealthcareProvider } from '@dosewise/sync-protocol'
import type { Local } from '../../db/hooks'
import { useLocalDb } from '../../db/local-db-context'
import { removeRecord } from '../../lib/remove-record'
import { Badge } from '../../ui/badge'
import { ComingSoonButton } from '../../ui/coming-soon-button'
import { RecordActions } from '../../ui/record-actions'
import { ProviderForm } from './provider-form'
import { RecordCard } from './record-card'

export function ProviderCard({ provider }: { provider: Local<HealthcareProvider> }) {
  const db = useLocalDb()
  const name = provider.providerName
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
        <ComingSoonButton variant="secondary">
          <Share2 aria-hidden="true" />
          Share Report
        </ComingSoonButton>
        <ComingSoonButton variant="secondary">
          <CalendarPlus aria-hidden="true" />
          Schedule
        </ComingSoonButton>
      </div>
      <RecordActions
        name={name}
        editTitle="Edit Provider"
        renderEditForm={(close) => <ProviderForm provider={provider} onDone={close} />}
        deleteTitle="Delete this provider?"
        deleteDescription={`${name} will be removed from all your devices.`}
        onDelete={() =>
          removeRecord(db, 'healthcareProvider', provider.id, {
            done: 'Provider deleted',
            failed: 'Failed to delete healthcare provider. Please try again.',
          })
        }
      />
    </RecordCard>
  )
}
