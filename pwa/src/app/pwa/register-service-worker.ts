/**
 * Registers the service worker that vite-plugin-pwa generates (see /vite.config.ts) and turns its
 * life cycle into a tiny store that the update toast reads. Nothing in here reloads a page on its
 * own: a new version waits until the person using this tab chooses 'Reload'
 * (docs/decisions/0004-service-worker-update-flow.md).
 *
 * workbox-window is used directly rather than vite-plugin-pwa's `virtual:pwa-register`, because a
 * virtual module cannot be resolved by the unit tests (pwa/vitest.config.ts has no PWA plugin) and
 * the app shell that mounts the toast must stay testable. It is loaded lazily, after the page load,
 * so it never weighs on the landing route.
 */
import type { Workbox } from 'workbox-window'

/**
 * - `idle`: nothing to offer.
 * - `waiting`: a new version is installed and waits for this tab's consent.
 * - `activated-elsewhere`: another tab accepted the update; this tab still runs the old code (its
 *   lazily loaded chunks may be gone), so it should reload when the person is ready.
 */
export type ServiceWorkerUpdateStatus = 'idle' | 'waiting' | 'activated-elsewhere'

// Browsers only look for a new sw.js on navigations; an installed PWA can stay open for days.
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000
// After 'Reload', if the new worker has not taken control by then, reload anyway.
const TAKEOVER_TIMEOUT_MS = 4000

/** The page reload, in one place (and replaceable in unit tests, where jsdom cannot navigate). */
export const page = {
  reload(): void {
    window.location.reload()
  },
}

let status: ServiceWorkerUpdateStatus = 'idle'
const listeners = new Set<() => void>()
let started = false
let workbox: Workbox | undefined
let registration: ServiceWorkerRegistration | undefined
let reloadRequestedHere = false

function setStatus(next: ServiceWorkerUpdateStatus) {
  if (status === next) return
  status = next
  for (const listener of listeners) listener()
}

export function subscribeToServiceWorkerUpdates(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function getServiceWorkerUpdateStatus(): ServiceWorkerUpdateStatus {
  return status
}

/** The worker this build registers: '/sw.js' when built, none in dev unless PWA_DEV=true. */
function serviceWorkerUrl(): string {
  return typeof __SERVICE_WORKER_URL__ === 'string' ? __SERVICE_WORKER_URL__ : ''
}

/** Idempotent; does nothing where there is no service worker (dev, unit tests, old browsers). */
export function registerServiceWorker(): void {
  if (started) return
  started = true
  const url = serviceWorkerUrl()
  if (!url || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  import('workbox-window')
    .then(({ Workbox }) => start(new Workbox(url, { scope: '/' })))
    .catch((error: unknown) => console.warn('Service worker not registered', error))
}

async function start(wb: Workbox) {
  workbox = wb
  const hadController = Boolean(navigator.serviceWorker.controller)

  // Fires for an update this tab found, one another tab found (isExternal), and one that was
  // already waiting when the page opened (e.g. the person dismissed the toast and reloaded).
  wb.addEventListener('waiting', () => setStatus('waiting'))

  // The controller changed because a waiting worker was told to take over. Reload only the tab
  // whose person asked for it; any other tab is told and keeps what is on screen (maybe a half-
  // written journal entry) until its person reloads.
  wb.addEventListener('controlling', () => {
    if (reloadRequestedHere) page.reload()
    else if (hadController) setStatus('activated-elsewhere')
  })

  registration = await wb.register()
  if (!registration) return
  const check = () => {
    if (navigator.onLine) registration?.update().catch(() => {})
  }
  window.setInterval(check, UPDATE_CHECK_INTERVAL_MS)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
}

/** 'Reload' on the update toast: activate the waiting version, then reload this tab. */
export function applyServiceWorkerUpdate(): void {
  reloadRequestedHere = true
  if (workbox && registration?.waiting) {
    // The generated sw.js answers SKIP_WAITING with skipWaiting(); 'controlling' then reloads.
    workbox.messageSkipWaiting()
    window.setTimeout(() => page.reload(), TAKEOVER_TIMEOUT_MS)
  } else {
    // Already activated by another tab (or gone): a reload is all that is left to do.
    page.reload()
  }
}

/** 'Reload' after another tab activated the new version. */
export function reloadForNewVersion(): void {
  page.reload()
}
