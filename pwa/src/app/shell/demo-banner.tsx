/**
 * Said under the header on every screen of a demo account ('View Demo', issue 14): this is a
 * demo, it goes away, and how to make an account of one's own. That link signs the demo out
 * first (sign-up is for signed-out visitors) and deletes the demo's data from this device, as
 * signing out does; the demo's changes are made-up data, so nothing is asked.
 */
import { Link, useNavigate } from 'react-router'
import { FlaskConical } from 'lucide-react'
import { useSession } from '../../lib/session'
import { useSyncEngine } from '../../sync/engine-context'
import { ApiError, OfflineError } from '../../lib/api-client'
import { toast } from '../../ui/toast/use-toast'
import { discardUserData } from '../user-data'

export function DemoBanner() {
  const session = useSession()
  const engine = useSyncEngine()
  const navigate = useNavigate()
  if (session.status !== 'signed-in' || !session.user.isDemo) return null
  const { user } = session

  async function createOwnAccount() {
    await engine.stop()
    try {
      await session.signOut()
    } catch (error) {
      engine.start()
      toast({
        title: 'Could not leave the demo',
        description:
          error instanceof OfflineError ? error.message : (error instanceof ApiError && error.serverMessage) || 'Please try again.',
        variant: 'destructive',
      })
      return
    }
    navigate('/signup', { replace: true })
    await discardUserData(user.id).catch((error: unknown) => console.error('Local data not deleted', error))
  }

  return (
    <aside aria-label="Demo account" className="border-b border-primary/30 bg-primary/10">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <FlaskConical aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <p className="mr-auto">You're exploring a demo. It will be deleted within 24 hours.</p>
        <Link
          to="/signup"
          onClick={(event) => {
            event.preventDefault()
            void createOwnAccount()
          }}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
        >
          Create your own account
        </Link>
      </div>
    </aside>
  )
}
