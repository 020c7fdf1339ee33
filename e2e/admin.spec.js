/**
 * /admin (issue 16, ADR 0034): a person without the admin role gets the 404 page; an
 * administrator — made as an operator makes one, `node ace user:promote` on the server's
 * DATA_DIR — sees real figures, finds a person, suspends them (their session ends) and finds the
 * suspension in the audit log. Each of the Dashboard, Users and System tabs passes axe.
 */
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { before } from 'node:test'
import { newContext, pageTest, useBrowser } from './support/browser.js'
import { DATA_DIR, apiSession } from './support/fixtures.js'
import { eventually, expectPath, expectVisible } from './support/expect.js'
import { expectNoAxeViolations } from './support/axe.js'
import { AppShell } from './pages/app-shell.js'

useBrowser()

const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'api')

/** `node ace user:promote <email>` against the e2e server's DATA_DIR. */
async function promote(email) {
  const env = { ...process.env, DATA_DIR, LOG_LEVEL: 'warn' }
  for (const key of ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL']) delete env[key]
  await promisify(execFile)('node', ['ace', 'user:promote', email], { cwd: API_ROOT, env })
}

let admin
let person
let target
before(async () => {
  admin = await apiSession({ firstName: 'Grace', lastName: 'Admin' })
  await promote(admin.account.email)
  person = await apiSession({ firstName: 'Pat', lastName: 'Person' })
  target = await apiSession({ firstName: 'Hedy', lastName: 'Target' })
})

/** The page's own session asks the server (same cookies, same origin). */
const statusFromPage = (page, path) =>
  page.evaluate(async (url) => (await fetch(url, { headers: { Accept: 'application/json' } })).status, path)

pageTest('a person without the admin role sees the 404 page at /admin, and the API refuses them', async ({ page, context }) => {
  await context.addCookies(person.cookies)
  await page.goto('/admin')
  await new AppShell(page).expectShown()
  await expectVisible(page.getByRole('heading', { level: 1, name: '404 Page Not Found' }), 'the 404 page')
  assert.equal(await page.getByRole('tab', { name: 'Users' }).count(), 0)
  assert.equal(await statusFromPage(page, '/api/admin/dashboard'), 403)
})

pageTest(
  'an administrator sees real figures, finds and suspends a person, and sees it in the audit log; each tab passes axe',
  { timeout: 120_000 },
  async ({ page, context }) => {
    await context.addCookies(admin.cookies)
    await page.goto('/dashboard')
    const shell = new AppShell(page)
    await shell.expectShown()
    await shell.accountMenu.click()
    await page.getByRole('menuitem', { name: 'Administration' }).click()
    await expectPath(page, '/admin')
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Administration' }), 'the Administration heading')

    // Dashboard: the Total Users card shows the server's own count of accounts.
    const { total } = await page.evaluate(async () => (await fetch('/api/admin/users')).json())
    const users = page.getByRole('heading', { name: 'Total Users' }).locator('..')
    await expectVisible(users.getByText(String(total), { exact: true }), `Total Users ${total}`)
    await expectVisible(page.getByRole('list', { name: 'System health' }).getByText('Database (SQLite): reachable'), 'the database badge')
    await expectVisible(page.getByText(/^Last 30 days: \d+ new users?/), 'the chart summary')
    await expectNoAxeViolations(page, '/admin (Dashboard)')

    // Users: find Hedy, suspend her; her session ends.
    await page.getByRole('tab', { name: 'Users' }).click()
    await expectPath(page, '/admin?tab=users')
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(target.account.email)
    await page.getByRole('button', { name: 'Search' }).click()
    const row = page.getByRole('row', { name: new RegExp(target.account.email) })
    await expectVisible(row.getByText('Active'), "Hedy's status")
    await expectNoAxeViolations(page, '/admin?tab=users')
    await row.getByRole('button', { name: 'Suspend: Hedy Target' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Suspend Hedy Target?' })
    await dialog.getByRole('button', { name: 'Suspend' }).click()
    await expectVisible(row.getByText('Suspended'), "Hedy's new status")
    const hedy = await newContext()
    try {
      await hedy.addCookies(target.cookies)
      const hedyPage = await hedy.newPage()
      await hedyPage.goto('/login')
      await eventually(async () => assert.equal(await statusFromPage(hedyPage, '/api/auth/user'), 401))
      // Signing in again is refused, and the sign-in screen says why.
      await hedyPage.reload()
      await hedyPage.getByLabel('Email', { exact: true }).fill(target.account.email)
      await hedyPage.getByLabel('Password', { exact: true }).fill(target.account.password)
      await hedyPage.getByRole('button', { name: 'Sign In', exact: true }).click()
      await expectVisible(
        hedyPage.getByRole('alert').filter({ hasText: 'This account has been suspended by an administrator' }),
        'the suspension message'
      )
      await expectPath(hedyPage, '/login')
    } finally {
      await hedy.close()
    }

    // System: the suspension is the newest entry of the audit log.
    await page.getByRole('tab', { name: 'System' }).click()
    await expectPath(page, '/admin?tab=system')
    const log = page.getByRole('table', { name: 'Audit log, newest first' })
    await expectVisible(log.getByRole('row').nth(1).getByText('Suspended an account'), 'the newest audit entry')
    await expectVisible(log.getByRole('row').nth(1).getByText(target.account.email), 'who was suspended')
    await expectNoAxeViolations(page, '/admin?tab=system')
  }
)
