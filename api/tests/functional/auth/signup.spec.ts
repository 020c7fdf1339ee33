import { test } from '@japa/runner'
import User from '#models/user'
import { Browser, resetRateLimits, signUp, uniqueEmail } from '#tests/helpers/browser'
import { lastMailTo, linkIn } from '#tests/helpers/mailbox'

test.group('POST /api/auth/signup', (group) => {
  group.each.setup(() => resetRateLimits())

  test('creates an unverified account, derives a username and mails a verification link', async ({ assert }) => {
    const browser = new Browser()
    const email = uniqueEmail('grace.hopper')
    const { answer } = await signUp(browser, { email })

    assert.equal(answer.status, 201)
    assert.equal(answer.body.message, 'Account created. Please check your email to verify your account.')
    assert.equal(answer.body.user.email, email)
    assert.isFalse(answer.body.user.emailVerified)
    assert.match(answer.body.user.username, /^grace\.hopper-[a-z0-9]+$/)
    assert.notProperty(answer.body.user, 'password')
    assert.notInclude(answer.text, 'verificationToken')

    const stored = await User.findByOrFail('email', email)
    assert.notEqual(stored.password, 'correct horse battery')
    assert.match(stored.password!, /^\$scrypt\$/)

    const mail = await lastMailTo(email)
    assert.exists(mail, 'a verification mail was written')
    assert.equal(mail!.subject, 'Verify your Dosewise email address')
    assert.isString(linkIn(mail!, '/verify-email'))
  })

  test('signing up creates no session: the user signs in next', async ({ assert }) => {
    const browser = new Browser()
    await signUp(browser)
    const me = await browser.get('/api/auth/user')
    assert.equal(me.status, 401)
  })

  test('a second account with the same email (any case) is refused with 409', async ({ assert }) => {
    const email = uniqueEmail('twice')
    await signUp(new Browser(), { email })
    const { answer } = await signUp(new Browser(), { email: email.toUpperCase() })
    assert.equal(answer.status, 409)
    assert.equal(answer.body.code, 'E_EMAIL_TAKEN')
    assert.include(answer.body.message, 'already exists')
    assert.lengthOf(await User.query().where('email', email), 1)
  })

  test('two people with the same email name get different usernames', async ({ assert }) => {
    const a = await signUp(new Browser(), { email: 'same.name@one.example' })
    const b = await signUp(new Browser(), { email: 'same.name@two.example' })
    assert.equal(a.answer.status, 201)
    assert.equal(b.answer.status, 201)
    assert.equal(a.answer.body.user.username, 'same.name')
    assert.equal(b.answer.body.user.username, 'same.name2')
  })

  test('passwords that differ are refused with the spec message and nothing is created', async ({ assert }) => {
    const email = uniqueEmail()
    const { answer } = await signUp(new Browser(), { email, password: 'longenough1', confirmPassword: 'longenough2' })
    assert.equal(answer.status, 422)
    assert.deepInclude(answer.body.errors, { field: 'confirmPassword', message: 'Passwords do not match.' })
    assert.isNull(await User.findBy('email', email))
  })

  test('{label} → 422 "{message}"')
    .with([
      {
        label: 'short password',
        body: { password: 'short', confirmPassword: 'short' },
        field: 'password',
        message: 'String must contain at least 8 character(s)',
      },
      { label: 'missing email', body: { email: undefined }, field: 'email', message: 'Required' },
      { label: 'invalid email', body: { email: 'not-an-email' }, field: 'email', message: 'Invalid email' },
      { label: 'numeric email', body: { email: 42 }, field: 'email', message: 'Expected string, received number' },
      {
        label: 'too long first name',
        body: { firstName: 'x'.repeat(101) },
        field: 'firstName',
        message: 'String must contain at most 100 character(s)',
      },
      {
        label: 'too long email',
        body: { email: `${'a'.repeat(250)}@example.test` },
        field: 'email',
        message: 'String must contain at most 255 character(s)',
      },
      { label: 'missing confirmation', body: { confirmPassword: undefined }, field: 'confirmPassword', message: 'Required' },
    ])
    .run(async ({ assert }, row) => {
      const email = uniqueEmail()
      const before = await User.query().count('* as total')
      const { answer } = await signUp(new Browser(), { email, ...row.body })
      assert.equal(answer.status, 422)
      assert.equal(answer.body.message, 'Validation failed')
      assert.deepInclude(answer.body.errors, { field: row.field, message: row.message })
      const after = await User.query().count('* as total')
      assert.equal(Number(after[0].$extras.total), Number(before[0].$extras.total))
    })
})
