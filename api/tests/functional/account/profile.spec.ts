/**
 * PATCH /api/account/profile: a person changes their own first and last name; bad input is a
 * 422 that changes nothing; signed out is a 401.
 */
import { test } from '@japa/runner'
import { ACCOUNT_MESSAGES, accountOverviewSchema, currentUserSchema } from '@dosewise/sync-protocol'
import { Browser, resetRateLimits, signedInBrowser } from '#tests/helpers/browser'

test.group('Account: profile', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a new name is saved, answered, and what the current-user call says afterwards', async ({ assert }) => {
    const { browser, email } = await signedInBrowser()
    const answer = await browser.request('PATCH', '/api/account/profile', { json: { firstName: '  Grace ', lastName: 'Hopper' } })
    assert.equal(answer.status, 200)
    assert.equal(answer.body.message, ACCOUNT_MESSAGES.profileSaved)
    assert.include(currentUserSchema.parse(answer.body.user), { firstName: 'Grace', lastName: 'Hopper', email })
    assert.notProperty(answer.body.user, 'password')
    assert.include((await browser.get('/api/auth/user')).body, { firstName: 'Grace', lastName: 'Hopper' })

    // A field left out stays; an emptied one is cleared.
    const cleared = await browser.request('PATCH', '/api/account/profile', { json: { lastName: '' } })
    assert.include(cleared.body.user, { firstName: 'Grace', lastName: null })
  })

  test('a name too long, or not text, is a 422 under its field and nothing changes', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const long = await browser.request('PATCH', '/api/account/profile', { json: { firstName: 'x'.repeat(101), lastName: 'Kept?' } })
    assert.equal(long.status, 422)
    assert.deepEqual(long.body.errors, [{ field: 'firstName', message: ACCOUNT_MESSAGES.nameTooLong }])
    const wrongType = await browser.request('PATCH', '/api/account/profile', { json: { firstName: ['Ada'] } })
    assert.equal(wrongType.status, 422)
    assert.equal(wrongType.body.errors[0].field, 'firstName')
    const notJson = await browser.request('PATCH', '/api/account/profile', { raw: '{"firstName":' })
    assert.equal(notJson.status, 400)
    assert.include((await browser.get('/api/auth/user')).body, { firstName: 'Ada', lastName: 'Lovelace' })
  })

  test('the email cannot be changed through the profile', async ({ assert }) => {
    const { browser, email } = await signedInBrowser()
    const answer = await browser.request('PATCH', '/api/account/profile', { json: { firstName: 'Ada', email: 'taken-over@example.test' } })
    assert.equal(answer.status, 200)
    assert.equal((await browser.get('/api/auth/user')).body.email, email)
  })

  test('the overview says the account has a password, no social sign-in, and when this session signed in', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const answer = await browser.get('/api/account')
    assert.equal(answer.status, 200)
    const overview = accountOverviewSchema.parse(answer.body)
    assert.include(overview, { hasPassword: true })
    assert.deepEqual(overview.providers, [])
    assert.isBelow(Math.abs(Date.parse(overview.signedInAt!) - Date.now()), 60_000)
    assert.equal((await new Browser().get('/api/account')).status, 401)
  })

  test('signed out it is a 401, and without the CSRF token a 403', async ({ assert }) => {
    assert.equal((await new Browser().request('PATCH', '/api/account/profile', { json: { firstName: 'X' } })).status, 401)
    const { browser } = await signedInBrowser()
    browser.sendCsrf = false
    const answer = await browser.request('PATCH', '/api/account/profile', { json: { firstName: 'Mallory' } })
    assert.equal(answer.status, 403)
    browser.sendCsrf = true
    assert.equal((await browser.get('/api/auth/user')).body.firstName, 'Ada')
  })
})
