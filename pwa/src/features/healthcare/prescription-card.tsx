import type { Prescription } from '@dosewise/sync-protocol'
import type { Local } from '../../db/hooks'
import { useLocalDb } from '../../db/local-db-context'
import { formatCalendarDate } from '../../lib/dates'
import { removeRecord } from '../../lib/remove-record'
import { Badge } from '../../ui/badge'
import { RecordActions } from '../../ui/record-actions'
import { PrescriptionForm } from './prescription-form'
import { RecordCard } from './record-card'

export function PrescriptionCard({ prescription }: { prescription: Local<Prescription> }) {
  const db = useLocalDb()
  const details = [
    ['Dosage', prescription.dosage],
    ['Frequency', prescription.frequency],
    ['Start date', prescription.startDate && formatCalendarDate(prescription.startDate)],
  ].filter((detail): detail is [string, string] => Boolean(detail[1]))

  return (
    <RecordCard
      id={`prescription-${prescription.id}`}
      title={prescription.medicationName}
      subtitle={prescription.prescribedBy && `Prescribed by ${prescription.prescribedBy}`}
      badges={prescription.isActive && <Badge variant="success">Active</Badge>}
      pending={prescription.pending}
    >
      {details.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {details.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {prescription.notes && <p className="text-sm break-words whitespace-pre-wrap">{prescription.notes}</p>}
      <RecordActions
        name={prescription.medicationName}
        editTitle="Edit Prescription"
        renderEditForm={(close) => <PrescriptionForm prescription={prescription} onDone={close} />}
        deleteTitle="Delete this prescription?"
        deleteDescription={`${prescription.medicationName} will be removed from all your devices.`}
        onDelete={() =>
          removeRecord(db, 'prescription', prescription.id, {
            done: 'Prescription deleted',
            failed: 'Failed to delete prescription. Please try again.',
          })
        }
      />
    </RecordCard>
  )
}
