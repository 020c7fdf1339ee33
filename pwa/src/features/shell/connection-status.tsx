import { useSyncExternalStore } from 'react'
import { WifiOff } from 'lucide-react'
import { usePendingChanges } from './pending-changes'

function subscribe(callback: () => void) {
  window.addEventListener('online', callback)
  window.addEventListener('offline', callback)
  return () => {
    window.removeEventListener('online', callback)
    window.removeEventListener('offline', callback)
  }
}

/**
 * The offline indicator and "N changes waiting to sync" (the count is wired by the sync engine).
 */
export function ConnectionStatus() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true)
  const pending = usePendingChanges()
  return (
    <div className="flex items-center gap-2 text-xs" aria-live="polite">
      {!online && (
        <span className="inline-flex items-center gap-1 rounded-full bg-warning px-2 py-1 font-medium text-warning-foreground">
          <WifiOff aria-hidden="true" className="h-3.5 w-3.5" />
          You&apos;re offline
        </span>
      )}
      {pending > 0 && (
        <span className="rounded-full bg-muted px-2 py-1 text-muted-foreground">
          {pending === 1 ? '1 change waiting to sync' : `${pending} changes waiting to sync`}
        </span>
      )}
    </div>
  )
}
