/**
 * Changes waiting on the device stay visible when the session is gone (issue 10 item 12, ADR
 * 0015): after the session ends on the server and the page reloads, the signed-out screens say
 * how many changes wait and for whom, and how to send them; signing in as that account sends
 * them, once. Another person signing in on the same browser is told that another account's
 * changes wait there — and sees none of them.
 */
import assert from 'node:assert/strict'
import { before } from 'node:test'
import { useBrowser, pageTest } from './support/browser.js'
import { apiSignIn, apiSignUp, signIn, uniqueEmail } from './support/fixtures.js'
import { eventually, expectHidden, expectPath, expectVisible } from './support/expect.js'
import { expectNoAxeViolations } from './support/axe.js'
import { AppShell } from './pages/app-shell.js'
import { JournalPage } from './pages/records-pages.js'

useBrowser()

let ana
let ana2
let ben
before(async () => {
  ana = await apiSignUp({ email: uniqueEmail('ana'), firstName: 'Ana' })
  ana2 = await apiSignUp({ email: uniqueEmail('amy'), firstName: 'Amy' })
  ben = await apiSignUp({ email: uniqueEmail('ben'), firstName: 'Ben' })
})

/** Waits until the service worker controls the page (then a reload offline still opens the app). */
async function serviceWorkerReady(page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    if (registration.active?.state !== 'activated') {
      await new Promise((resolve) => registration.active?.addEventListener('statechange', resolve))
    }
  })
}

/** Signs `account` in (its own HTTP client, whose cookies the page uses), writes a journal entry offline. */
async function entryWrittenOffline(page, context, account, notes) {
  const client = await apiSignIn(account)
  await context.addCookies(client.playwrightCookies())
  const journal = new JournalPage(page)
  await journal.open()
  await new AppShell(page).expectShown()
  await serviceWorkerReady(page)
  await context.setOffline(true)
  await journal.addEntryWith({ mood: 'Good', energy: 'Medium', sleep: 'Fair', stress: 'Low', notes })
  await expectVisible(page.getByText(/1 change waiting to sync/), "'1 change waiting to sync'")
  return client
}

/** The journal entries of `account` with these notes, as the server holds them. */
async function onServer(account, notes) {
  const client = await apiSignIn(account)
  const me = (await client.get('/api/auth/user')).json
  return (await client.get(`/api/journal/${me.id}`)).json.filter((entry) => entry.notes === notes)
}

const notice = (page) => page.getByRole('status', { name: 'Changes waiting on this device' })

pageTest(
  'after the session ended and a reload, the landing page says what waits and for whom; signing in sends it once',
  { timeout: 120_000 },
  async ({ page, context }) => {
    const notes = `Written offline, session ended meanwhile ${Date.now()}`
    const client = await entryWrittenOffline(page, context, ana, notes)

    // The session ends on the server (signed out everywhere, or expired) while this page is offline.
    assert.equal((await client.post('/api/auth/logout-everywhere')).status, 200)
    await context.setOffline(false)
    await page.reload()

    await expectVisible(notice(page), 'the notice of changes waiting on this device')
    const text = await notice(page).textContent()
    assert.match(text, /1 change saved on this device hasn't been sent yet — it belongs to Ana \(an•••@example\.[a-z]+\)/)
    assert.ok(!text.includes(ana.email), 'the full address is not printed')
    assert.deepEqual(await onServer(ana, notes), [], 'nothing reached the server yet')
    await expectNoAxeViolations(page)

    await notice(page).getByRole('link', { name: 'Sign in to send it' }).click()
    await expectPath(page, `/login?email=${encodeURIComponent(ana.email)}`)
    await expectVisible(notice(page), 'the notice on the sign-in screen too')
    assert.equal(await page.getByLabel('Email', { exact: true }).inputValue(), ana.email)
    await page.getByLabel('Password', { exact: true }).fill(ana.password)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()

    await expectHidden(page.getByText(/changes? waiting to sync/), 'the waiting change to be sent', { timeout: 30_000 })
    await eventually(async () => assert.equal((await onServer(ana, notes)).length, 1, 'the entry, exactly once'))
    await eventually(async () => assert.equal(await page.evaluate(() => globalThis.localStorage.getItem('dosewise:unsent-changes')), null))
  }
)

pageTest(
  'another person signing in on the browser is told another account’s changes wait here, and sees none of them',
  { timeout: 120_000 },
  async ({ page, context }) => {
    const notes = `Amy's private entry ${Date.now()}`
    const client = await entryWrittenOffline(page, context, ana2, notes)
    assert.equal((await client.post('/api/auth/logout-everywhere')).status, 200)
    await context.setOffline(false)
    await page.reload()
    await expectVisible(notice(page), 'the notice of changes waiting on this device')

    // The page was on /journal when the session ended: that is where sign-in returns to.
    await signIn(page, ben, { expectPath: '/journal' })
    const other = page.getByRole('status', { name: "Another account's changes on this device" })
    await expectVisible(other, 'the note about another account’s changes')
    await expectNoAxeViolations(page)
    assert.match(
      await other.textContent(),
      /This device also holds 1 change of another account \(am•••@example\.[a-z]+\) that hasn't been sent yet/
    )
    const journal = new JournalPage(page)
    await journal.open()
    await expectHidden(journal.entry(notes), "Amy's entry (it is not Ben's)")
    assert.deepEqual(await onServer(ana2, notes), [], "Ben's session sent nothing of Amy's")
  }
)
