/**
 * Builds the PWA (root: pwa/) into pwa/dist, which the API serves in `npm start`.
 * In `npm run dev` the Vite dev server proxies /api and /auth to the API on API_PORT (3333).
 * vite-plugin-pwa adds the web manifest, the icons (from pwa/public/icon.svg) and a Workbox
 * service worker; the update flow around it is docs/decisions/0004-service-worker-update-flow.md.
 */
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? process.env.PORT ?? 3333}`

// The dev server runs without a service worker unless PWA_DEV=true (a stale SW in dev hides edits).
const pwaDev = process.env.PWA_DEV === 'true'

export default defineConfig(({ command }) => ({
  root: 'pwa',
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'generateSW',
      // Never reload by itself: a waiting version is offered by a toast (pwa/src/app/pwa/update-toast.tsx).
      registerType: 'prompt',
      // The app registers the worker itself (pwa/src/app/pwa/register-service-worker.ts), after load.
      injectRegister: false,
      // Icons generated from pwa/public/icon.svg by pwa/pwa-assets.config.ts; the plugin writes their
      // <link>s and <meta name="theme-color"> into index.html.
      pwaAssets: { config: true, injectThemeColor: true },
      manifest: {
        id: '/',
        name: 'Dosewise',
        short_name: 'Dosewise',
        description: 'Personalized supplement recommendations based on science and your lifestyle.',
        lang: 'en',
        theme_color: '#0f766e',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        categories: ['health', 'lifestyle'],
        // The files pwa/pwa-assets.config.ts generates (minimal-2023 names). Listed here rather than
        // injected by the plugin so that the manifest's precache revision covers them.
        icons: [
          { src: '/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell: everything the built app needs to open with no connection. The plugin
        // precaches manifest.webmanifest itself (globbing it too would list it twice with two
        // revisions, and Workbox refuses to install such a worker).
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
        // …but not the report PDF worker: it is cached when a report page is opened (runtimeCaching).
        globIgnores: ['**/node_modules/**/*', 'assets/report-pdf.worker-*.js'],
        // Deep links (/journal, /supplements/12 …) open the shell offline; the router takes over.
        navigateFallback: '/index.html',
        // …except the server's own pages: social sign-in redirects and callbacks (/auth/*), the
        // partner stand-in (/partner/*, ADR 0033) and the API must always reach the server, never
        // be answered with the shell.
        navigateFallbackDenylist: [/^\/api(?:[/?]|$)/, /^\/auth(?:[/?]|$)/, /^\/partner(?:[/?]|$)/],
        // No runtimeCaching for the rest of /api on purpose: user data lives in IndexedDB and the
        // sync engine (pwa/src/sync) owns when it is pushed and pulled. A Workbox cache would serve
        // stale API answers beside Dexie, and Background Sync would be a second outbox that drops a
        // request on any HTTP answer, 401 and 500 included (docs/decisions/0008).
        runtimeCaching: [
          {
            // What the healthcare reports' Download PDF needs: the PDF worker (~1.2 MB) and its fonts
            // (DejaVu Sans, ~1.4 MB; pwa/src/features/healthcare/reports/report-assets.ts). Left out
            // of the precache (globIgnores), so no visitor downloads them up front; kept the first
            // time they are fetched (the report page fetches them when it opens online), so a PDF can
            // be made offline afterwards. Their names carry a content hash, so a copy never goes
            // stale and the cache answers first; a new release's files replace the old ones
            // (maxEntries). Copied into the service worker as source.
            urlPattern: ({ sameOrigin, url }) =>
              sameOrigin && /^\/assets\/(?:DejaVuSans[\w-]*\.ttf|report-pdf\.worker-[\w-]+\.js)$/.test(url.pathname),
            method: 'GET',
            handler: 'CacheFirst',
            options: {
              cacheName: 'dosewise-report-pdf',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 6 },
            },
          },
          {
            // The one exception: the education articles (GET /api/education and
            // /api/education/:slug). They are public, read-only and not in the local database, so
            // a copy cannot compete with the sync engine; it lets an article read once open again
            // offline. Network first, so a connected reader always gets the current text; the
            // cache answers when the network fails or is slower than the timeout. The function is
            // copied into the service worker as source: it must not use anything from this file.
            urlPattern: ({ sameOrigin, url }) => sameOrigin && /^\/api\/education(?:\/[^/]+)?$/.test(url.pathname),
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'dosewise-education',
              networkTimeoutSeconds: 4,
              // Only real answers: a 404 or a 500 must not stand in for an article later.
              cacheableResponse: { statuses: [200] },
              // The list plus every article, with room to grow; a copy not refreshed for a month goes.
              expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 },
            },
          },
        ],
        cleanupOutdatedCaches: true,
        // Web Push reminders (issue 13): the handlers for 'push' and 'notificationclick' live in
        // pwa/public/push-sw.js, loaded by the generated worker.
        importScripts: ['/push-sw.js'],
        // The new worker waits until the user accepts the update (it then receives SKIP_WAITING).
        skipWaiting: false,
        clientsClaim: false,
      },
      devOptions: {
        enabled: pwaDev,
        type: 'classic',
        // In dev only index.html is precached; don't warn that the glob finds nothing else.
        suppressWarnings: true,
        // Keep the dev worker's files out of the source tree (and out of node_modules, which
        // Workbox's glob ignores).
        resolveTempFolder: () => join(tmpdir(), 'dosewise-pwa-dev'),
      },
    }),
  ],
  // The report PDF worker (pwa/src/features/healthcare/reports/report-pdf.worker.ts) is a module
  // worker: its bundle may be split like the app's, which the default 'iife' format cannot do.
  worker: { format: 'es' },
  define: {
    // Which service worker the app registers ('' = none): the built one, the dev one with
    // PWA_DEV=true, none in plain dev. Unit tests (pwa/vitest.config.ts) leave it undefined.
    __SERVICE_WORKER_URL__: JSON.stringify(command === 'build' ? '/sw.js' : pwaDev ? '/dev-sw.js?dev-sw' : ''),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/auth': { target: apiTarget, changeOrigin: false },
    },
  },
}))
