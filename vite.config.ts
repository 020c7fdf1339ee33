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
import { dirname, join } from 'node:path'
import type { Rolldown } from 'vite'

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? process.env.PORT ?? 3333}`

/**
 * Which chunk a module goes into, beyond Rolldown's automatic splitting (ADR 0044). Automatic
 * splitting gives every module shared by a different set of screens its own chunk: a signed-in
 * first load fetched ~60 files, 80 of the build's chunks under 1 KB gzipped (one per icon, per
 * small hook, per small ui component). Two groups:
 * - 'common': lucide icons (and the tiny libraries small components use) and small shared modules of pwa/src/ui and pwa/src/lib whose own
 *   imports are all in the group too (or on the landing page): one small chunk any screen may use;
 * - 'signed-in': what the signed-in layout loads (Dexie, the local database, the sync engine, the
 *   shell) and no public screen (sign-in, sign-up, legal pages) imports, closed under its imports.
 * Modules the landing page loads (the entry's static imports) stay where they are: the landing
 * page loads nothing more than it draws. Each group only takes modules whose imports it also
 * takes (or the entry has), so the group never pulls another screen's code in with it.
 */
function chunkGrouping() {
  const cache = new Map<string, string | null>()
  let initial: Set<string> | null = null
  let signedInOnly: Set<string> | null = null

  /** Every module statically reachable from the given ones. */
  const closure = (roots: string[], ctx: Rolldown.ChunkingContext, opaque?: (id: string) => boolean) => {
    const seen = new Set<string>()
    const queue = [...roots]
    while (queue.length) {
      const id = queue.pop()!
      if (seen.has(id)) continue
      seen.add(id)
      if (!opaque?.(id)) queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []))
    }
    return seen
  }

  /**
   * What the landing page loads. lucide-react's index re-exports every icon, so in the module
   * graph the landing page seems to import all ~1,600 of them (tree-shaking keeps the one it
   * uses). The index is not followed; the icons the landing page's own modules name are added.
   */
  const landingModules = (entry: string, ctx: Rolldown.ChunkingContext) => {
    const isBarrel = (id: string) => /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/.test(id)
    const modules = closure([entry], ctx, isBarrel)
    const barrel = [...modules].find(isBarrel)
    const barrelCode = barrel ? ctx.getModuleInfo(barrel)?.code : null
    if (!barrel || !barrelCode) return closure([entry], ctx) // no barrel: the graph is exact
    const iconFile = new Map<string, string>()
    for (const [, names, file] of barrelCode.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"](\.\/icons\/[\w-]+\.mjs)['"]/g)) {
      for (const alias of names.matchAll(/\bas\s+(\w+)/g)) iconFile.set(alias[1], join(dirname(barrel), file))
    }
    const used: string[] = []
    for (const id of modules) {
      if (id.includes('node_modules')) continue
      for (const [, names] of ctx.getModuleInfo(id)?.code?.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g) ?? []) {
        for (const name of names.split(',').map((n) => n.trim().split(/\s+as\s+/)[0])) {
          const file = iconFile.get(name)
          if (file) used.push(file)
        }
      }
    }
    return new Set([...modules, ...closure(used, ctx)])
  }
  const findModule = (ctx: Rolldown.ChunkingContext, from: string, pattern: RegExp): string[] =>
    [...closure([from], ctx)].flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((id) => pattern.test(id))

  // Icons and the few tiny libraries the small ui components use (lucide's own helpers among them).
  const isSmallLibrary = (id: string) =>
    /node_modules[\\/](lucide-react|class-variance-authority|clsx|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/.test(id)
  const isSmallShared = (id: string, ctx: Rolldown.ChunkingContext) =>
    /[\\/]pwa[\\/]src[\\/](ui|lib)[\\/]/.test(id) && (ctx.getModuleInfo(id)?.code?.length ?? Infinity) <= 6000

  function group(id: string, ctx: Rolldown.ChunkingContext, visiting = new Set<string>()): string | null {
    if (cache.has(id)) return cache.get(id)!
    if (initial!.has(id)) return null
    if (visiting.has(id)) return 'cycle'
    visiting.add(id)
    const info = ctx.getModuleInfo(id)
    const wanted = isSmallLibrary(id) || isSmallShared(id, ctx) ? 'common' : signedInOnly!.has(id) ? 'signed-in' : null
    let result = wanted
    if (wanted) {
      for (const dep of info?.importedIds ?? []) {
        if (initial!.has(dep)) continue
        const depGroup = group(dep, ctx, visiting)
        // A dependency of a 'signed-in' module may be in 'common'; not the other way round.
        const fits = depGroup === 'cycle' || depGroup === wanted || (wanted === 'signed-in' && depGroup === 'common')
        if (!fits) {
          result = null
          break
        }
      }
    }
    visiting.delete(id)
    cache.set(id, result)
    return result
  }

  return (id: string, ctx: Rolldown.ChunkingContext): string | null => {
    if (!initial || !signedInOnly) {
      const entry = findEntry(id, ctx)
      initial = entry ? landingModules(entry, ctx) : new Set()
      const layout = [...initial].flatMap((m) => findModule(ctx, m, /[\\/]app[\\/]layouts[\\/]signed-in-layout\.tsx$/))
      const publicPages = [...initial].flatMap((m) => findModule(ctx, m, /[\\/]features[\\/](auth|pages)[\\/][\w-]+-page\.tsx$/))
      const publicClosure = closure(publicPages, ctx)
      signedInOnly = new Set([...closure([...new Set(layout)], ctx)].filter((m) => !initial!.has(m) && !publicClosure.has(m)))
    }
    const result = group(id, ctx)
    if (process.env.DEBUG_CHUNKS) console.log(`chunk group ${result ?? '-'}  ${id}`)
    return result === 'cycle' ? null : result
  }
}

/** The build's entry (pwa/index.html): the importer chain of any module leads there. */
function findEntry(id: string, ctx: Rolldown.ChunkingContext): string | undefined {
  const seen = new Set<string>()
  const queue = [id]
  while (queue.length) {
    const current = queue.pop()!
    if (seen.has(current)) continue
    seen.add(current)
    const info = ctx.getModuleInfo(current)
    if (info?.isEntry) return current
    queue.push(...(info?.importers ?? []), ...(info?.dynamicImporters ?? []))
  }
  return undefined
}

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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Off: Rolldown would otherwise move each grouped module's imports — React included —
          // into the group, and the landing page would load it. chunkGrouping() only groups a
          // module whose imports are in the same group, in 'common' or on the landing page, so
          // no chunk imports one that imports it back.
          groups: [{ name: chunkGrouping(), includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/auth': { target: apiTarget, changeOrigin: false },
    },
  },
}))
