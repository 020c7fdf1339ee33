/**
 * 'Schedule' and 'Share Report' on a healthcare provider's card (issue 14): an appointment made
 * on the device, its calendar file made on the device too; a report previewed, then sent by the
 * server as a PDF to the provider's stored email — found here as the .eml the server wrote. Both
 * dialogs pass an axe scan. The account is verified through the link in its mail, as a person
 * would (sharing needs a verified address).
 */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { before } from 'node:test'
import { simpleParser } from 'mailparser'
import { useBrowser, pageTest } from './support/browser.js'
import { ApiClient, DATA_DIR, apiSignIn, apiSignUp, appLinkIn, readMail } from './support/fixtures.js'
import { eventually, expectVisible } from './support/expect.js'
import { expectNoAxeViolations } from './support/axe.js'
import { HealthcarePage } from './pages/records-pages.js'
import { containsText, pdfText } from '../sync-protocol/src/reports/testing/pdf-text.js'

useBrowser()

let account
let client
const providerEmail = `okafor-${Date.now().toString(36)}@clinic.example`

before(async () => {
  account = await apiSignUp({ firstName: 'Ana', lastName: 'Silva' })
  const verification = await readMail(DATA_DIR, account.email, { subject: 'Verify' })
  const verified = await new ApiClient().get(
    `/api${appLinkIn(verification, '/verify-email/').replace('/verify-email/', '/auth/verify-email/')}`
  )
  assert.equal(verified.status, 200, verified.text)
  client = await apiSignIn(account)
  const provider = await client.post('/api/healthcare-providers', {
    providerName: 'Dr. Amara Okafor',
    specialty: 'Endocrinology',
    email: providerEmail,
  })
  assert.equal(provider.status, 201, provider.text)
})

async function providerCard(page) {
  const healthcare = new HealthcarePage(page)
  await healthcare.open()
  const card = healthcare.record('Dr. Amara Okafor')
  await expectVisible(card, "Dr. Amara Okafor's card")
  return card
}

pageTest(
  'Schedule: an appointment saved on the device, listed on the card, with a calendar file',
  { phone: true },
  async ({ page, context }) => {
    await context.addCookies(client.playwrightCookies())
    const card = await providerCard(page)
    await card.getByRole('button', { name: 'Schedule' }).click()
    const dialog = page.getByRole('dialog', { name: 'Schedule an appointment' })
    await expectVisible(dialog, 'the Schedule dialog')
    await expectNoAxeViolations(page, 'the Schedule dialog at 360 px')

    // Tomorrow at 14:30 on the browser's clock, and that moment in UTC as the file must carry it.
    const { date, utc } = await page.evaluate(() => {
      const day = new Date(Date.now() + 86_400_000)
      const pad = (n) => String(n).padStart(2, '0')
      const date = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`
      const start = new Date(`${date}T14:30:00`)
      return {
        date,
        utc: start
          .toISOString()
          .replace(/\.\d{3}Z$/, 'Z')
          .replace(/[-:]/g, ''),
      }
    })
    await dialog.getByLabel(/^Date/).fill(date)
    await dialog.getByLabel(/^Time/).fill('14:30')
    await dialog.getByLabel(/^Reason/).fill('Thyroid results, and my supplements')
    await dialog.getByText('1 hour before', { exact: true }).click()
    await dialog.getByRole('button', { name: 'Save appointment' }).click()
    await expectVisible(page.getByText('Appointment scheduled', { exact: true }), "the 'Appointment scheduled' toast")

    const upcoming = card.getByRole('region', { name: 'Upcoming appointments' })
    await expectVisible(upcoming, 'the upcoming appointments on the card')
    await expectVisible(upcoming.getByText('Thyroid results, and my supplements'), 'the reason')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      upcoming.getByRole('button', { name: /^Add to calendar \(\.ics\)/ }).click(),
    ])
    assert.match(download.suggestedFilename(), /^appointment-dr-amara-okafor-\d{4}-\d{2}-\d{2}\.ics$/)
    const ics = readFileSync(await download.path(), 'utf8')
    const lines = ics.replace(/\r\n /g, '').split('\r\n')
    assert.ok(lines.includes(`DTSTART:${utc}`), `DTSTART:${utc} in\n${ics}`)
    assert.ok(lines.includes('SUMMARY:Appointment with Dr. Amara Okafor'), ics)
    assert.ok(lines.includes('TRIGGER:-PT1H'), ics)

    // It reaches the server by sync.
    await eventually(
      async () => {
        const appointments = (await client.get('/api/appointments')).json
        assert.equal(appointments.length, 1)
        assert.equal(appointments[0].reason, 'Thyroid results, and my supplements')
      },
      { timeout: 20_000 }
    )
  }
)

pageTest(
  'Share Report: offline it says it needs a connection; online the preview shows what the mail holds, and Send delivers the PDF',
  { timeout: 120_000 },
  async ({ page, context }) => {
    await context.addCookies(client.playwrightCookies())
    const card = await providerCard(page)

    await context.setOffline(true)
    await card.getByRole('button', { name: 'Share Report' }).click()
    const dialog = page.getByRole('dialog', { name: 'Share a report with Dr. Amara Okafor' })
    await expectVisible(dialog.getByText(/Sharing a report needs a connection/), 'the offline note')
    assert.equal(await dialog.getByRole('button', { name: 'Preview' }).isDisabled(), true)
    await context.setOffline(false)
    await eventually(async () => assert.equal(await dialog.getByRole('button', { name: 'Preview' }).isDisabled(), false))

    await dialog.getByText('Lab Trends', { exact: true }).click()
    await dialog.getByLabel(/^Message/).fill('Ahead of my appointment tomorrow.')
    await expectNoAxeViolations(page, 'the Share Report dialog')
    await dialog.getByRole('button', { name: 'Preview' }).click()
    const preview = dialog.getByRole('region', { name: 'What will be sent' })
    await expectVisible(preview, 'the preview', { timeout: 30_000 })
    await expectVisible(preview.getByText(providerEmail, { exact: true }), 'the recipient')
    await expectVisible(preview.getByText('Lab Trends for Ana Silva from Dosewise', { exact: true }), 'the subject')
    await expectVisible(preview.getByText(/^dosewise-lab-trends-\d{4}-\d{2}-\d{2}\.pdf \(/), 'the attachment')
    await expectNoAxeViolations(page, 'the Share Report dialog with its preview')

    await dialog.getByRole('button', { name: 'Send' }).click()
    await expectVisible(page.getByText('Report sent', { exact: true }), "the 'Report sent' toast", { timeout: 30_000 })

    const mail = await readMail(DATA_DIR, providerEmail, { subject: 'Lab Trends for Ana Silva' })
    const parsed = await simpleParser(readFileSync(mail.file))
    assert.equal(parsed.replyTo?.value[0]?.address, account.email)
    assert.match(parsed.text ?? '', /Ahead of my appointment tomorrow\./)
    const [pdf] = parsed.attachments
    assert.equal(pdf?.contentType, 'application/pdf')
    assert.equal(pdf.content.subarray(0, 4).toString('latin1'), '%PDF')
    assert.ok(containsText(pdfText(new Uint8Array(pdf.content)), 'Ana Silva'), 'the person’s name in the PDF')
  }
)
