/**
 * The two situations where syncing stops until the person acts, said under the header:
 * the session expired (sign in again — the changes wait on this device), or this app version is
 * too old for the server (update). Everything else keeps retrying by itself.
 */
import type { ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { CloudOff, RefreshCw } from 'lucide-react'
import { SCHEMA_VERSION } from '@dosewise/sync-protocol'
import { useSession } from '../../lib/session'
import { useSyncStateValue } from '../../db/hooks'
import { rememberReturnTo } from '../../lib/return-to'
import { useSyncEngine, useSyncStatus } from '../../sync/engine-context'
import { Button } from '../../ui/button'

function Banner({ icon, text, action }: { icon: ReactNode; text: string; action: ReactNode }) {
  return (
    <div role="status" className="border-b border-warning bg-warning/15">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-3 px-4 py-2 text-sm">
        {icon}
        <p className="mr-auto">{text}</p>
        {action}
      </div>
    </div>
  )
}

export function SyncBanners({ onUpdate }: { onUpdate: () => void }) {
  const engine = useSyncEngine()
  const status = useSyncStatus()
  const session = useSession()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  // The flags are in the database, so a tab that is not the sync leader shows them too.
  const authExpired = useSyncStateValue('authExpired') === true
  const readOnly = (useSyncStateValue('readOnly') as { schemaVersion?: number } | null)?.schemaVersion === SCHEMA_VERSION

  function signInAgain() {
    rememberReturnTo(pathname + search)
    // Signed out on this device only: the local data and the queued changes stay for the
    // same user's return; anyone else who signs in gets their own database.
    session.expire()
    navigate('/login')
  }

  if (status === 'auth-expired' || (authExpired && !engine.isLeader)) {
    return (
      <Banner
        icon={<CloudOff aria-hidden="true" className="size-4 shrink-0" />}
        text="Your session has expired. Sign in again to sync your changes."
        action={
          <Button size="sm" onClick={signInAgain}>
            Sign in
          </Button>
        }
      />
    )
  }
  if (status === 'read-only' || readOnly) {
    return (
      <Banner
        icon={<RefreshCw aria-hidden="true" className="size-4 shrink-0" />}
        text="This version of Dosewise is out of date, so your changes are kept on this device and not synced. Update to sync them."
        action={
          <Button size="sm" onClick={onUpdate}>
            Update now
          </Button>
        }
      />
    )
  }
  return null
}
