import { memo } from 'react'
import type { JournalEntry } from '@dosewise/sync-protocol'
import type { Local } from '../../db/hooks'
import { useLocalDb } from '../../db/local-db-context'
import { formatDateTime } from '../../lib/dates'
import { removeRecord } from '../../lib/remove-record'
import { Badge } from '../../ui/badge'
import { PendingSyncBadge } from '../../ui/pending-sync-badge'
import { RecordActions } from '../../ui/record-actions'
import { ConflictCopyNotice } from './conflict-copy-notice'
import { JournalEntryForm } from './journal-entry-form'
import { JOURNAL_SCALES, levelLabel } from './journal-form-values'

export interface JournalEntryCardProps {
  entry: Local<JournalEntry>
  /** The entry this one is a conflict copy of, while it still exists. */
  original?: JournalEntry
}

/** The id of an entry's heading (its date), which takes the focus when 'Show more' brings it. */
export const journalEntryTitleId = (id: string) => `journal-entry-${id}`

/**
 * One entry. Memoised: the page keeps an unchanged entry's object between reads (ADR 0045), so
 * a save re-renders only the new or changed entry, not every card on the list.
 */
export const JournalEntryCard = memo(function JournalEntryCard({ entry, original }: JournalEntryCardProps) {
  const db = useLocalDb()
  const when = formatDateTime(entry.date)
  const titleId = journalEntryTitleId(entry.id)

  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} tabIndex={-1} className="mr-auto text-base font-semibold">
          <time dateTime={entry.date}>{when}</time>
        </h3>
        {entry.pending && <PendingSyncBadge />}
      </div>
      <ul aria-label="Ratings" className="flex flex-wrap gap-2">
        {JOURNAL_SCALES.map((scale) => (
          <li key={scale.key}>
            <Badge variant="secondary">
              {scale.label}: {levelLabel(entry[scale.key])}
            </Badge>
          </li>
        ))}
      </ul>
      {entry.notes && <p className="text-sm break-words whitespace-pre-wrap">{entry.notes}</p>}
      <p className="text-sm">
        <span className="font-medium">Supplements taken: </span>
        <span className="text-muted-foreground">{entry.supplementsTaken.length ? entry.supplementsTaken.join(', ') : 'None'}</span>
      </p>
      {original && <ConflictCopyNotice copy={entry} original={original} />}
      <RecordActions
        name={`entry from ${when}`}
        editTitle="Edit Journal Entry"
        renderEditForm={(close) => <JournalEntryForm idPrefix={`edit-${entry.id}`} entry={entry} onSaved={close} onCancel={close} />}
        deleteTitle="Delete this journal entry?"
        deleteDescription={`The entry from ${when} will be removed from all your devices. This cannot be undone.`}
        onDelete={() =>
          removeRecord(db, 'journalEntry', entry.id, {
            done: 'Journal entry deleted',
            failed: 'Failed to delete journal entry. Please try again.',
          })
        }
      />
    </article>
  )
})
