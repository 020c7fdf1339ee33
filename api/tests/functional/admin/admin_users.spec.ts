/**
 * The Users tab's API (issue 16, ADR 0034): search and paging, role changes (never one's own
 * demotion), suspension (sessions end at once, sign-in is refused with a clear message) and
 * the CSV export (no secrets, formulas escaped). Every change is in the audit log.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { ACCOUNT_SUSPENDED_MESSAGE, ADMIN_USERS_PAGE_SIZE, adminUsersPageSchema } from '@dosewise/sync-protocol'
import { Browser, resetRateLimits, signUp } from '#tests/helpers/browser'
import { auditRows, signedInAdmin, signedInPerson } from '#tests/functional/admin/admin_helpers'

test.group('Administration: users', (group) => {
  group.each.setup(() => resetRateLimits())

  test('search finds people by name or email; pages hold at most a page each', async ({ assert }) => {
    const admin = await signedInAdmin()
    const tag = `zq${Date.now().toString(36)}`
    // Made directly: signing up this many people would meet the sign-up limit.
    await User.createMany([
      ...Array.from({ length: ADMIN_USERS_PAGE_SIZE + 3 }, (_, i) => ({
        email: `${tag}-${i}@example.test`,
        username: `${tag}${i}`,
        firstName: `Person${i}`,
        password: null,
        role: 'user' as const,
      })),
      {
        email: `someone-${tag}x@example.test`,
        username: `${tag}x`,
        firstName: 'Hedy',
        lastName: `Lamarr${tag}`,
        password: null,
        role: 'user' as const,
      },
    ])

    const first = adminUsersPageSchema.parse((await admin.browser.get(`/api/admin/users?q=${tag}-`)).body)
    assert.equal(first.total, ADMIN_USERS_PAGE_SIZE + 3)
    assert.equal(first.pageCount, 2)
    assert.lengthOf(first.users, ADMIN_USERS_PAGE_SIZE)
    const second = adminUsersPageSchema.parse((await admin.browser.get(`/api/admin/users?q=${tag}-&page=2`)).body)
    assert.lengthOf(second.users, 3)
    const emails = new Set([...first.users, ...second.users].map((u) => u.email))
    assert.equal(emails.size, ADMIN_USERS_PAGE_SIZE + 3)

    const byName = adminUsersPageSchema.parse(
      (await admin.browser.get(`/api/admin/users?q=${encodeURIComponent(`hedy lamarr${tag}`)}`)).body
    )
    assert.deepEqual(
      byName.users.map((u) => [u.name, u.email, u.role, u.suspendedAt]),
      [[`Hedy Lamarr${tag}`, `someone-${tag}x@example.test`, 'user', null]]
    )
    // A '%' is a letter, not a wildcard.
    assert.equal((await admin.browser.get('/api/admin/users?q=%25%25%25')).body.total, 0)
    const bad = await admin.browser.get('/api/admin/users?page=0')
    assert.equal(bad.status, 422)
  })

  test('an admin changes roles, but cannot demote themself', async ({ assert }) => {
    const admin = await signedInAdmin()
    const other = await signedInPerson()

    const promoted = await admin.browser.request('PATCH', `/api/admin/users/${other.id}/role`, { json: { role: 'admin' } })
    assert.equal(promoted.status, 200)
    assert.equal(promoted.body.role, 'admin')
    assert.equal((await other.browser.get('/api/admin/dashboard')).status, 200)
    const demoted = await admin.browser.request('PATCH', `/api/admin/users/${other.id}/role`, { json: { role: 'user' } })
    assert.equal(demoted.body.role, 'user')
    assert.equal((await other.browser.get('/api/admin/dashboard')).status, 403)

    const self = await admin.browser.request('PATCH', `/api/admin/users/${admin.id}/role`, { json: { role: 'user' } })
    assert.equal(self.status, 409)
    assert.equal(self.body.message, 'You cannot remove your own administrator role. Ask another administrator.')
    assert.equal((await db.from('users').where('id', admin.id).first()).role, 'admin')

    const invalid = await admin.browser.request('PATCH', `/api/admin/users/${other.id}/role`, { json: { role: 'root' } })
    assert.equal(invalid.status, 422)
    const missing = await admin.browser.request('PATCH', '/api/admin/users/999999/role', { json: { role: 'admin' } })
    assert.equal(missing.status, 404)

    const rows = await auditRows('user.role', admin.id)
    assert.deepEqual(
      rows.map((r) => [r.details.userId, r.details.from, r.details.to]),
      [
        [other.id, 'admin', 'user'],
        [other.id, 'user', 'admin'],
      ]
    )
  })

  test('suspension ends the open session at once and blocks sign-in until lifted', async ({ assert }) => {
    const admin = await signedInAdmin()
    const person = await signedInPerson()
    assert.equal((await person.browser.get('/api/auth/user')).status, 200)

    const suspended = await admin.browser.request('PATCH', `/api/admin/users/${person.id}/suspension`, { json: { suspended: true } })
    assert.equal(suspended.status, 200)
    assert.isString(suspended.body.suspendedAt)
    assert.equal((await person.browser.get('/api/auth/user')).status, 401)

    const again = new Browser()
    const login = await again.post('/api/auth/login', { email: person.email, password: person.password })
    assert.equal(login.status, 403)
    assert.equal(login.body.code, 'E_ACCOUNT_SUSPENDED')
    assert.equal(login.body.message, ACCOUNT_SUSPENDED_MESSAGE)
    assert.equal((await again.get('/api/auth/user')).status, 401)
    // A wrong password is still just a wrong password: suspension is not revealed without it.
    assert.equal((await new Browser().post('/api/auth/login', { email: person.email, password: 'not the password' })).status, 401)

    const self = await admin.browser.request('PATCH', `/api/admin/users/${admin.id}/suspension`, { json: { suspended: true } })
    assert.equal(self.status, 409)

    const lifted = await admin.browser.request('PATCH', `/api/admin/users/${person.id}/suspension`, { json: { suspended: false } })
    assert.isNull(lifted.body.suspendedAt)
    assert.equal((await again.post('/api/auth/login', { email: person.email, password: person.password })).status, 200)

    assert.deepEqual(
      (await auditRows('user.suspend', admin.id)).map((r) => r.details.userId),
      [person.id]
    )
    assert.deepEqual(
      (await auditRows('user.unsuspend', admin.id)).map((r) => r.details.userId),
      [person.id]
    )
  })

  test('Export Users: a CSV of every account with no secrets, formulas escaped', async ({ assert }) => {
    const admin = await signedInAdmin()
    const { email } = await signUp(new Browser(), { firstName: '=HYPERLINK("http://evil.example")', lastName: '+cmd' })
    const answer = await admin.browser.get('/api/admin/users/export')
    assert.equal(answer.status, 200)
    assert.match(answer.headers.get('content-type') ?? '', /^text\/csv/)
    assert.match(answer.headers.get('content-disposition') ?? '', /attachment; filename="dosewise-users-\d{4}-\d{2}-\d{2}\.csv"/)
    const lines = answer.text.split('\r\n')
    assert.equal(lines[0], 'id,username,email,first_name,last_name,profession,role,email_verified,suspended_at,created_at')
    const line = lines.find((l) => l.includes(email))!
    assert.include(line, `"'=HYPERLINK(""http://evil.example"")"`)
    assert.include(line, `'+cmd`)
    const hashes = await db.from('users').whereNotNull('password').select('password')
    for (const { password } of hashes) assert.notInclude(answer.text, password)
    for (const secret of ['password', 'token', 'session_epoch', 'scrypt']) assert.notInclude(answer.text.toLowerCase(), secret)
    const total = Number((await db.from('users').where('is_demo', false).count('* as n').first())?.n)
    assert.equal(lines.filter((l) => l !== '').length, total + 1)
    assert.deepEqual(
      (await auditRows('users.export', admin.id)).map((r) => r.details.count),
      [total]
    )
  })
})
