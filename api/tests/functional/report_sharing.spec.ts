import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { simpleParser } from 'mailparser'
import { readFileSync } from 'node:fs'
import { REPORT_SHARE_MESSAGES, uuidv7 } from '@dosewise/sync-protocol'
import { REPORT_SHARE_LIMITS } from '#start/limiter'
import { Browser, resetRateLimits, signUp } from '#tests/helpers/browser'
import { lastMailTo, linkIn, mailsTo } from '#tests/helpers/mailbox'
import { SyncDevice, labResultInput, providerInput } from '#tests/helpers/sync_device'
// The reports' own reader of PDF text (sync-protocol's tests and the e2e suite use it too).
import { containsText, pdfText } from '../../../sync-protocol/src/reports/testing/pdf-text.js'

/** A signed-in person (Ana Silva), verified through the link in her mail unless told otherwise. */
async function person({ verified = true } = {}) {
  const browser = new Browser()
  const { email, password } = await signUp(browser, { firstName: 'Ana', lastName: 'Silva' })
  if (verified) {
    const token = linkIn((await lastMailTo(email))!, '/verify-email')!
    const answer = await browser.get(`/api/auth/verify-email/${token}`)
    if (answer.status !== 200) throw new Error(answer.text)
  }
  const login = await browser.post('/api/auth/login', { email, password })
  if (login.status !== 200) throw new Error(login.text)
  return { browser, email, device: new SyncDevice(browser) }
}

/** One of the person's providers, stored through sync; its email is unique to the test. */
async function providerOf(device: SyncDevice, overrides: Record<string, unknown> = {}) {
  const id = uuidv7()
  const email = `okafor-${id.slice(-12)}@clinic.example`
  const result = await device.pushOne(device.mutation('healthcareProvider', id, 'create', providerInput({ email, ...overrides })))
  if (result.status !== 'applied') throw new Error(JSON.stringify(result))
  return { id, email }
}

const sharesOf = (providerId: string) => db.from('report_shares').where('provider_id', providerId)

/**
 * 'Share Report' on a provider's card (issue 14): the server makes the report from the person's
 * synced records, renders the PDF and mails it only to the provider's stored email.
 */
