import { memo, useEffect, useRef } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card'
import { JournalEntryForm } from './journal-entry-form'

/**
 * The form the 'Add Entry' toggle opens; it takes the focus so the next Tab is in the form.
 * Memoised: the page re-renders when a save has been stored (ADR 0051), the form need not.
 */
export const NewJournalEntry = memo(function NewJournalEntry({
  id,
  onClose,
  afterWrite,
}: {
  id: string
  onClose: () => void
  /** See `JournalEntryFormProps.afterWrite`. */
  afterWrite?: (entryId: string) => Promise<void>
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  return (
    <Card id={id}>
      <CardHeader>
        <CardTitle asChild>
          <h2 ref={heading} tabIndex={-1}>
            New Journal Entry
          </h2>
        </CardTitle>
        <CardDescription>How are you today? It is saved on this device first and syncs when you are online.</CardDescription>
      </CardHeader>
      <CardContent>
        <JournalEntryForm idPrefix="new-entry" onSaved={onClose} onCancel={onClose} afterWrite={afterWrite} />
      </CardContent>
    </Card>
  )
})
