/**
 * /settings (issue 14): a person signs up, renames themselves, sees this device in the devices
 * list, downloads their data (the zip is opened here and the journal entry they just wrote is in
 * it, as JSON and as CSV), deletes their account with their password and lands on the landing
 * page, signed out, with their local database gone; signing in again fails. And /settings,
 * /privacy and /terms pass axe at 360 px and on a desktop.
 */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { before } from 'node:test'
import { strFromU8, unzipSync } from 'fflate'
import { useBrowser, pageTest } from './support/browser.js'
import { PASSWORD, apiSession, expectToast, signIn, uniqueEmail } from './support/fixtures.js'
import { eventually, expectPath, expectVisible } from './support/expect.js'
import { expectNoAxeViolations } from './support/axe.js'
import { AppShell } from './pages/app-shell.js'
import { JournalPage } from './pages/records-pages.js'
import { LoginPage } from './pages/login-page.js'

useBrowser()

let session
before(async () => {
  session = await apiSession({ firstName: 'Sam', lastName: 'Settings' })
})

const section = (page, name) => page.getByRole('region', { name, exact: true })

/** The page's own session asks the server (same cookies, same origin). */
const fromPage = (page, path) =>
  page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Accept: 'application/json' } })
    return { status: response.status, json: response.ok ? await response.json() : null }
  }, path)

pageTest(
  'sign up, rename, see this device, export a journal entry, delete the account: signed out, nothing left, no sign-in',
  { timeout: 120_000 },
  async ({ page }) => {
    // Sign up through the screen, then sign in on a freshly loaded sign-in page.
    const account = { email: uniqueEmail('settings'), password: PASSWORD, firstName: 'Erin', lastName: 'Tester' }
    await page.goto('/signup')
    await page.getByLabel('First name').fill(account.firstName)
    await page.getByLabel('Last name').fill(account.lastName)
    await page.getByLabel('Email', { exact: true }).fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByLabel('Confirm password').fill(account.password)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expectPath(page, '/login', { timeout: 15_000 })
    // Wait for the sign-in page's own requests first: one still running when the sign-in answers
    // would set the old session’s cookie again (a race of the sign-in flow, not of this screen).
    await new LoginPage(page).goto()
    await page.waitForLoadState('networkidle')
    await signIn(page, account)
    const shell = new AppShell(page)
    await shell.accountMenu.click()
    await page.getByRole('menuitem', { name: 'Settings' }).click()
    await expectPath(page, '/settings')
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Settings' }), 'the Settings heading')
    assert.equal(await page.title(), 'Settings · Dosewise')

    // Profile: the new name is saved and the account menu shows it.
    const profile = section(page, 'Profile')
    await profile.getByLabel('First name').fill('Marie')
    await profile.getByLabel('Last name').fill('Curie')
    await profile.getByRole('button', { name: 'Save profile' }).click()
    await expectToast(page, 'Your profile has been saved.')
    await shell.accountMenu.click()
    await expectVisible(page.getByRole('menu').getByText('Marie Curie'), 'the new name in the account menu')
    await page.keyboard.press('Escape')

    // Devices: this browser, marked.
    const devices = section(page, 'Devices')
    const here = devices.getByRole('listitem').filter({ hasText: 'This device' })
    await expectVisible(here, "the 'This device' entry")
    assert.match(await here.innerText(), /Chrome on Linux/)

    // A journal entry, written on the device, reaches the server.
    const me = (await fromPage(page, '/api/auth/user')).json
    const notes = `Exported =1+1 ${Date.now()}`
    const journal = new JournalPage(page)
    await journal.open()
    await journal.addEntryWith({ mood: 'Good', energy: 'Medium', sleep: 'Fair', stress: 'Moderate', notes })
    await expectVisible(journal.entry(notes), 'the new journal entry')
    await eventually(
      async () => {
        const entries = (await fromPage(page, `/api/journal/${me.id}`)).json ?? []
        assert.ok(
          entries.some((entry) => entry.notes === notes),
          'the entry on the server'
        )
      },
      { timeout: 20_000 }
    )

    // Export: the zip holds the entry, in JSON and (formula-escaped) in CSV.
    await page.goto('/settings')
    const yourData = section(page, 'Your data')
    const [download] = await Promise.all([page.waitForEvent('download'), yourData.getByRole('button', { name: 'Export my data' }).click()])
    assert.match(download.suggestedFilename(), /^dosewise-export-\d{4}-\d{2}-\d{2}\.zip$/)
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())))
    assert.ok(files['README.txt'] && files['account.json'], 'README.txt and account.json')
    const entries = JSON.parse(strFromU8(files['journal_entries.json']))
    assert.deepEqual(
      entries.filter((entry) => entry.notes === notes).map((entry) => entry.user_id),
      [me.id]
    )
    assert.ok(strFromU8(files['journal_entries.csv']).includes(notes), 'the entry in journal_entries.csv')
    assert.equal(JSON.parse(strFromU8(files['account.json'])).firstName, 'Marie')
    assert.ok(!strFromU8(files['account.json']).includes('password'), 'no password in account.json')
    await expectVisible(yourData.getByText(`Downloaded ${download.suggestedFilename()}.`), 'the download said done')

    // Delete the account with the password.
    await section(page, 'Delete account').getByRole('button', { name: 'Delete account…' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' })
    await dialog.getByLabel('Your password').fill(account.password)
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    await expectPath(page, '/', { timeout: 15_000 })
    await expectToast(page, 'Your account has been deleted')
    await expectVisible(page.getByRole('link', { name: 'Get Started' }), 'the landing page')
    await eventually(async () => {
      const names = await page.evaluate(async () => (await window.indexedDB.databases()).map((db) => db.name))
      assert.ok(!names.includes(`dosewise-user-${me.id}`), `the local database is gone (${names.join(', ')})`)
    })
    assert.equal((await fromPage(page, '/api/auth/user')).status, 401)

    // Signing in again fails.
    const login = new LoginPage(page)
    await login.goto()
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/login')
    await login.fill(account)
    await login.submit.click()
    assert.equal((await answer).status(), 401)
    await expectPath(page, '/login')
  }
)

