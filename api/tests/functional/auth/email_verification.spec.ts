import { test } from '@japa/runner'
import User from '#models/user'
import { Browser, resetRateLimits, signUp, signedInBrowser } from '#tests/helpers/browser'
import { lastMailTo, linkIn, mailsTo } from '#tests/helpers/mailbox'

test.group('Email verification', (group) => {
  group.each.setup(() => resetRateLimits())

  test('the mailed link verifies the address once', async ({ assert }) => {
    const browser = new Browser()
    const { email, password } = await signUp(browser)
    const token = linkIn((await lastMailTo(email))!, '/verify-email')!

    const first = await browser.get(`/api/auth/verify-email/${token}`)
    assert.equal(first.status, 200)
    assert.include(first.body.message, 'verified')
    assert.isTrue((await User.findByOrFail('email', email)).emailVerified)

    const again = await browser.get(`/api/auth/verify-email/${token}`)
    assert.equal(again.status, 400)
    assert.equal(again.body.message, 'This verification link is invalid or has already been used.')

    await browser.post('/api/auth/login', { email, password })
    const me = await browser.get('/api/auth/user')
    assert.isTrue(me.body.emailVerified)
    assert.notProperty(me.body, 'reminder')
  })

  test('an unknown token is refused with 400', async ({ assert }) => {
    const answer = await new Browser().get('/api/auth/verify-email/not-a-real-token')
    assert.equal(answer.status, 400)
  })

  test('the database keeps only a hash of the token', async ({ assert }) => {
    const { email } = await signUp(new Browser())
    const token = linkIn((await lastMailTo(email))!, '/verify-email')!
    const user = await User.findByOrFail('email', email)
    assert.notEqual(user.verificationToken, token)
    assert.match(user.verificationToken!, /^[0-9a-f]{64}$/)
  })

  test('a signed-in user can ask for a new link; the old one stops working', async ({ assert }) => {
    const { browser, email } = await signedInBrowser()
    const oldToken = linkIn((await lastMailTo(email))!, '/verify-email')!
    const resend = await browser.post('/api/auth/resend-verification')
    assert.equal(resend.status, 200)
    const mails = await mailsTo(email)
    assert.lengthOf(mails, 2)
    const newToken = linkIn(mails[1], '/verify-email')!
    assert.notEqual(newToken, oldToken)
    assert.equal((await browser.get(`/api/auth/verify-email/${oldToken}`)).status, 400)
    assert.equal((await browser.get(`/api/auth/verify-email/${newToken}`)).status, 200)
  })
})
