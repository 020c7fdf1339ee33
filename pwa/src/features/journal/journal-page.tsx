import { useRef, useState } from 'react'
import { BookOpen, Plus } from 'lucide-react'
import { useJournalEntries } from '../../db/hooks'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { Page } from '../../ui/page'
import { Skeleton } from '../../ui/skeleton'
import { JournalEntryCard } from './journal-entry-card'
import { NewJournalEntry } from './new-journal-entry'

const FORM_ID = 'new-journal-entry'

/** Wellness Journal (spec §2): daily entries, written and read on this device, synced later. */
export default function JournalPage() {
  const entries = useJournalEntries()
  const [formOpen, setFormOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const byId = new Map((entries ?? []).map((entry) => [entry.id, entry]))

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
                <JournalEntryCard entry={entry} original={entry.conflictOf ? byId.get(entry.conflictOf) : undefined} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  )
}
