/**
 * Structured medicine entry (issue 11): in the wizard, the checker and the prescription form a
 * medicine is typed the way people write it, becomes a chip saying what it was read as, and a
 * misspelling is never treated as checked: it is shown, with "Did you mean".
 */
import assert from 'node:assert/strict'
import { before } from 'node:test'
import { useBrowser, pageTest } from './support/browser.js'
import { apiSignIn, apiSignUp, expectToast } from './support/fixtures.js'
import { expectNoAxeViolations } from './support/axe.js'
import { eventually, expectCount, expectVisible } from './support/expect.js'
import { ANSWERS, AssessmentPage } from './pages/assessment-page.js'
import { HealthcarePage, InteractionCheckerPage } from './pages/records-pages.js'

useBrowser()

let client
before(async () => {
  client = await apiSignIn(await apiSignUp())
})

/** The reference snapshot is on the device once the checker lists the whole table. */
async function referenceDownloaded(page) {
  const checker = new InteractionCheckerPage(page)
  await checker.open()
  await expectVisible(page.getByText(/Browse all \d+ known drug-supplement interactions/), 'the reference data, downloaded', {
    timeout: 30_000,
  })
  return checker
}

pageTest('the wizard reads a typed list into chips, offers type-ahead and “did you mean”', async ({ page, context }) => {
  await context.addCookies(client.playwrightCookies())
  await referenceDownloaded(page)
  const wizard = new AssessmentPage(page)
  await wizard.open()
  await wizard.answerWork(ANSWERS)
  await wizard.next.click()
  await wizard.expectStep(2, 'Current medications & supplements')

  const medications = wizard.combobox('Current medications')
  await medications.fill('Coumadin 5 mg each evening, coumadn')
  await medications.press('Enter')
  const entries = wizard.entries('Medications entered')
  await expectCount(entries, 2)
  await expectVisible(entries.nth(0).getByText('coumadin → warfarin, anticoagulant'), 'the brand read as warfarin, dose and all')
  await expectVisible(
    entries.nth(1).getByText('Not recognised: “coumadn” — it cannot be checked for interactions.'),
    'the typo, not recognised'
  )
  await expectNoAxeViolations(page, 'step 2 with a recognised and an unrecognised entry')
  await entries.nth(1).getByRole('button', { name: 'coumadin (Warfarin)' }).click()
  await expectVisible(entries.nth(1).getByText('coumadin → warfarin, anticoagulant'), 'the suggestion, once chosen')

  // Type-ahead: the options say what each name is; arrows and Enter take one.
  await medications.pressSequentially('xare')
  const option = page.getByRole('option', { name: /^Xarelto/i })
  await expectVisible(option, 'Xarelto offered while typing')
  await expectVisible(option.getByText('Rivaroxaban, anticoagulant'), 'what Xarelto is')
  await expectNoAxeViolations(page, 'step 2 with the suggestions open')
  await medications.press('ArrowDown')
  await medications.press('Enter')
  await expectCount(entries, 3)
  await expectVisible(entries.nth(2).getByText('xarelto → rivaroxaban, anticoagulant'), 'the chosen suggestion as a chip')

  await wizard.combobox('Current supplements').fill('fishoil 1000mg')
  await wizard.combobox('Current supplements').press('Enter')
  await expectVisible(
    wizard.entries('Supplements entered').getByText(/→ Omega-3 Fish Oil \(supplement\)$/),
    'a supplement written as one word'
  )
})

pageTest('the checker says “we could not check” a typo, and the suggestion checks again', async ({ page, context }) => {
  await context.addCookies(client.playwrightCookies())
  const checker = await referenceDownloaded(page)
  await checker.supplement.fill('fish oil')
  await checker.medication.fill('coumadn')
  await checker.medication.press('Enter')

  const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'We could not check “coumadn”' }) })
  await expectVisible(alert, '“We could not check” for the typo')
  await expectCount(page.getByText('No Known Interactions Found', { exact: true }), 0)
  await expectNoAxeViolations(page, 'the checker saying what it could not check')

  await alert.getByRole('button', { name: 'coumadin (Warfarin)' }).click()
  await expectVisible(
    page.getByRole('article', { name: 'Anticoagulants + Omega-3 Fish Oil' }),
    'the interaction, once the spelling is chosen'
  )
  await expectCount(page.getByRole('heading', { name: /We could not check/ }), 0)
})

pageTest('a prescription’s name shows what it was read as before it is saved', async ({ page, context }) => {
  const patient = await apiSignIn(await apiSignUp())
  await context.addCookies(patient.playwrightCookies())
  await referenceDownloaded(page)
  const healthcare = new HealthcarePage(page)
  await healthcare.open()
  await healthcare.tab('Prescriptions')
  const name = page.getByRole('combobox', { name: /^Medication Name/ })
  await name.fill('Jantoven 5mg')
  await expectVisible(page.getByText('jantoven → warfarin, anticoagulant'), 'the brand read as warfarin')
  await page.getByRole('button', { name: 'Add Prescription' }).click()
  await expectToast(page, 'Prescription added', 'Prescription has been recorded successfully.')
  await eventually(
    async () => {
      const saved = (await patient.get('/api/prescriptions')).json
      assert.deepEqual(
        saved.map((p) => p.medicationName),
        ['Jantoven 5mg']
      )
    },
    { timeout: 30_000, interval: 500 }
  )
})
