import { FlaskConical } from 'lucide-react'
import type { LabResult } from '@dosewise/sync-protocol'
import { PAGE_SIZE, usePagedRecords } from '../../db/paged-records'
import { useKeptCount } from '../../lib/use-kept-count'
import { AddRecordCard } from './add-record-card'
import { LabImportDialog } from './lab-import-dialog'
import { LabResultCard, labResultTitleId } from './lab-result-card'
import { LabResultForm } from './lab-result-form'
import { RecordList } from './record-list'

/** Lab results, the latest test first, a page at a time (years of panels add up; ADR 0045). */
export function LabResultsTab() {
  const { records: labs, hasMore, showMore } = usePagedRecords<LabResult>('labResult', useKeptCount('lab-results', PAGE_SIZE))
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
        more={{ label: 'Show more lab results', hasMore, showMore, titleIdOf: labResultTitleId }}
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
