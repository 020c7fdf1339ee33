/**
 * Where the app keeps its files at run time, and the application key. DATA_DIR (default ./data
 * at the repository root) holds the SQLite database, outgoing mail (.eml) and the generated
 * application key: health data and password hashes, so the folder is private to the app's user
 * (0700) and the database file too (0600; SQLite gives its -wal and -shm files the same mode).
 * A relative DATA_DIR is resolved against the repository root, not the current directory, so
 * `npm start` and `npm start -w api` agree.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { isAbsolute, join, resolve } from 'node:path'

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** The shortest APP_KEY accepted: 32 characters (`randomBytes(32).toString('base64url')` makes 43). */
export const APP_KEY_MIN_LENGTH = 32

export function dataDir(): string {
  const configured = process.env.DATA_DIR || 'data'
  const dir = isAbsolute(configured) ? configured : resolve(REPO_ROOT, configured)
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 })
  } else if (!isAbsolute(configured) && configured === 'data' && (statSync(dir).mode & 0o077) !== 0) {
    // The default folder, made by an earlier version with 0755: ours to tighten. A folder
    // someone configured is theirs; its permissions are left as they set them.
    chmodSync(dir, 0o700)
  }
  return dir
}

/** The SQLite file, created private (0600) before SQLite opens it. */
export function sqliteFile(): string {
  const file = join(dataDir(), 'dosewise.sqlite')
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600))
  else if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600)
  return file
}

/** Stops the process with a message a person can act on (instead of a stack trace and a hang). */
function refuseToStart(message: string): never {
  process.stderr.write(`\nDosewise cannot start: ${message}\n\n`)
  process.exit(1)
}

/**
 * The app key signs cookies and encrypts tokens at rest. It must never live in the repository.
 * In production it must come from the environment, so that every API process shares it
 * (sessions signed by one are read by another): without it, or with one too short to be a
 * secret, the process refuses to start. Elsewhere, when APP_KEY is not set, one is generated on
 * first start and kept in DATA_DIR/app-key (mode 0600), so sessions and encrypted columns
 * survive restarts.
 */
export function ensureAppKey(): void {
  // Listen on loopback unless told otherwise: a health-data app should not appear on the LAN
  // by accident. Deployments behind a proxy set HOST=0.0.0.0.
  process.env.HOST ||= '127.0.0.1'
  process.env.PORT ||= '3333'
  const given = process.env.APP_KEY
  if (given !== undefined && given !== '') {
    if (given.length < APP_KEY_MIN_LENGTH) {
      refuseToStart(
        `APP_KEY is too short (${given.length} characters; at least ${APP_KEY_MIN_LENGTH} are needed). ` +
          `Make one with: node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))"`
      )
    }
    return
  }
  if (process.env.NODE_ENV === 'production') {
    refuseToStart(
      'APP_KEY is not set. In production every API process must share one key: set APP_KEY to a random secret of at least ' +
        `${APP_KEY_MIN_LENGTH} characters, e.g. node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))"`
    )
  }
  const file = join(dataDir(), 'app-key')
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 })
  }
  process.env.APP_KEY = readFileSync(file, 'utf8').trim()
}
