import { useState, type ReactNode } from 'react'
import { Pencil, Trash2 } from 'lucide-react'
import { Button } from './button'
import { ConfirmDialog } from './confirm-dialog'
import { Dialog, DialogContent } from './dialog'

export interface RecordActionsProps {
  /** Names the record in the buttons' accessible names ('Edit Dr. Lee', 'Delete Dr. Lee'). */
  name: string
  editTitle: string
  /** The edit form; call `close` once it saved (or had nothing to save). */
  renderEditForm: (close: () => void) => ReactNode
  deleteTitle: string
  deleteDescription: string
  /** Deletes the record; reports its own failure. */
  onDelete: () => Promise<unknown>
}

/** Edit (a prefilled form in a dialog) and Delete (after a confirmation) for one listed record. */
export function RecordActions({ name, editTitle, renderEditForm, deleteTitle, deleteDescription, onDelete }: RecordActionsProps) {
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => setEditing(true)} aria-label={`Edit ${name}`}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      <Button variant="ghost" className="text-destructive" onClick={() => setDeleting(true)} aria-label={`Delete ${name}`}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent title={editTitle}>{editing && renderEditForm(() => setEditing(false))}</DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={deleteTitle}
        description={deleteDescription}
        confirmLabel="Delete"
        onConfirm={onDelete}
      />
    </div>
  )
}
