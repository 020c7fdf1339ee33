/**
 * The chunks a signed-in start needs beyond the landing page's, announced on the shell as
 * `Link: </assets/…>; rel=modulepreload` when the request carries the sign-in hint cookie
 * (ADR 0044). Without it a signed-in first load on a new device fetches them one after another:
 * the index, then the signed-in layout and its imports once the index has run. The header lets
 * the browser fetch them while the index is still arriving. Anonymous visitors of the landing
 * page get no header, so they download nothing more. The list comes from Vite's build manifest
 * (dist/.vite/manifest.json); a build without one simply gets no header.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
}

const SIGNED_IN_LAYOUT = /(^|\/)app\/layouts\/signed-in-layout\.tsx$/

/** Every chunk file `key` loads statically, itself included. */
function closure(manifest: Record<string, ManifestChunk>, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || into.has(chunk.file)) return into
  into.add(chunk.file)
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into)
  return into
}

/** The `Link` header value for a build directory, or null when there is nothing to announce. */
export function signedInPreloadHeader(dist: string): string | null {
  const file = join(dist, '.vite', 'manifest.json')
  if (!existsSync(file)) return null
  let manifest: Record<string, ManifestChunk>
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
  const keys = Object.keys(manifest)
  const layout = keys.find((key) => SIGNED_IN_LAYOUT.test(manifest[key].src ?? key))
  if (!layout) return null
  // What the entry loads anyway is not announced again.
  const landing = new Set<string>()
  for (const key of keys) if (manifest[key].isEntry) closure(manifest, key, landing)
  const files = [...closure(manifest, layout)].filter((chunk) => !landing.has(chunk) && chunk.endsWith('.js'))
  return files.length > 0 ? files.map((chunk) => `</${chunk}>; rel=modulepreload`).join(', ') : null
}
