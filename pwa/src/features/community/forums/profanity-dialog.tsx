import { Button } from '../../../ui/button'
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../ui/dialog'

export interface ProfanityDialogProps {
  open: boolean
  /** 'post' or 'reply': what the person is about to publish. */
  noun: string
  /** Back to the form, to change the words. */
  onEdit: () => void
  onPostAnyway: () => void
  /** Once it has closed: where the focus goes (the field, after 'Edit'; the new item, after posting). */
  onClosed: () => void
}

/** Asks before words some readers may find offensive are published; 'Edit' is focused first. */
export function ProfanityDialog({ open, noun, onEdit, onPostAnyway, onClosed }: ProfanityDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onEdit()}>
      <DialogContent
        role="alertdialog"
        title={`Your ${noun} contains words some readers may find offensive. Post anyway?`}
        description="Everyone in the forum can read it. You can change the words, or post it as it is."
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          onClosed()
        }}
      >
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Edit</Button>
          </DialogClose>
          <Button onClick={onPostAnyway}>Post anyway</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
