import { FlaskConical } from 'lucide-react'
import { useLabResults } from '../../db/hooks'
import { AddRecordCard } from './add-record-card'
import { LabImportDialog } from './lab-import-dialog'
import { LabResultCard } from './lab-result-card'
import { LabResultForm } from './lab-result-form'
import { RecordList } from './record-list'

export function LabResultsTab() {
  const labs = useLabResults()
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <RecordList
        id="lab-results-heading"
        heading="Your Lab Results"
        records={labs}
        empty={{
          icon: FlaskConical,
          title: 'No lab results',
          description: 'Add your lab results to get personalized supplement recommendations.',
        }}
        renderItem={(lab) => <LabResultCard lab={lab} />}
      />
      <AddRecordCard
        title="Add Lab Result"
        description="The status (low, normal, high) is worked out from the value and the reference range."
      >
        <LabResultForm />
        <div className="mt-6 grid gap-2 border-t pt-4">
          <p className="text-sm text-muted-foreground">Have a FHIR or CSV export from your patient portal or lab?</p>
          <LabImportDialog />
        </div>
      </AddRecordCard>
    </div>
  )
}
