/**
 * Before signing out with changes that have not reached the server (or that wait on the "needs
 * your attention" list): signing out deletes this user's local data (ADR 0007), so the
 * person chooses — try to sync first, sign out and lose them, or stay.
 */
import { useState } from 'react'
import { useAttentionItems, usePendingCount } from '../../db/hooks'
import { useSyncEngine } from '../../sync/engine-context'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogFooter } from '../../ui/dialog'
import { toast } from '../../ui/toast/use-toast'

export interface SignOutDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Signs out and deletes this user's local data. */
  onSignOut: () => Promise<void>
}

export function SignOutDialog({ open, onOpenChange, onSignOut }: SignOutDialogProps) {
  const engine = useSyncEngine()
  const pending = usePendingCount()
  const attention = useAttentionItems()?.length ?? 0
  const [busy, setBusy] = useState<'sync' | 'sign-out' | null>(null)
  const changes = pending === 1 ? '1 change that has' : `${pending} changes that have`
  const unsynced = pending > 0 ? `You have ${changes} not synced yet. Signing out now deletes them from this device.` : ''
  const listed =
    attention === 0
      ? ''
      : `${attention === 1 ? '1 change that needs' : `${attention} changes that need`} your attention will be deleted${pending > 0 ? ' too' : ' from this device if you sign out now'}.`

  async function syncFirst() {
    setBusy('sync')
    await engine.syncNow()
    setBusy(null)
    // Everything went through: carry on with what the person asked for.
    if (engine.status === 'idle' && (await engine.pendingCount()) === 0 && attention === 0) return signOut()
    toast({
      title: 'Not everything could be synced',
      description:
        engine.status === 'offline'
          ? 'There is no connection to the server right now. Try again when you are online.'
          : 'Some changes are still waiting. Try again in a moment.',
      variant: 'destructive',
    })
  }

  async function signOut() {
    setBusy('sign-out')
    try {
      await onSignOut()
    } finally {
      setBusy(null)
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => busy === null && onOpenChange(next)}>
      <DialogContent role="alertdialog" title="Sign out?" description={[unsynced, listed].filter(Boolean).join(' ')}>
        <DialogFooter>
          <Button variant="outline" disabled={busy !== null} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={busy !== null} onClick={() => void signOut()}>
            {busy === 'sign-out' ? 'Signing out...' : 'Sign out and delete them'}
          </Button>
          {pending > 0 && (
            <Button disabled={busy !== null} onClick={() => void syncFirst()}>
              {busy === 'sync' ? 'Syncing...' : 'Try to sync now'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
