/**
 * DELETE /api/account: the password again (or, for an account with no password, a sign-in in
 * the last ten minutes). A wrong or missing proof changes nothing. Deleted, no table with a
 * user_id column (read from the migrated schema) keeps a row of the person, the sessions table
 * holds none of theirs, every one of their sessions answers 401, signing in again fails, and
 * another person's data is exactly as it was.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { ACCOUNT_MESSAGES, CURRENT_PASSWORD_WRONG_MESSAGE } from '@dosewise/sync-protocol'
import { tablesWithUserId } from '#services/account/user_tables'
import { deleteAccountData } from '#services/account/delete_account'
import { loadReferenceData } from '#services/reference_data/reference_loader'
import { Browser, resetRateLimits, signedInBrowser, uniqueEmail } from '#tests/helpers/browser'
import { currentUserId } from '#tests/helpers/sync_device'
import { socialSignIn, startStandIns } from '#tests/helpers/oauth_stand_ins'
import { fillAccount, rewriteSessionDevice, rowsPerTable } from '#tests/functional/account/account_data'

async function signInAgain(email: string, password: string) {
  const browser = new Browser()
  const answer = await browser.post('/api/auth/login', { email, password })
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`)
  return browser
}

const deleteAccount = (browser: Browser, json: unknown) => browser.request('DELETE', '/api/account', { json })

test.group('Account: deleting it', (group) => {
  const leftovers: number[] = []
  group.setup(async () => {
    await loadReferenceData()
    return async () => {
      for (const id of leftovers) await deleteAccountData(id)
    }
  })
  group.each.setup(() => resetRateLimits())

  test('a wrong or missing password is a 422 and nothing is deleted or signed out', async ({ assert }) => {
    const { browser, email, password } = await signedInBrowser()
    const userId = await fillAccount(browser)
    leftovers.push(userId)
    const elsewhere = await signInAgain(email, password)
    const tables = await tablesWithUserId()
    const before = await rowsPerTable(tables, userId)

    const wrong = await deleteAccount(browser, { password: 'not my password' })
    assert.equal(wrong.status, 422)
    assert.deepEqual(wrong.body.errors, [{ field: 'password', message: CURRENT_PASSWORD_WRONG_MESSAGE }])
    const missing = await deleteAccount(browser, {})
    assert.equal(missing.status, 422)
    assert.deepEqual(missing.body.errors, [{ field: 'password', message: ACCOUNT_MESSAGES.passwordRequired }])
    const badType = await deleteAccount(browser, { password: 12345 })
    assert.equal(badType.status, 422)

    assert.deepEqual(await rowsPerTable(tables, userId), before)
    assert.equal((await browser.get('/api/auth/user')).status, 200)
    assert.equal((await elsewhere.get('/api/auth/user')).status, 200)
  })

  test('with the password every row of the person goes, every session ends, and the other person keeps everything', async ({ assert }) => {
    const { browser, email, password } = await signedInBrowser()
    const { browser: stranger } = await signedInBrowser()
    const userId = await fillAccount(browser)
    const strangerId = await fillAccount(stranger)
    leftovers.push(strangerId)
    const elsewhere = await signInAgain(email, password)
    const tables = await tablesWithUserId()
    const strangerBefore = await rowsPerTable(tables, strangerId)
    const strangerJournal = (await stranger.get(`/api/journal/${strangerId}`)).body

    const answer = await deleteAccount(browser, { password })
    assert.equal(answer.status, 204)

    // No table with a user_id column keeps a row of theirs, sessions included.
    assert.include(tables, 'sessions')
    const after = await rowsPerTable(tables, userId)
    assert.deepEqual(
      Object.entries(after).filter(([, count]) => count > 0),
      []
    )
    assert.isNull(await db.from('users').where('id', userId).first())
    assert.isNull(await db.from('users').where('email', email).first())
    // Nor the rate limits keyed by the account.
    assert.lengthOf(await db.from('rate_limits').whereLike('key', `%user${userId}`), 0)

    assert.equal((await browser.get('/api/auth/user')).status, 401)
    assert.equal((await elsewhere.get('/api/auth/user')).status, 401)
    assert.equal((await elsewhere.get('/api/lab-results')).status, 401)
    assert.equal((await new Browser().post('/api/auth/login', { email, password })).status, 401)
    // The same tab can go on (its CSRF token still works): signing in again is refused as unknown.
    assert.equal((await browser.post('/api/auth/login', { email, password })).status, 401)

    assert.deepEqual(await rowsPerTable(tables, strangerId), strangerBefore)
    assert.deepEqual((await stranger.get(`/api/journal/${strangerId}`)).body, strangerJournal)
    assert.equal((await stranger.get('/api/auth/user')).status, 200)
  })

  test('signed out it is a 401; without the CSRF token a 403 and nothing is deleted', async ({ assert }) => {
    assert.equal((await deleteAccount(new Browser(), { password: 'x' })).status, 401)
    const { browser, password } = await signedInBrowser()
    leftovers.push(await currentUserId(browser))
    browser.sendCsrf = false
    assert.equal((await deleteAccount(browser, { password })).status, 403)
    browser.sendCsrf = true
    assert.equal((await browser.get('/api/auth/user')).status, 200)
  })
})

test.group('Account: deleting one made by social sign-in', (group) => {
  let standIns: Awaited<ReturnType<typeof startStandIns>>
  group.setup(async () => {
    standIns = await startStandIns()
    return () => standIns.stop()
  })
  group.each.setup(() => resetRateLimits())

  async function socialPerson() {
    const email = uniqueEmail('social')
    standIns.github.signInAs({ id: String(Date.now() + Math.random()), email, firstName: 'Social', lastName: 'Person', login: 'sp' })
    const browser = new Browser()
    const answer = await socialSignIn(browser, 'github')
    if (answer.status !== 302) throw new Error(`social sign-in answered ${answer.status}: ${answer.text}`)
    return { browser, userId: await currentUserId(browser) }
  }

  test('a sign-in older than ten minutes is told to sign in again, with its provider; nothing is deleted', async ({ assert }) => {
    const { browser, userId } = await socialPerson()
    assert.deepInclude((await browser.get('/api/account')).body, { hasPassword: false, providers: ['github'] })
    await rewriteSessionDevice(userId, { signedInAt: Date.now() - 11 * 60_000 })
    const answer = await deleteAccount(browser, {})
    assert.equal(answer.status, 403)
    assert.deepEqual(answer.body, { code: 'E_REAUTHENTICATE', message: ACCOUNT_MESSAGES.reauthenticate, providers: ['github'] })
    assert.isNotNull(await db.from('users').where('id', userId).first())
    assert.equal((await browser.get('/api/auth/user')).status, 200)
    await deleteAccountData(userId)
  })

  test('right after signing in, the account is deleted without a password', async ({ assert }) => {
    const { browser, userId } = await socialPerson()
    const answer = await deleteAccount(browser, {})
    assert.equal(answer.status, 204)
    assert.isNull(await db.from('users').where('id', userId).first())
    assert.lengthOf(await db.from('user_providers').where('user_id', userId), 0)
    assert.equal((await browser.get('/api/auth/user')).status, 401)
  })
})
