/**
 * The service worker's update status for React: registers the worker once (after the page load)
 * and re-renders when a new version is waiting or was activated by another tab.
 */
import { useEffect, useSyncExternalStore } from 'react'
import {
  applyServiceWorkerUpdate,
  getServiceWorkerUpdateStatus,
  registerServiceWorker,
  reloadForNewVersion,
  subscribeToServiceWorkerUpdates,
  type ServiceWorkerUpdateStatus,
} from './register-service-worker'

export interface ServiceWorkerUpdate {
  status: ServiceWorkerUpdateStatus
  /** Activate the waiting version and reload this tab. */
  applyUpdate: () => void
  /** Reload this tab (after another tab activated the new version). */
  reload: () => void
}

export function useServiceWorkerUpdate(): ServiceWorkerUpdate {
  useEffect(() => {
    registerServiceWorker()
  }, [])
  const status = useSyncExternalStore(subscribeToServiceWorkerUpdates, getServiceWorkerUpdateStatus, () => 'idle' as const)
  return { status, applyUpdate: applyServiceWorkerUpdate, reload: reloadForNewVersion }
}
