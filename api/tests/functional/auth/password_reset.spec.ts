import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import User from '#models/user'
import { Browser, resetRateLimits, signUp } from '#tests/helpers/browser'
import { lastMailTo, linkIn, mailsTo } from '#tests/helpers/mailbox'
import { settleBackgroundWork } from '#services/background'

const RESET_SUBJECT = 'Reset your Dosewise password'

/** Asks for a reset and waits for the mail work the request started in the background. */
async function requestReset(browser: Browser, email: string) {
  const answer = await browser.post('/api/auth/forgot-password', { email })
  await settleBackgroundWork()
  return answer
}

test.group('Forgot and reset password', (group) => {
  group.each.setup(() => resetRateLimits())

  test('the answer is the same whether or not the email has an account; only the owner gets mail', async ({ assert }) => {
    const browser = new Browser()
    const { email } = await signUp(browser)
    const known = await requestReset(browser, email)
    const unknown = await requestReset(browser, 'nobody-here@example.test')

    assert.equal(known.status, 200)
    assert.equal(unknown.status, 200)
    assert.deepEqual(known.body, unknown.body)
    assert.lengthOf(await mailsTo('nobody-here@example.test'), 0)
    const mail = await lastMailTo(email, RESET_SUBJECT)
    assert.equal(mail!.subject, RESET_SUBJECT)
    assert.include(mail!.text, 'within one hour')
  })

  test('the link sets a new password once; the old password stops working', async ({ assert }) => {
    const browser = new Browser()
    const { email, password } = await signUp(browser)
    await requestReset(browser, email)
    const token = linkIn((await lastMailTo(email, RESET_SUBJECT))!, '/reset-password')!

    const reset = await browser.post('/api/auth/reset-password', {
      token,
      password: 'a brand new secret',
      confirmPassword: 'a brand new secret',
    })
    assert.equal(reset.status, 200)

    assert.equal((await browser.post('/api/auth/login', { email, password })).status, 401)
    assert.equal((await browser.post('/api/auth/login', { email, password: 'a brand new secret' })).status, 200)

    const reuse = await new Browser().post('/api/auth/reset-password', {
      token,
      password: 'yet another secret',
      confirmPassword: 'yet another secret',
    })
    assert.equal(reuse.status, 400)
    assert.equal(reuse.body.code, 'E_INVALID_RESET_TOKEN')
  })

  test('a link older than one hour is refused', async ({ assert }) => {
    const browser = new Browser()
    const { email, password } = await signUp(browser)
    await requestReset(browser, email)
    const token = linkIn((await lastMailTo(email, RESET_SUBJECT))!, '/reset-password')!
    const user = await User.findByOrFail('email', email)
    user.resetTokenExpiry = DateTime.now().minus({ minutes: 1 })
    await user.save()

    const answer = await browser.post('/api/auth/reset-password', {
      token,
      password: 'too late now',
      confirmPassword: 'too late now',
    })
    assert.equal(answer.status, 400)
    assert.equal((await browser.post('/api/auth/login', { email, password })).status, 200)
  })

  test('mismatched or short new passwords are refused with 422 and the token stays usable', async ({ assert }) => {
    const browser = new Browser()
    const { email } = await signUp(browser)
    await requestReset(browser, email)
    const token = linkIn((await lastMailTo(email, RESET_SUBJECT))!, '/reset-password')!

    const mismatch = await browser.post('/api/auth/reset-password', { token, password: 'abcdefgh1', confirmPassword: 'abcdefgh2' })
    assert.equal(mismatch.status, 422)
    assert.deepInclude(mismatch.body.errors, { field: 'confirmPassword', message: 'Passwords do not match.' })

    const short = await browser.post('/api/auth/reset-password', { token, password: 'short', confirmPassword: 'short' })
    assert.equal(short.status, 422)

    const ok = await browser.post('/api/auth/reset-password', { token, password: 'finally good', confirmPassword: 'finally good' })
    assert.equal(ok.status, 200)
  })

  test('the answer does not wait for the mail: known and unknown emails answer alike, before any mail is written', async ({ assert }) => {
    const browser = new Browser()
    const { email } = await signUp(browser)
    const before = (await mailsTo(email)).length
    const known = await browser.post('/api/auth/forgot-password', { email })
    // Answered, and the reset mail not written yet: its work (and then its job) runs after the answer.
    assert.equal(known.status, 200)
    assert.lengthOf(await mailsTo(email, { wait: false }), before)
    assert.lengthOf(await mailsTo(email), before + 1)
  })

  test('an invalid email is a 422, not a silent success', async ({ assert }) => {
    const answer = await new Browser().post('/api/auth/forgot-password', { email: 'nope' })
    assert.equal(answer.status, 422)
    assert.deepInclude(answer.body.errors, { field: 'email', message: 'Invalid email' })
  })
})
