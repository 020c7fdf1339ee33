/**
 * Live sync between devices (issue 16 item 6, ADR 0038): two browsers signed in as the same
 * person, each with its own session; a journal entry saved in one shows up in the other within
 * about two seconds, with no reload — far sooner than the 60-second poll, because the server's
 * notice on the second browser's stream makes it pull at once.
 */
import assert from 'node:assert/strict'
import { before } from 'node:test'
import { newContext, pageTest, useBrowser } from './support/browser.js'
import { apiSignIn, apiSignUp, uniqueEmail } from './support/fixtures.js'
import { expectVisible } from './support/expect.js'
import { JournalPage } from './pages/records-pages.js'

useBrowser()

let person
before(async () => {
  person = await apiSignUp({ email: uniqueEmail('live'), firstName: 'Lina' })
})

/** Opens the journal in `context` signed in as the person (a session of its own), its live stream open. */
async function journalOnDevice(context) {
  await context.addCookies((await apiSignIn(person)).playwrightCookies())
  const page = await context.newPage()
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/sync/live/'), { timeout: 20_000 })
  const journal = new JournalPage(page)
  await journal.open()
  const response = await stream
  assert.equal(response.status(), 200, 'the live notices stream is open')
  assert.match(response.headers()['content-type'] ?? '', /^text\/event-stream/)
  return { page, journal }
}

pageTest(
  'a journal entry saved in one browser appears in the other within ~2 s, with no reload',
  { timeout: 120_000 },
  async ({ context }) => {
    const laptopContext = await newContext()
    try {
      const phone = await journalOnDevice(context)
      const laptop = await journalOnDevice(laptopContext)
      let navigations = 0
      laptop.page.on('framenavigated', (frame) => {
        if (frame === laptop.page.mainFrame()) navigations += 1
      })

      const notes = `Saved on the phone, seen on the laptop ${Date.now()}`
      await phone.journal.addEntryWith({ mood: 'Good', energy: 'High', sleep: 'Good', stress: 'Low', notes })
      await expectVisible(phone.journal.entry(notes), 'the new entry on the phone')
      const saved = Date.now()
      await expectVisible(laptop.journal.entry(notes), 'the new entry on the laptop', { timeout: 2_500 })
      const waited = Date.now() - saved
      assert.ok(waited <= 2_500, `the laptop showed it after ${waited} ms`)
      assert.equal(navigations, 0, 'the laptop did not reload')
    } finally {
      await laptopContext.close()
    }
  }
)
