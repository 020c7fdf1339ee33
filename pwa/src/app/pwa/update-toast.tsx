/**
 * Offers a new version of the app instead of reloading under someone's fingers: when a new
 * service worker is waiting, a toast asks, and only 'Reload' activates it and reloads this tab.
 * Renders nothing itself. Mounted once in the app shell; inert in dev (no service worker there
 * unless PWA_DEV=true) and in unit tests.
 */
import { useEffect, useRef } from 'react'
import { toast } from '../../ui/toast/use-toast'
import { useServiceWorkerUpdate } from './use-service-worker-update'
import type { ServiceWorkerUpdateStatus } from './register-service-worker'

// Stays until acted on or dismissed (the toasts' default 5 s would hide the offer). A finite value
// rather than Infinity, so that it holds whatever timer the toast implementation uses.
const STAY_OPEN_MS = 24 * 60 * 60 * 1000

export function UpdateToast() {
  const { status, applyUpdate, reload } = useServiceWorkerUpdate()
  // Each offer is shown once (StrictMode runs effects twice; a dismissed toast stays dismissed
  // until the next page load, which asks again while the new version is still waiting).
  const shown = useRef<ServiceWorkerUpdateStatus>('idle')

  useEffect(() => {
    if (status === 'idle' || shown.current === status) return
    shown.current = status
    if (status === 'waiting') {
      toast({
        title: 'A new version of Dosewise is ready.',
        description: 'Reload when you have finished what you are doing.',
        action: { label: 'Reload', onClick: applyUpdate },
        duration: STAY_OPEN_MS,
      })
    } else {
      toast({
        title: 'Dosewise was updated in another tab.',
        description: 'Reload this tab to keep using the latest version.',
        action: { label: 'Reload', onClick: reload },
        duration: STAY_OPEN_MS,
      })
    }
  }, [status, applyUpdate, reload])

  return null
}
