import { useState } from 'react'
import { useNavigate } from 'react-router'
import { CircleUser } from 'lucide-react'
import { useSession } from '../../lib/session'
import { discardUserData } from '../user-data'
import { useSyncEngine } from '../../sync/engine-context'
import { toast } from '../../ui/toast/use-toast'
import { Button } from '../../ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu'
import { ApiError, OfflineError } from '../../lib/api-client'
import { SignOutDialog } from './sign-out-dialog'

/**
 * The account menu. Signing out ends the session and deletes this user's local data from the
 * device (a shared computer keeps no health records); with unsynced changes it asks first.
 */
export function UserMenu() {
  const session = useSession()
  const engine = useSyncEngine()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  if (session.status !== 'signed-in') return null
  const { user } = session
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username

  async function signOut() {
    // No sync may run between the server ending the session and the data being deleted.
    await engine.stop()
    try {
      await session.signOut()
    } catch (error) {
      engine.start()
      toast({
        title: 'Sign out failed',
        description:
          error instanceof OfflineError ? error.message : (error instanceof ApiError && error.serverMessage) || 'Please try again.',
        variant: 'destructive',
      })
      return
    }
    setConfirming(false)
    navigate('/', { replace: true })
    await discardUserData(user.id).catch((error: unknown) => console.error('Local data not deleted', error))
  }

  async function requestSignOut() {
    if ((await engine.pendingCount()) > 0 || (await engine.attentionCount()) > 0) setConfirming(true)
    else await signOut()
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Account menu">
            <CircleUser aria-hidden="true" className="h-5 w-5" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>
            <span className="block font-medium">{name}</span>
            <span className="block text-xs font-normal text-muted-foreground">{user.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => navigate('/settings')}>Settings</DropdownMenuItem>
          {user.role === 'admin' && <DropdownMenuItem onSelect={() => navigate('/admin')}>Administration</DropdownMenuItem>}
          <DropdownMenuItem onSelect={() => void requestSignOut()}>Sign out</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <SignOutDialog open={confirming} onOpenChange={setConfirming} onSignOut={signOut} />
    </>
  )
}
