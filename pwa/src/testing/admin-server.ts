/**
 * For the admin tabs' tests: an account on the real API process made an administrator the way
 * an operator does it (`node ace user:promote`, on the server's own DATA_DIR).
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ApiServer } from '../../test-support/api-server'
import { SameOriginBrowser } from '../../test-support/same-origin-browser'

const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'api')

export async function signedUpPerson(server: ApiServer, firstName: string) {
  const browser = new SameOriginBrowser(server.url)
  await browser.signUpAndIn(firstName)
  const { email } = await (await browser.fetch('/api/auth/user')).json()
  return { browser, email: String(email) }
}

export async function signedUpAdmin(server: ApiServer, firstName = 'Ada') {
  const person = await signedUpPerson(server, firstName)
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATA_DIR: server.dataDir,
  }
  for (const key of ['DATABASE_URL', 'VITEST', 'TEST']) delete env[key]
  await promisify(execFile)('node', ['ace', 'user:promote', person.email], { cwd: API_ROOT, env })
  return person
}
