import { useState } from 'react'
import { adminUserSchema, type AdminUser } from '@dosewise/sync-protocol'
import { api } from '../../lib/api-client'
import { failureToast } from '../../lib/failure-toast'
import { toast } from '../../ui/toast/use-toast'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'

/**
 * A user's row actions: role (user ↔ admin) and suspension. An administrator's own row offers
 * neither demotion nor suspension (the server refuses both as well).
 */
export function UserActions({ user, self, onChanged }: { user: AdminUser; self: boolean; onChanged: () => void }) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)

  async function change(path: string, body: unknown, done: string, failed: string) {
    setBusy(true)
    try {
      await api.patch(path, body, { schema: adminUserSchema })
      toast({ title: done, variant: 'success' })
      onChanged()
    } catch (error) {
      failureToast(error, failed, 'Please try again.')
    } finally {
      setBusy(false)
    }
  }

  const setRole = (role: 'user' | 'admin') =>
    change(
      `/api/admin/users/${user.id}/role`,
      { role },
      role === 'admin' ? `${user.name} is now an administrator` : `${user.name} is no longer an administrator`,
      'Role not changed'
    )
  const setSuspended = (suspended: boolean) =>
    change(
      `/api/admin/users/${user.id}/suspension`,
      { suspended },
      suspended ? `${user.name} is suspended and signed out everywhere` : `${user.name} can sign in again`,
      suspended ? 'Not suspended' : 'Suspension not lifted'
    )

  if (self) return <span className="text-xs text-muted-foreground">This is you</span>
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={`${user.role === 'admin' ? 'Make user' : 'Make admin'}: ${user.name}`}
        onClick={() => void setRole(user.role === 'admin' ? 'user' : 'admin')}
      >
        {user.role === 'admin' ? 'Make user' : 'Make admin'}
      </Button>
      {user.suspendedAt ? (
        <Button size="sm" variant="outline" disabled={busy} aria-label={`Unsuspend: ${user.name}`} onClick={() => void setSuspended(false)}>
          Unsuspend
        </Button>
      ) : (
        <Button size="sm" variant="destructive" disabled={busy} aria-label={`Suspend: ${user.name}`} onClick={() => setConfirming(true)}>
          Suspend
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Suspend ${user.name}?`}
        description="They are signed out on every device at once and cannot sign in until you unsuspend them. Their data is kept."
        confirmLabel="Suspend"
        onConfirm={() => setSuspended(true)}
      />
    </div>
  )
}
