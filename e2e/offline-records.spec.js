/**
 * Offline-first records (issue 5; docs/architecture.md, ADR 0008): with no connection a person adds a
 * journal entry, a lab result and a prescription; they survive a reload while still offline;
 * back online they reach the server exactly once. The interaction checker answers offline from
 * the downloaded reference snapshot.
 */
import assert from 'node:assert/strict'
import { before } from 'node:test'
import { useBrowser, pageTest } from './support/browser.js'
import { apiSignIn, apiSignUp } from './support/fixtures.js'
import { eventually, expectCount, expectHidden, expectVisible } from './support/expect.js'
import { AppShell } from './pages/app-shell.js'
import { HealthcarePage, InteractionCheckerPage, JournalPage } from './pages/records-pages.js'

useBrowser()

let account
let client
before(async () => {
  account = await apiSignUp()
  client = await apiSignIn(account)
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

/** Waits until the header shows nothing waiting to sync. */
async function allSynced(page) {
  await expectHidden(page.getByText(/changes? waiting to sync/), 'the "waiting to sync" count to clear', { timeout: 30_000 })
}

pageTest(
  'offline: a journal entry, a lab result and a prescription survive a reload, then reach the server once',
  { timeout: 120_000 },
  async ({ page, context }) => {
    await context.addCookies(client.playwrightCookies())
    const shell = new AppShell(page)
    const journal = new JournalPage(page)
    await journal.open()
    await shell.expectShown()
    await serviceWorkerReady(page)

    await context.setOffline(true)
    await expectVisible(shell.offline, 'the "You\'re offline" indicator')

    const notes = `Night shift, offline ${Date.now()}`
    await journal.addEntryWith({ mood: 'Good', energy: 'Medium', sleep: 'Fair', stress: 'Moderate', notes, supplements: ['Vitamin D3'] })
    await expectVisible(page.getByText('Journal Entry Saved', { exact: true }), "the 'Journal Entry Saved' toast")
    await expectVisible(journal.entry(notes), 'the new entry in Recent Entries')
    await expectVisible(page.getByText(/1 change waiting to sync/), "'1 change waiting to sync' in the header")

    const healthcare = new HealthcarePage(page)
    await page.goto('/healthcare')
    await expectVisible(healthcare.heading, 'the healthcare screen, offline')
    await healthcare.tab('Lab Results')
    await healthcare.fill({
      'Test Name': 'Vitamin D, 25-OH',
      Value: '18',
      Unit: 'ng/mL',
      'Reference Range': '30-100',
      'Test Date': '2026-11-01',
    })
    await page.getByRole('button', { name: 'Add Lab Result' }).click()
    await expectVisible(page.getByText('Lab result added', { exact: true }), "the 'Lab result added' toast")
    await expectVisible(
      healthcare.record('Vitamin D, 25-OH').getByText('low', { exact: false }),
      'the lab result, marked low (18 is under 30-100)'
    )

    await healthcare.tab('Prescriptions')
    await healthcare.fill({ 'Medication Name': 'Warfarin', Dosage: '5 mg', Frequency: 'Once daily', 'Prescribed By': 'Dr. Ana Ruiz' })
    await page.getByRole('button', { name: 'Add Prescription' }).click()
    await expectVisible(page.getByText('Prescription added', { exact: true }), "the 'Prescription added' toast")
    await expectVisible(page.getByText(/3 changes waiting to sync/), "'3 changes waiting to sync'")

    // Still offline: a reload opens the app from the service worker and the records are there.
    await page.reload()
    await shell.expectShown()
    await healthcare.tab('Prescriptions')
    await expectVisible(healthcare.record('Warfarin'), 'the prescription after an offline reload')
    await expectVisible(page.getByText(/3 changes waiting to sync/), 'the 3 changes still waiting after the reload')
    await page.goto('/journal')
    await expectVisible(journal.entry(notes), 'the journal entry after an offline reload')

    // The server has none of it yet.
    assert.equal((await client.get('/api/lab-results')).json.length, 0)

    await context.setOffline(false)
    await allSynced(page)
    await eventually(async () => {
      const me = (await client.get('/api/auth/user')).json
      const entries = (await client.get(`/api/journal/${me.id}`)).json
      assert.deepEqual(entries.filter((e) => e.notes === notes).length, 1, 'the journal entry, once')
      const labs = (await client.get('/api/lab-results')).json
      assert.equal(labs.length, 1)
      assert.equal(labs[0].status, 'low')
      const prescriptions = (await client.get('/api/prescriptions')).json
      assert.deepEqual(
        prescriptions.map((p) => p.medicationName),
        ['Warfarin']
      )
    })
  }
)

pageTest('the interaction checker answers offline, from the table downloaded while online', async ({ page, context }) => {
  await context.addCookies(client.playwrightCookies())
  const checker = new InteractionCheckerPage(page)
  await checker.open()
  await serviceWorkerReady(page)
  await expectVisible(page.getByText(/Browse all \d+ known drug-supplement interactions/), 'the full list, once downloaded', {
    timeout: 30_000,
  })

  await context.setOffline(true)
  await page.reload()
  await expectVisible(checker.heading, 'the checker after an offline reload')
  await checker.medication.fill('Coumadin')
  await checker.supplement.press('Enter')
  await expectVisible(page.getByText(/coumadin → warfarin/i).first(), 'a match explained through the brand name, offline')
  const expected = (await client.get('/api/drug-interactions?medication=Coumadin')).json
  assert.ok(expected.length > 0, 'the API knows interactions of Coumadin (warfarin)')
  await expectCount(page.getByRole('article').filter({ hasText: /coumadin → /i }), expected.length)

  await checker.medication.fill('zzyzx')
  await checker.check.click()
  // A name it cannot read is never answered with 'No Known Interactions Found'.
  await expectVisible(page.getByRole('heading', { name: 'We could not check “zzyzx”' }), "'We could not check' offline")
  await expectCount(page.getByText('No Known Interactions Found', { exact: true }), 0)
  await checker.reset.click()
  await expectVisible(page.getByText(/Browse all \d+ known drug-supplement interactions/), 'the full list after Reset')
})
