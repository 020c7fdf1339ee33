import { useState } from 'react'
import { TriangleAlert } from 'lucide-react'
import type { JournalEntry } from '@dosewise/sync-protocol'
import { useLocalDb } from '../../db/local-db-context'
import { formatDateTime } from '../../lib/dates'
import { removeRecord } from '../../lib/remove-record'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'

/**
 * On a conflict copy (sync protocol: the same entry was changed on two devices at once, so the
 * server kept both texts). `conflictOf` cannot be cleared by a write, so resolving means deleting
 * one of the two; once the original is gone this notice no longer shows.
 */
export function ConflictCopyNotice({ copy, original }: { copy: JournalEntry; original: JournalEntry }) {
  const db = useLocalDb()
  const [choice, setChoice] = useState<'keep' | 'discard' | null>(null)
  const originalDate = formatDateTime(original.date)

  const remove = (id: string, done: string) =>
    removeRecord(db, 'journalEntry', id, { done, failed: 'Failed to update your journal. Please try again.' })

  return (
    <div role="note" aria-label="Conflict copy" className="grid gap-3 rounded-md border border-warning bg-warning/10 p-3">
      <Badge variant="warning">
        <TriangleAlert aria-hidden="true" className="size-3.5" />
        Conflict copy
      </Badge>
      <p className="text-sm">
        This entry was changed on two devices at the same time, so both versions were kept: this copy holds the text written on one device,
        the entry from {originalDate} the other. Keep the one you want.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setChoice('keep')}>
          Keep this one
        </Button>
        <Button variant="outline" onClick={() => setChoice('discard')}>
          Discard this copy
        </Button>
      </div>
      <ConfirmDialog
        open={choice === 'keep'}
        onOpenChange={(open) => setChoice(open ? 'keep' : null)}
        title="Keep this copy?"
        description={`The other version, the entry from ${originalDate}, will be deleted from all your devices.`}
        confirmLabel="Delete other version"
        onConfirm={() => remove(original.id, 'Other version deleted')}
      />
      <ConfirmDialog
        open={choice === 'discard'}
        onOpenChange={(open) => setChoice(open ? 'discard' : null)}
        title="Discard this copy?"
        description={`This copy will be deleted from all your devices; the entry from ${originalDate} stays.`}
        confirmLabel="Discard copy"
        onConfirm={() => remove(copy.id, 'Conflict copy discarded')}
      />
    </div>
  )
}
