import { useCallback, useEffect, useRef, useState } from 'react'
import { BookOpen, Plus } from 'lucide-react'
import type { JournalEntry } from '@dosewise/sync-protocol'
import type { Local } from '../../db/hooks'
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

/** How long a stored entry may take to reach the list before the form closes without it. */
const LIST_WAIT_MS = 1000

/** A new entry stored, waiting for the list to show it (ADR 0051). */
interface Written {
  id: string
  /** The list when the write finished: the next one read has the write in it. */
  before: readonly Local<JournalEntry>[] | undefined
  timedOut: boolean
  /** Finishes the form's save (its toast): called once the list with the entry is painted. */
  done: () => void
}

/** After the next frame is painted. */
function afterNextPaint(then: () => void) {
  requestAnimationFrame(() => setTimeout(then, 0))
}

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

  // A save closes the form in the same frame as its entry appears in the list, and the toast
  // comes after that frame (ADR 0051): closing the form and showing the toast as soon as the
  // write was stored cost a render and a frame of their own on a phone, and the list's read of
  // the new entry waited behind them.
  const [written, setWritten] = useState<Written | null>(null)
  const shown = useRef(entries)
  useEffect(() => {
    shown.current = entries
  }, [entries])
  const afterWrite = useCallback(
    (id: string) =>
      new Promise<void>((resolve) => {
        // The focus goes back to the toggle now, as when the form closed at once: focusing in
        // the commit that removes the form would make the browser lay out the changed page
        // there, on the way to the frame that shows the entry.
        toggle.current?.focus()
        setWritten({ id, before: shown.current, timedOut: false, done: resolve })
        setTimeout(() => setWritten((current) => (current?.id === id ? { ...current, timedOut: true } : current)), LIST_WAIT_MS)
      }),
    []
  )
  const listed =
    written !== null && (written.timedOut || entries !== written.before || Boolean(entries?.some((entry) => entry.id === written.id)))
  const formShown = formOpen && !listed
  useEffect(() => {
    if (!listed || !written) return
    setFormOpen(false)
    setWritten(null)
    afterNextPaint(written.done)
  }, [listed, written])
  // Leaving the page while a save waits for the list: the save still finishes (its toast shows).
  const waiting = useRef<Written | null>(null)
  useEffect(() => {
    waiting.current = written
  }, [written])
  useEffect(() => () => waiting.current?.done(), [])

  const closeForm = useCallback(() => {
    setFormOpen(false)
    toggle.current?.focus()
  }, [])

  return (
    <Page
      title="Wellness Journal"
      description="Track your mood, energy, sleep and stress, and the supplements you took each day."
      actions={
        <Button
          ref={toggle}
          onClick={() => setFormOpen((open) => !open)}
          aria-expanded={formShown}
          aria-controls={formShown ? FORM_ID : undefined}
        >
          <Plus aria-hidden="true" />
          Add Entry
        </Button>
      }
    >
      {formShown && <NewJournalEntry id={FORM_ID} onClose={closeForm} afterWrite={afterWrite} />}
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
              // A no-op transform: each entry paints on its own (a stacking context with its own
              // offset; nothing visible changes), so a frame that changes something else on the
              // page — the form's 'Saving...', its removal, the new entry moving the others down —
              // reuses the unchanged entries' painting instead of painting all of them (ADR 0053).
              <li key={entry.id} className="[transform:translate(0)]">
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
