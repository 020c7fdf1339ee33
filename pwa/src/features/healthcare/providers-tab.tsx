import { Stethoscope } from 'lucide-react'
import { useHealthcareProviders } from '../../db/hooks'
import { AddRecordCard } from './add-record-card'
import { ProviderCard } from './provider-card'
import { ProviderForm } from './provider-form'
import { RecordList } from './record-list'

export function ProvidersTab() {
  const providers = useHealthcareProviders()
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <RecordList
        id="providers-heading"
        heading="Your Providers"
        records={providers}
        empty={{
          icon: Stethoscope,
          title: 'No providers added',
          description: 'Add your doctors and specialists so you can share your supplement routine with them.',
        }}
        renderItem={(provider) => <ProviderCard provider={provider} />}
      />
      <AddRecordCard title="Add Provider">
        <ProviderForm />
      </AddRecordCard>
    </div>
  )
}
