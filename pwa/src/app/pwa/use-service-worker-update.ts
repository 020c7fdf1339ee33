/**
 * The service worker's update status for React: registers the worker once (when the browser is first idle)
 * and re-renders when a new version is waiting or was activated by another tab.
 */
import { useEffect, useSyncExternalStore } from 'react'
import { whenIdle } from '../../lib/when-idle'
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
  // Once the first screen is up: the worker is for later visits and updates, not this one.
  useEffect(() => whenIdle(registerServiceWorker, 2000), [])
  const status = useSyncExternalStore(subscribeToServiceWorkerUpdates, getServiceWorkerUpdateStatus, () => 'idle' as const)
  return { status, applyUpdate: applyServiceWorkerUpdate, reload: reloadForNewVersion }
}
