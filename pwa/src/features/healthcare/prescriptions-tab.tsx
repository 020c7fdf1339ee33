import { Pill } from 'lucide-react'
import { usePrescriptions } from '../../db/hooks'
import { AddRecordCard } from './add-record-card'
import { PrescriptionCard } from './prescription-card'
import { PrescriptionForm } from './prescription-form'
import { RecordList } from './record-list'

export function PrescriptionsTab() {
  const prescriptions = usePrescriptions()
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <RecordList
        id="prescriptions-heading"
        heading="Your Prescriptions"
        records={prescriptions}
        empty={{
          icon: Pill,
          title: 'No prescriptions',
          description: 'Add your current medications to check for supplement interactions.',
        }}
        renderItem={(prescription) => <PrescriptionCard prescription={prescription} />}
      />
      <AddRecordCard title="Add Prescription">
        <PrescriptionForm />
      </AddRecordCard>
    </div>
  )
}
