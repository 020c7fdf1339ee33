import { CloudAlert, WifiOff } from 'lucide-react'
import { usePendingCount } from '../../db/hooks'
import { useOnline } from '../../lib/use-online'
import { useSyncStatus } from '../../sync/engine-context'

const pill = 'inline-flex items-center gap-1 rounded-full px-2 py-1'

/**
 * The offline indicator, "N changes waiting to sync" (the outbox, live from the local database,
 * in every tab), and a word when the server cannot be reached or failed (sync retries by itself).
 */
export function ConnectionStatus() {
  const online = useOnline()
  const pending = usePendingCount()
  const status = useSyncStatus()
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs" aria-live="polite">
      {!online && (
        <span className={`${pill} bg-warning font-medium text-warning-foreground`}>
          <WifiOff aria-hidden="true" className="h-3.5 w-3.5" />
          You&apos;re offline
        </span>
      )}
      {online && (status === 'offline' || status === 'error') && (
        <span className={`${pill} bg-muted text-muted-foreground`}>
          <CloudAlert aria-hidden="true" className="h-3.5 w-3.5" />
          {status === 'offline' ? 'Server unreachable, retrying' : 'Sync failed, retrying'}
        </span>
      )}
      {pending > 0 && (
        <span className={`${pill} bg-muted text-muted-foreground`}>
          {pending === 1 ? '1 change waiting to sync' : `${pending} changes waiting to sync`}
        </span>
      )}
    </div>
  )
}
