import { useNavigate } from 'react-router'
import { CircleUser } from 'lucide-react'
import { useSession } from '../../app/session'
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

export function UserMenu() {
  const session = useSession()
  const navigate = useNavigate()
  if (session.status !== 'signed-in') return null
  const { user } = session
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username

  async function signOut() {
    try {
      await session.signOut()
      navigate('/', { replace: true })
    } catch (error) {
      toast({
        title: 'Sign out failed',
        description:
          error instanceof OfflineError
            ? error.message
            : (error instanceof ApiError && error.serverMessage) || 'Please try again.',
        variant: 'destructive',
      })
    }
  }

  return (
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
        <DropdownMenuItem onSelect={() => void signOut()}>Sign out</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
