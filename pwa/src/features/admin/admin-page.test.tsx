// /admin against the real API process (its own SQLite database), as an administrator uses it:
// the dashboard's figures, finding and suspending a person, the audit log, a feature flag, the
// job queue's dead letters. The
// administrator is made the way an operator makes one: `node ace user:promote` on the server's
// DATA_DIR. (Who sees the 404 instead is app/admin-route.test.tsx; the e2e spec runs it all in Chromium.)
import 'fake-indexeddb/auto'
import { execFile } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startApiServer, type ApiServer } from '../../../test-support/api-server'
import { SameOriginBrowser } from '../../../test-support/same-origin-browser'
import type { UserDatabase } from '../../db/database'
import { SessionProvider } from '../../lib/session'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import AdminPage from './admin-page'

configure({ asyncUtilTimeout: 8000 })

const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'api')

let server: ApiServer
let db: UserDatabase | undefined

beforeAll(async () => {
  server = await startApiServer()
}, 90_000)

afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
  vi.unstubAllGlobals()
  document.cookie = 'dosewise_auth=; max-age=0; path=/'
  localStorage.clear()
})

afterAll(async () => {
  await server?.dispose()
})

async function person(firstName: string) {
  const browser = new SameOriginBrowser(server.url)
  await browser.signUpAndIn(firstName)
  const { email, id } = await (await browser.fetch('/api/auth/user')).json()
  return { browser, email: email as string, id: id as number }
}

/** `node ace user:promote <email>` against the test server's DATA_DIR, as an operator runs it. */
async function promote(email: string) {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'development',
    DATA_DIR: server.dataDir,
    LOG_LEVEL: 'warn',
  }
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'APP_KEY', 'VITEST', 'TEST']) delete env[key]
  await promisify(execFile)('node', ['ace', 'user:promote', email], { cwd: API_ROOT, env })
}

async function admin() {
  const grace = await person('Grace')
  await promote(grace.email)
  return grace
}

function show(browser: SameOriginBrowser, path = '/admin') {
  browser.openPage()
  vi.stubGlobal('fetch', browser.pageFetch)
  document.cookie = 'dosewise_auth=1; path=/'
  db = newUserDatabase()
  renderWithDb(
    <SessionProvider>
      <AdminPage />
    </SessionProvider>,
    db,
    path
  )
}

