import { useRef, useState } from 'react'
import { BookOpen, Plus } from 'lucide-react'
import type { JournalEntry } from '@dosewise/sync-protocol'
import { PAGE_SIZE, useLiveRecordsById, usePagedRecords } from '../../db/paged-records'
import { useKeptCount } from '../../lib/use-kept-count'
import { useFocusRecordWhenShown } from '../../lib/use-focus-when-shown'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { Page } from '../../ui/page'
import { ShowMore } from '../../ui/show-more'
import { Skeleton } from '../../ui/skeleton'
import { JournalEntryCard, journalEntryTitleId } from './journal-entry-card'
import { NewJournalEntry } from './new-journal-entry'

const FORM_ID = 'new-journal-entry'
const titleIdOf = (entry: JournalEntry) => journalEntryTitleId(entry.id)

/**
 * Wellness Journal (spec §2): daily entries, written and read on this device, synced later. The
 * newest entries first, a page at a time (ADR 0045): two years of entries would make every save
 * re-read and re-draw them all.
 */
export default function JournalPage() {
  const { records: entries, hasMore, showMore } = usePagedRecords<JournalEntry>('journalEntry', useKeptCount('journal', PAGE_SIZE))
  const [formOpen, setFormOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  // A conflict copy's original may be on a later page: read those few by id.
  const originals = useLiveRecordsById<JournalEntry>('journalEntry', entries?.flatMap((entry) => entry.conflictOf ?? []) ?? [])
  const focusEntryAt = useFocusRecordWhenShown(entries, titleIdOf)

  function closeForm() {
    setFormOpen(false)
    toggle.current?.focus()
  }

  return (
    <Page
      title="Wellness Journal"
      description="Track your mood, energy, sleep and stress, and the supplements you took each day."
      actions={
        <Button
          ref={toggle}
          onClick={() => setFormOpen((open) => !open)}
          aria-expanded={formOpen}
          aria-controls={formOpen ? FORM_ID : undefined}
        >
          <Plus aria-hidden="true" />
          Add Entry
        </Button>
      }
    >
      {formOpen && <NewJournalEntry id={FORM_ID} onClose={closeForm} />}
      <section aria-labelledby="recent-entries" aria-busy={entries === undefined} className="grid gap-4">
        <h2 id="recent-entries" className="text-xl font-semibold">
          Recent Entries
        </h2>
        {entries === undefined ? (
          <div className="grid gap-4">
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        ) : entries.length === 0 ? (
          <EmptyState
            icon={BookOpen}
            title="No Journal Entries Yet"
            description="Start tracking your daily wellness and supplement routine."
          >
            <Button onClick={() => setFormOpen(true)}>Add Your First Entry</Button>
          </EmptyState>
        ) : (
          <ul className="grid gap-4">
            {entries.map((entry) => (
              <li key={entry.id}>
                <JournalEntryCard entry={entry} original={entry.conflictOf ? originals.get(entry.conflictOf) : undefined} />
              </li>
            ))}
          </ul>
        )}
        {hasMore && (
          <ShowMore
            label="Show more entries"
            onClick={() => {
              // The first entry of the next page takes the focus once it is drawn.
              focusEntryAt(showMore())
            }}
          />
        )}
      </section>
    </Page>
  )
}
