import { memo } from 'react'
import { LAB_STATUS_LABELS, type LabResult, type LabStatus } from '@dosewise/sync-protocol'
import type { Local } from '../../db/hooks'
import { useLocalDb } from '../../db/local-db-context'
import { formatCalendarDate } from '../../lib/dates'
import { removeRecord } from '../../lib/remove-record'
import { Badge, type BadgeVariant } from '../../ui/badge'
import { RecordActions } from '../../ui/record-actions'
import { LabResultForm } from './lab-result-form'
import { RecordCard } from './record-card'

/** Spec §2: low blue, normal green, high red — with the word, never colour alone. */
const STATUS_BADGE: Record<LabStatus, BadgeVariant> = { low: 'info', normal: 'success', high: 'destructive' }

/** The id of a lab result's heading (its test name). */
export const labResultTitleId = (lab: { id: string }) => `lab-${lab.id}`

/** One lab result; memoised so a save re-renders only the changed result (ADR 0045). */
export const LabResultCard = memo(function LabResultCard({ lab }: { lab: Local<LabResult> }) {
  const db = useLocalDb()
  const tested = formatCalendarDate(lab.testedAt)
  return (
    <RecordCard
      id={labResultTitleId(lab)}
      title={lab.testName}
      subtitle={
        <>
          Tested <time dateTime={lab.testedAt}>{tested}</time>
        </>
      }
      badges={lab.status && <Badge variant={STATUS_BADGE[lab.status]}>{LAB_STATUS_LABELS[lab.status]}</Badge>}
      pending={lab.pending}
    >
      <p className="text-2xl font-semibold break-words">
        {lab.value}
        {lab.unit && <span className="ml-1 text-base font-normal text-muted-foreground">{lab.unit}</span>}
      </p>
      {lab.referenceRange && <p className="text-sm text-muted-foreground">Reference: {lab.referenceRange}</p>}
      <RecordActions
        name={`${lab.testName} (${tested})`}
        editTitle="Edit Lab Result"
        renderEditForm={(close) => <LabResultForm lab={lab} onDone={close} />}
        deleteTitle="Delete this lab result?"
        deleteDescription={`${lab.testName} from ${tested} will be removed from all your devices.`}
        onDelete={() =>
          removeRecord(db, 'labResult', lab.id, { done: 'Lab result deleted', failed: 'Failed to delete lab result. Please try again.' })
        }
      />
    </RecordCard>
  )
})
