/**
 * Where the app keeps its files at run time. DATA_DIR (default ./data at the repository root)
 * holds the SQLite database, outgoing mail (.eml) and the generated application key.
 * A relative DATA_DIR is resolved against the repository root, not the current directory,
 * so `npm start` and `npm start -w api` agree.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { isAbsolute, join, resolve } from 'node:path'

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

export function dataDir(): string {
  const configured = process.env.DATA_DIR || 'data'
  const dir = isAbsolute(configured) ? configured : resolve(REPO_ROOT, configured)
  mkdirSync(dir, { recursive: true })
  return dir
}

/**
 * The app key signs cookies and encrypts tokens at rest. It must never live in the repository:
 * when APP_KEY is not set, one is generated on first start and kept in DATA_DIR/app-key
 * (mode 0600), so sessions and encrypted columns survive restarts.
 */
export function ensureAppKey(): void {
  // Listen on loopback unless told otherwise: a health-data app should not appear on the LAN
  // by accident. Deployments behind a proxy set HOST=0.0.0.0.
  process.env.HOST ||= '127.0.0.1'
  process.env.PORT ||= '3333'
  if (process.env.APP_KEY) return
  const file = join(dataDir(), 'app-key')
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 })
  }
  process.env.APP_KEY = readFileSync(file, 'utf8').trim()
}