for (const phone of [false, true]) {
  const size = phone ? 'at 360 px' : 'on a desktop'

  pageTest(`/settings passes axe and fits the screen ${size}`, { phone }, async ({ page, context }) => {
    await context.addCookies(session.cookies)
    await page.goto('/settings')
    await expectVisible(section(page, 'Devices').getByText('This device'), 'the devices list')
    await expectVisible(section(page, 'Time zone').getByLabel('Time zone'), 'the time zone select')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`)
    await expectNoAxeViolations(page, `/settings ${size}`)
    await section(page, 'Devices').getByRole('button', { name: 'Sign out everywhere' }).click()
    await expectVisible(page.getByRole('alertdialog', { name: 'Sign out everywhere?' }), 'the confirm dialog')
    await expectNoAxeViolations(page, `the sign-out-everywhere dialog ${size}`)
    await page.keyboard.press('Escape')
  })

  for (const [path, title] of [
    ['/privacy', 'Privacy'],
    ['/terms', 'Terms'],
  ]) {
    pageTest(`${path} passes axe and fits the screen ${size}, reached from the landing footer`, { phone }, async ({ page }) => {
      await page.goto('/')
      await page.getByRole('contentinfo').getByRole('link', { name: title, exact: true }).click()
      await expectPath(page, path)
      await expectVisible(page.getByRole('heading', { level: 1, name: title }), `the ${title} heading`)
      assert.equal(await page.title(), `${title} · Dosewise`)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`)
      await expectNoAxeViolations(page, `${path} ${size}`)
    })
  }
}

pageTest('signed in, the footer links to the privacy and terms pages', async ({ page, context }) => {
  await context.addCookies(session.cookies)
  await page.goto('/settings')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expectPath(page, '/privacy')
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Privacy' }), 'the Privacy heading')
  await page.goBack()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
  await expectPath(page, '/terms')
})
