import { useState, type ReactNode } from 'react'
import { Button } from './button'
import { Dialog, DialogClose, DialogContent, DialogFooter } from './dialog'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  confirmLabel: string
  /** The button that leaves things as they are; 'Cancel' unless that word is the action itself. */
  cancelLabel?: string
  /** Runs the action; the dialog closes when it settles (the caller reports failures). */
  onConfirm: () => Promise<unknown> | void
  /**
   * When the dialog has closed, before focus returns to the button that opened it: the action may
   * have removed that button, and `event.preventDefault()` then lets the caller focus what comes next.
   */
  onCloseAutoFocus?: (event: Event) => void
}

/** "Are you sure?" before something that cannot be undone; Cancel has the focus first. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false)

  async function confirm() {
    setBusy(true)
    try {
      await onConfirm()
    } finally {
      setBusy(false)
      onOpenChange(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description} role="alertdialog" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{cancelLabel}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