describe('Administration against the real API', () => {
  it('Dashboard: the stat cards count the real accounts and assessments', { timeout: 60_000 }, async () => {
    const grace = await admin()
    await person('Ada')
    const users = await (await grace.browser.fetch('/api/admin/users')).json()
    show(grace.browser)
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Dashboard', selected: true })).toBeTruthy()
    const card = (await screen.findByRole('heading', { name: 'Total Users' })).parentElement!
    expect(within(card).getByText(String(users.total))).toBeTruthy()
    expect(within(card).getByText(/new in the last 30 days/)).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Assessment completion rate' })).toBeTruthy()
    expect(screen.getByText(/accounts have finished an assessment with a computed plan/)).toBeTruthy()
    const health = screen.getByRole('list', { name: 'System health' })
    expect(within(health).getByText('Database (SQLite): reachable')).toBeTruthy()
    // The chart's words: a caption and a table of every day.
    expect(screen.getByText(/^Last 30 days: \d+ new users? and/)).toBeTruthy()
    expect(screen.getAllByRole('row').length).toBeGreaterThan(30)
  })

  it('Users: finds a person, suspends them (their session ends), and the System tab logs it', { timeout: 60_000 }, async () => {
    const grace = await admin()
    const target = await person('Hedy')
    show(grace.browser, '/admin?tab=users')
    expect(await screen.findByRole('tab', { name: 'Users', selected: true })).toBeTruthy()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or email' }), { target: { value: target.email } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await screen.findByText(`1 account matching "${target.email}"; page 1 of 1.`)
    const row = screen.getByRole('row', { name: new RegExp(target.email) })
    expect(within(row).getByText('Active')).toBeTruthy()
    fireEvent.click(within(row).getByRole('button', { name: 'Suspend: Hedy' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend Hedy?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    await waitFor(() => expect(within(screen.getByRole('row', { name: new RegExp(target.email) })).getByText('Suspended')).toBeTruthy())
    expect((await target.browser.fetch('/api/auth/user')).status).toBe(401)
    cleanup()
    show(grace.browser, `/admin?tab=system`)
    const log = await screen.findByRole('table', { name: 'Audit log, newest first' })
    expect(within(log).getByRole('row', { name: new RegExp(`Suspended an account ${target.email.replace('.', '\\.')}`) })).toBeTruthy()
  })

  it('System: switching a feature flag off turns its API off for everyone', { timeout: 60_000 }, async () => {
    const grace = await admin()
    const reader = await person('Cleo')
    show(grace.browser, '/admin?tab=system')
    const flag = await screen.findByRole('checkbox', { name: /Community Features/ })
    expect((flag as HTMLInputElement).checked).toBe(true)
    fireEvent.click(flag)
    await waitFor(() => expect((screen.getByRole('checkbox', { name: /Community Features/ }) as HTMLInputElement).checked).toBe(false))
    const answer = await reader.browser.fetch('/api/forums')
    expect(answer.status).toBe(404)
    expect((await answer.json()).code).toBe('E_FEATURE_OFF')
    fireEvent.click(screen.getByRole('checkbox', { name: /Community Features/ }))
    await waitFor(() => expect((screen.getByRole('checkbox', { name: /Community Features/ }) as HTMLInputElement).checked).toBe(true))
    expect((await reader.browser.fetch('/api/forums')).status).toBe(200)
  })

  it('System: the job queue shows its depth and dead letters; one is retried (it runs), one discarded', { timeout: 60_000 }, async () => {
    const grace = await admin()
    const ada = await person('Ada')
    // Two mail jobs that failed for good, as the queue writes them after the last attempt.
    const { default: Sqlite } = await import('better-sqlite3')
    const file = new Sqlite(join(server.dataDir, 'dosewise.sqlite'))
    const insert = file.prepare(
      `insert into queue_dead_jobs (name, payload, user_id, error_code, error_message, attempts, failed_at) values (?, ?, ?, ?, ?, ?, ?)`
    )
    const retried = Number(
      insert.run(
        'mail.verify-email',
        JSON.stringify({ userId: ada.id }),
        ada.id,
        'ECONNREFUSED',
        'connect refused',
        5,
        '2026-11-27 09:00:00.000+00:00'
      ).lastInsertRowid
    )
    const discarded = Number(
      insert.run(
        'mail.password-reset',
        JSON.stringify({ userId: ada.id }),
        ada.id,
        'ETIMEDOUT',
        'timed out',
        5,
        '2026-11-27 10:00:00.000+00:00'
      ).lastInsertRowid
    )
    file.close()
    // Her sign-up's verification mail (a job too) is written first.
    await waitFor(async () => expect(await mailCount(ada.email)).toBe(1))

    show(grace.browser, '/admin?tab=system')
    const figures = await screen.findByLabelText('Jobs in the queue')
    expect(within(figures).getByText('Dead letters').nextElementSibling?.textContent).toBe('2')
    const table = await screen.findByRole('table', { name: 'Dead letters, newest first' })
    const rows = within(table).getAllByRole('row').slice(1)
    // Newest first.
    expect(rows[0].textContent).toContain('mail.password-reset')
    expect(rows[1].textContent).toContain('ECONNREFUSED')

    fireEvent.click(screen.getByRole('button', { name: `Retry mail.verify-email #${retried}` }))
    await waitFor(() => expect(screen.queryByRole('button', { name: `Retry mail.verify-email #${retried}` })).toBeNull())
    await waitFor(async () => expect(await mailCount(ada.email)).toBe(2))

    fireEvent.click(screen.getByRole('button', { name: `Discard mail.password-reset #${discarded}` }))
    await screen.findByText('No job has failed for good.')
    const log = await screen.findByRole('table', { name: 'Audit log, newest first' })
    await waitFor(() => expect(within(log).getByText(`mail.password-reset (dead letter #${discarded})`)).toBeTruthy())
    expect(within(log).getByText(`mail.verify-email (dead letter #${retried})`)).toBeTruthy()
  })
})

/** How many mails the server has written to `address` (the .eml files under its DATA_DIR). */
async function mailCount(address: string) {
  const { readdir, readFile } = await import('node:fs/promises')
  const dir = join(server.dataDir, 'mail')
  const names = await readdir(dir).catch(() => [] as string[])
  let count = 0
  for (const name of names) if ((await readFile(join(dir, name), 'utf8')).includes(address)) count += 1
  return count
}
