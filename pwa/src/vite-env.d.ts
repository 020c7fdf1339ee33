/// <reference types="vite/client" />

/**
 * The service worker the app registers, set by `define` in /vite.config.ts: '/sw.js' in a build,
 * the dev worker with PWA_DEV=true, '' in plain dev. Undefined where Vite's define does not run
 * (unit tests), so read it with `typeof` first (pwa/src/app/pwa/register-service-worker.ts).
 */
declare const __SERVICE_WORKER_URL__: string | undefined