test.group('Report sharing', (group) => {
  group.each.setup(() => resetRateLimits())

  test('the preview shows the recipient, subject, text and attachment, and sends nothing', async ({ assert }) => {
    const { browser, device, email } = await person()
    const provider = await providerOf(device)
    const answer = await browser.post('/api/reports/share/preview', {
      providerId: provider.id,
      kind: 'supplements',
      message: 'See you Tuesday.',
    })
    assert.equal(answer.status, 200, answer.text)
    assert.equal(answer.body.to, provider.email)
    assert.equal(answer.body.subject, 'Supplement Report for Ana Silva from Dosewise')
    assert.include(answer.body.text, 'Dear Dr. Amara Okafor,')
    assert.include(answer.body.text, `Ana Silva (${email}) asked Dosewise to send you their Supplement Report`)
    assert.include(answer.body.text, 'A message from Ana Silva:\nSee you Tuesday.')
    assert.include(answer.body.text, 'not a substitute for professional medical advice')
    assert.include(answer.body.text, "sent at Ana Silva's request")
    assert.match(answer.body.attachment.filename, /^dosewise-supplement-report-\d{4}-\d{2}-\d{2}\.pdf$/)
    assert.isAbove(answer.body.attachment.bytes, 1000)
    assert.equal(answer.body.report.title, 'Supplement Report')
    assert.isNotEmpty(answer.body.report.sections)

    assert.deepEqual(await mailsTo(provider.email), [])
    assert.lengthOf(await sharesOf(provider.id), 0)
  })

  test('sending mails the PDF made from the person’s records to the provider, replies to the person, and logs it once', async ({
    assert,
  }) => {
    const { browser, device, email } = await person()
    const provider = await providerOf(device)
    const lab = await device.pushOne(
      device.mutation('labResult', uuidv7(), 'create', labResultInput({ testedAt: '2026-11-01T08:00:00.000Z' }))
    )
    assert.equal(lab.status, 'applied')

    const answer = await browser.post('/api/reports/share', {
      providerId: provider.id,
      kind: 'lab-trends',
      message: 'Ahead of my appointment.',
    })
    assert.equal(answer.status, 200, answer.text)
    assert.equal(answer.body.sentTo, provider.email)
    assert.match(answer.body.filename, /^dosewise-lab-trends-\d{4}-\d{2}-\d{2}\.pdf$/)

    const mails = await mailsTo(provider.email)
    assert.lengthOf(mails, 1)
    const parsed = await simpleParser(readFileSync(mails[0].file))
    assert.equal(parsed.subject, 'Lab Trends for Ana Silva from Dosewise')
    assert.equal(parsed.replyTo?.value[0]?.address, email)
    assert.include(parsed.text ?? '', 'Ahead of my appointment.')
    assert.lengthOf(parsed.attachments, 1)
    const [pdf] = parsed.attachments
    assert.equal(pdf.contentType, 'application/pdf')
    assert.equal(pdf.filename, answer.body.filename)
    assert.equal(pdf.content.subarray(0, 4).toString('latin1'), '%PDF')
    const text = pdfText(new Uint8Array(pdf.content))
    assert.isTrue(containsText(text, 'Ana Silva'), 'the person’s name in the PDF')
    assert.isTrue(containsText(text, 'Vitamin D, 25-OH'), 'the person’s lab result in the PDF')

    const rows = await sharesOf(provider.id)
    assert.lengthOf(rows, 1)
    assert.include(rows[0], {
      kind: 'lab-trends',
      recipient: provider.email,
      filename: answer.body.filename,
      bytes: pdf.content.byteLength,
    })
    const { createHash } = await import('node:crypto')
    assert.equal(rows[0].sha256, createHash('sha256').update(pdf.content).digest('hex'))
  })

  test('a recipient or a file from the client is refused, and the mail can only go to the stored email', async ({ assert }) => {
    const { browser, device } = await person()
    const provider = await providerOf(device)
    const attacker = `victim-${uuidv7().slice(-8)}@elsewhere.example`
    for (const extra of [{ to: attacker }, { pdf: 'JVBERi0xLjQK' }, { recipient: attacker, report: { title: 'x' } }]) {
      const answer = await browser.post('/api/reports/share', { providerId: provider.id, kind: 'supplements', ...extra })
      assert.equal(answer.status, 422, answer.text)
      assert.deepInclude(answer.body.errors, { field: '', message: REPORT_SHARE_MESSAGES.onlyTheseFields })
    }
    assert.deepEqual(await mailsTo(attacker), [])
    assert.deepEqual(await mailsTo(provider.email), [])
    assert.lengthOf(await sharesOf(provider.id), 0)
  })

  test('an account whose email is not verified is refused (403) and nothing is sent', async ({ assert }) => {
    const { browser, device } = await person({ verified: false })
    const provider = await providerOf(device)
    for (const path of ['/api/reports/share/preview', '/api/reports/share']) {
      const answer = await browser.post(path, { providerId: provider.id, kind: 'supplements' })
      assert.equal(answer.status, 403, answer.text)
      assert.deepEqual(answer.body, { code: 'E_EMAIL_UNVERIFIED', message: REPORT_SHARE_MESSAGES.unverified })
    }
    assert.deepEqual(await mailsTo(provider.email), [])
    assert.lengthOf(await sharesOf(provider.id), 0)
  })

  test('another person’s provider, a deleted one, or none at all: 404 Provider not found', async ({ assert }) => {
    const owner = await person()
    const theirs = await providerOf(owner.device)
    const { browser, device } = await person()
    const mine = await providerOf(device)
    const deleted = await device.pushOne(device.mutation('healthcareProvider', mine.id, 'delete', null, { baseVersion: 1 }))
    assert.equal(deleted.status, 'applied', JSON.stringify(deleted))
    for (const providerId of [theirs.id, mine.id, uuidv7()]) {
      const answer = await browser.post('/api/reports/share', { providerId, kind: 'supplements' })
      assert.equal(answer.status, 404, answer.text)
      assert.equal(answer.body.message, REPORT_SHARE_MESSAGES.providerNotFound)
    }
    assert.deepEqual(await mailsTo(theirs.email), [])
  })

  test('a provider without an email, or an unknown report, is a 422 with the reason', async ({ assert }) => {
    const { browser, device } = await person()
    const provider = await providerOf(device, { email: null })
    const noEmail = await browser.post('/api/reports/share', { providerId: provider.id, kind: 'supplements' })
    assert.equal(noEmail.status, 422)
    assert.deepEqual(noEmail.body, { code: 'E_PROVIDER_WITHOUT_EMAIL', message: REPORT_SHARE_MESSAGES.providerWithoutEmail })

    const withEmail = await providerOf(device)
    const badKind = await browser.post('/api/reports/share', { providerId: withEmail.id, kind: 'everything' })
    assert.equal(badKind.status, 422)
    assert.deepInclude(badKind.body.errors, { field: 'kind', message: REPORT_SHARE_MESSAGES.kind })
    assert.lengthOf(await sharesOf(withEmail.id), 0)
    assert.equal((await new Browser().post('/api/reports/share', { providerId: withEmail.id, kind: 'supplements' })).status, 401)
  })

  test('a few shares an hour per person: the next one is refused with 429 and not sent', async ({ assert }) => {
    const { browser, device } = await person()
    const provider = await providerOf(device)
    for (let i = 0; i < REPORT_SHARE_LIMITS.perHour; i++) {
      const answer = await browser.post('/api/reports/share', { providerId: provider.id, kind: 'wellness' })
      assert.equal(answer.status, 200, answer.text)
    }
    const refused = await browser.post('/api/reports/share', { providerId: provider.id, kind: 'wellness' })
    assert.equal(refused.status, 429)
    assert.equal(refused.body.message, 'Too many attempts. Please wait and try again.')
    assert.isNotNull(refused.headers.get('retry-after'))
    assert.lengthOf(await mailsTo(provider.email), REPORT_SHARE_LIMITS.perHour)
    assert.lengthOf(await sharesOf(provider.id), REPORT_SHARE_LIMITS.perHour)

    // The limit is the person's: someone else still shares.
    const other = await person()
    const theirs = await providerOf(other.device)
    assert.equal((await other.browser.post('/api/reports/share', { providerId: theirs.id, kind: 'wellness' })).status, 200)
  })
})
