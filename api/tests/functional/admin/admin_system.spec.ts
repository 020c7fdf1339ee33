/**
 * The Dashboard and System tabs' API (issue 16, ADR 0034): figures that match the rows behind
 * them, the audit log, migration status, 'Clear Cache', 'Backup Database' and feature flags that
 * really switch a feature's API off for everyone.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { readFile, writeFile, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { FEATURE_OFF_CODE, adminAuditPageSchema } from '@dosewise/sync-protocol'
import User from '#models/user'
import { toDbTimestamp } from '#services/sync/sql_values'
import { databaseKind } from '#services/admin/system_service'
import { engineReference } from '#services/assessments/plan_service'
import { ASSESSMENT_ANSWERS } from '#tests/helpers/assessment_answers'
import { Browser, resetRateLimits } from '#tests/helpers/browser'
import { auditRows, signedInAdmin, signedInPerson } from '#tests/functional/admin/admin_helpers'

const DAY = 24 * 60 * 60 * 1000

test.group('Administration: dashboard', (group) => {
  group.each.setup(() => resetRateLimits())

  test('figures match the rows created', async ({ assert }) => {
    const admin = await signedInAdmin()
    const before = (await admin.browser.get('/api/admin/dashboard')).body
    const today = new Date().toISOString().slice(0, 10)
    const todayBefore = before.daily.find((d: any) => d.date === today)

    // One person signs up now and takes an assessment (its plan is computed); one joined 40 days ago.
    const person = await signedInPerson({ firstName: 'Rosalind', lastName: 'Franklin' })
    assert.equal((await person.browser.post('/api/assessments', ASSESSMENT_ANSWERS)).status, 201)
    const old = await User.create({ email: `old-${Date.now()}@example.test`, username: `old${Date.now()}`, password: null, role: 'user' })
    await db
      .from('users')
      .where('id', old.id)
      .update({ created_at: toDbTimestamp(new Date(Date.now() - 40 * DAY)) })
    await db.table('notifications').insert({
      user_id: person.id,
      type: 'warning',
      title: 'Interaction: Warfarin and Ginkgo',
      message: 'Talk to your doctor.',
      is_read: false,
      is_active: true,
      created_at: toDbTimestamp(new Date()),
      updated_at: toDbTimestamp(new Date()),
    })
    await db.table('reminder_sends').insert([
      { user_id: person.id, dose_id: 'dose-a', due_at: toDbTimestamp(new Date()), delivered: 1, created_at: toDbTimestamp(new Date()) },
      { user_id: person.id, dose_id: 'dose-b', due_at: toDbTimestamp(new Date()), delivered: 0, created_at: toDbTimestamp(new Date()) },
    ])

    const after = (await admin.browser.get('/api/admin/dashboard')).body
    assert.equal(after.totals.users.count, before.totals.users.count + 2)
    assert.equal(after.totals.users.trend.current, before.totals.users.trend.current + 1)
    assert.equal(after.totals.users.trend.previous, before.totals.users.trend.previous + 1)
    assert.equal(after.totals.activeAssessments.count, before.totals.activeAssessments.count + 1)
    assert.equal(after.totals.activeAssessments.trend.current, before.totals.activeAssessments.trend.current + 1)
    assert.equal(after.totals.supplements.count, Number((await db.from('supplements').count('* as n').first())?.n))
    assert.equal(after.totals.interactions.count, Number((await db.from('drug_interactions').count('* as n').first())?.n))
    assert.lengthOf(after.daily, 30)
    const todayAfter = after.daily.find((d: any) => d.date === today)
    assert.equal(todayAfter.users, todayBefore.users + 1)
    assert.equal(todayAfter.assessments, todayBefore.assessments + 1)
    assert.deepInclude(after.recentUsers, {
      id: person.id,
      name: 'Rosalind Franklin',
      email: person.email,
      profession: 'healthcare',
      createdAt: after.recentUsers.find((u: any) => u.id === person.id)?.createdAt,
    })
    assert.equal(after.completion.accounts, before.completion.accounts + 2)
    assert.equal(after.completion.completed, before.completion.completed + 1)
    assert.equal(after.reminders.sent, before.reminders.sent + 2)
    assert.equal(after.reminders.delivered, before.reminders.delivered + 1)
    assert.equal(after.interactionAlerts.last30, before.interactionAlerts.last30 + 1)
    assert.equal(after.health.database.reachable, true)
    assert.equal(after.health.database.kind, databaseKind())
    assert.isAbove(after.health.disk.freeBytes, 0)
    assert.equal(after.health.mail.mode, 'file')
  })
})

test.group('Administration: system', (group) => {
  group.each.setup(() => resetRateLimits())

  test('migration status lists every migration as run', async ({ assert }) => {
    const admin = await signedInAdmin()
    const { migrations } = (await admin.browser.get('/api/admin/system')).body
    assert.isAbove(migrations.length, 50)
    assert.isTrue(migrations.every((m: any) => m.ran))
    assert.include(
      migrations.map((m: any) => m.name),
      '1763700000300_create_admin_audit_log_table'
    )
  })

  test("'Clear Cache' empties the reference caches and says what it cleared", async ({ assert }) => {
    const admin = await signedInAdmin()
    await engineReference()
    const first = await admin.browser.post('/api/admin/cache/clear')
    assert.equal(first.status, 200)
    assert.include(first.body.cleared, "the recommendation engine's reference data")
    assert.match(first.body.message, /^Cleared .*the recommendation engine's reference data\. They are rebuilt/)
    const second = await admin.browser.post('/api/admin/cache/clear')
    assert.deepEqual(second.body.cleared, [])
    assert.match(second.body.message, /already empty/)
    assert.lengthOf(await auditRows('cache.clear', admin.id), 2)
  })

  test("'Backup Database' on SQLite: a valid database file with the users in it", async ({ assert }) => {
    const admin = await signedInAdmin()
    if (databaseKind() !== 'sqlite') {
      const { backup } = (await admin.browser.get('/api/admin/system')).body
      assert.equal(backup.kind, 'postgresql')
      assert.match(backup.command, /^pg_dump --format=custom --file=dosewise-\d{4}-\d{2}-\d{2}-\d{4}\.dump 'postgres(ql)?:\/\//)
      const url = new URL(process.env.DATABASE_URL!)
      if (url.password) assert.notInclude(backup.command, url.password)
      assert.equal((await admin.browser.post('/api/admin/backup')).status, 400)
      return
    }
    const answer = await fetch(`http://127.0.0.1:${process.env.PORT}/api/admin/backup`, {
      method: 'POST',
      headers: {
        cookie: admin.browser.cookieHeader(),
        'x-xsrf-token': decodeURIComponent(admin.browser.cookies.get('XSRF-TOKEN') ?? ''),
      },
    })
    assert.equal(answer.status, 200)
    assert.match(answer.headers.get('content-disposition') ?? '', /attachment; filename="dosewise-\d{4}-\d{2}-\d{2}-\d{4}\.sqlite"/)
    const bytes = Buffer.from(await answer.arrayBuffer())
    assert.equal(bytes.subarray(0, 16).toString('latin1'), 'SQLite format 3\0')
    const file = join(await mkdtemp(join(tmpdir(), 'backup-test-')), 'copy.sqlite')
    await writeFile(file, bytes)
    const copy = new Database(file, { readonly: true })
    try {
      const row = copy.prepare('select email from users where id = ?').get(admin.id) as { email: string }
      assert.equal(row.email, admin.email)
      assert.equal((copy.prepare('pragma integrity_check').get() as any).integrity_check, 'ok')
    } finally {
      copy.close()
    }
    assert.lengthOf(await auditRows('database.backup', admin.id), 1)
    assert.isAbove((await readFile(file)).length, 0)
  })

  test('feature flags switch a feature off for everyone (404 E_FEATURE_OFF) and back on', async ({ assert }) => {
    const admin = await signedInAdmin()
    const person = await signedInPerson()
    const visitor = new Browser()
    assert.deepEqual((await visitor.get('/api/feature-flags')).body, { aiInsights: true, community: true, shopping: true })

    const routes = { community: '/api/forums', shopping: '/api/supplement-orders', aiInsights: '/api/ai-insights' } as const
    for (const [flag, path] of Object.entries(routes)) {
      assert.equal((await person.browser.get(path)).status, 200, path)
      const off = await admin.browser.request('PUT', `/api/admin/feature-flags/${flag}`, { json: { enabled: false } })
      assert.equal(off.status, 200)
      assert.isFalse(off.body[flag])
      assert.isFalse((await visitor.get('/api/feature-flags')).body[flag])
      const refused = await person.browser.get(path)
      assert.equal(refused.status, 404, path)
      assert.equal(refused.body.code, FEATURE_OFF_CODE)
      assert.match(refused.body.message, /^This feature is switched off by the administrator/)
      await admin.browser.request('PUT', `/api/admin/feature-flags/${flag}`, { json: { enabled: true } })
      assert.equal((await person.browser.get(path)).status, 200, path)
    }
    assert.equal((await admin.browser.request('PUT', '/api/admin/feature-flags/nope', { json: { enabled: false } })).status, 404)
    assert.equal((await admin.browser.request('PUT', '/api/admin/feature-flags/community', { json: {} })).status, 422)
    const rows = await auditRows('feature-flag.set', admin.id)
    assert.deepEqual(rows.map((r) => [r.details.flag, r.details.enabled]).reverse(), [
      ['community', false],
      ['community', true],
      ['shopping', false],
      ['shopping', true],
      ['aiInsights', false],
      ['aiInsights', true],
    ])
  })

  test('the audit log lists actions newest first, a page at a time', async ({ assert }) => {
    const admin = await signedInAdmin()
    for (let i = 0; i < 27; i++) await admin.browser.post('/api/admin/cache/clear')
    const first = adminAuditPageSchema.parse((await admin.browser.get('/api/admin/audit-log')).body)
    assert.lengthOf(first.entries, 25)
    assert.equal(first.entries[0].action, 'cache.clear')
    assert.equal(first.entries[0].adminEmail, admin.email)
    assert.equal(first.entries[0].adminName, 'Grace Admin')
    const ids = first.entries.map((e) => e.id)
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a)
    )
    assert.isNotNull(first.nextBefore)
    const second = adminAuditPageSchema.parse((await admin.browser.get(`/api/admin/audit-log?before=${first.nextBefore}`)).body)
    assert.isBelow(second.entries[0].id, ids[ids.length - 1])
  })
})
