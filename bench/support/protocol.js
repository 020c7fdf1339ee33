/**
 * sync-protocol's own TypeScript source, loaded in Node through Vite (as the PWA bundles it),
 * for the benches that run its code directly. `load()` resolves to the package's public entry;
 * `close()` stops the loader.
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer as createViteServer } from 'vite'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

export async function protocolLoader() {
  const vite = await createViteServer({
    configFile: false,
    root: join(ROOT, 'sync-protocol'),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  return {
    /** A module of sync-protocol by its path under sync-protocol/src (default: the public entry). */
    load: (path = 'index.ts') => vite.ssrLoadModule(join(ROOT, 'sync-protocol', 'src', path)),
    close: () => vite.close(),
  }
}
