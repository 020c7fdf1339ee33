/**
 * 'View Demo' (issue 14): POST /api/auth/demo makes each visitor their own demo account with four
 * weeks of records, written through the ordinary write path, so every list and the sync pull read
 * them like anyone's; demos expire and are purged with all their data; production makes none
 * unless DEMO_ENABLED=true.
 */
import { test } from '@japa/runner'
import { mkdtempSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import {
  ENTITIES,
  recommend,
  type Assessment,
  type EngineAssessment,
  type LabResult,
  type Plan,
  type Prescription,
  type SyncChange,
} from '@dosewise/sync-protocol'
import { loadReferenceData } from '#services/reference_data/reference_loader'
import { engineReference } from '#services/assessments/plan_service'
import { purgeExpiredDemos } from '#services/demo/demo_purge'
import { toDbTimestamp } from '#services/sync/sql_values'
import { Browser, resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { SyncDevice } from '#tests/helpers/sync_device'
import { startServer, type RunningServer } from '#tests/helpers/server_process'

const database: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}

async function startDemo(timeZone: string | null = 'America/Chicago', origin?: string) {
  const browser = new Browser(origin)
  const answer = await browser.post('/api/auth/demo', timeZone === null ? {} : { timeZone })
  return { browser, answer, userId: answer.body?.user?.id as number }
}

const byEntity = (changes: SyncChange[], entity: SyncChange['entity']) =>
  changes.filter((change) => change.entity === entity && !change.deleted).map((change) => change.data as Record<string, any>)

/** Every demo made here, expired or not: the suites after this one expect no demo rows (they hold catalogue references). */
const purgeAllDemos = async () => {
  await purgeExpiredDemos(new Date(Date.now() + 365 * 24 * 3600 * 1000))
}

test.group('View Demo: a demo account per visitor', (group) => {
  group.setup(async () => {
    await loadReferenceData()
  })
  group.teardown(purgeAllDemos)
  group.each.setup(() => resetRateLimits())

  test('the server says it makes demos (outside production)', async ({ assert }) => {
    const answer = await new Browser().get('/api/auth/demo')
    assert.equal(answer.status, 200)
    assert.deepEqual(answer.body, { enabled: true })
  })

  test('POST /api/auth/demo signs a new demo account in, answered like a sign-in', async ({ assert }) => {
    const { browser, answer } = await startDemo()
    assert.equal(answer.status, 201, answer.text)
    assert.match(answer.body.user.email, /^demo-[0-9a-f]+@demo\.dosewise\.invalid$/)
    assert.isTrue(answer.body.user.isDemo)
    assert.equal(answer.body.user.firstName, 'Sam')
    assert.notProperty(answer.body.user, 'password')
    const me = await browser.get('/api/auth/user')
    assert.equal(me.status, 200)
    assert.equal(me.body.id, answer.body.user.id)
    assert.isTrue(me.body.isDemo)
    const stored = await db.from('users').where('id', me.body.id).first()
    assert.isAbove(new Date(stored.demo_expires_at).getTime(), Date.now() + 23 * 3_600_000)
    assert.isBelow(new Date(stored.demo_expires_at).getTime(), Date.now() + 25 * 3_600_000)
    // A real sign-up is no demo.
    const real = await signedInBrowser()
    assert.isFalse((await real.browser.get('/api/auth/user')).body.isDemo)
  })

  test('the lists and the sync pull return four weeks of a consistent person', async ({ assert }) => {
    const { browser, userId } = await startDemo('Europe/Berlin')
    const journal = await browser.get(`/api/journal/${userId}?limit=500`)
    assert.equal(journal.status, 200)
    assert.isAtLeast(journal.body.length, 20)
    const newest = Date.parse(journal.body[0].date)
    const oldest = Date.parse(journal.body.at(-1).date)
    assert.isAtLeast((newest - oldest) / 86_400_000, 20, 'entries span about four weeks')

    const labs = (await browser.get('/api/lab-results')).body as LabResult[]
    const vitaminD = labs.filter((lab) => lab.testName === '25-Hydroxyvitamin D').sort((a, b) => a.testedAt.localeCompare(b.testedAt))
    assert.lengthOf(vitaminD, 2)
    assert.equal(vitaminD[0].status, 'low')
    assert.isAbove(Number(vitaminD[1].value), Number(vitaminD[0].value))
    assert.equal(vitaminD[0].referenceRange, '30-100')

    const prescriptions = (await browser.get('/api/prescriptions')).body as Prescription[]
    assert.deepEqual(
      prescriptions.map((p) => p.medicationName),
      ['Levothyroxine']
    )
    const providers = (await browser.get('/api/healthcare-providers')).body as { email: string }[]
    assert.isAtLeast(providers.length, 1)
    for (const provider of providers) assert.match(provider.email, /@example\.(com|org)$/)

    const notifications = (await browser.get('/api/notifications')).body as { type: string; title: string; message: string }[]
    const titles = notifications.map((n) => n.title)
    assert.include(titles, 'Possible interaction: Levothyroxine and Magnesium Glycinate')
    assert.include(titles, 'Time for your weekly check-in')
    const warning = notifications.find((n) => n.title.includes('Magnesium Glycinate'))!
    assert.equal(warning.type, 'warning')
    assert.match(warning.message, /^Moderate interaction\./)

    const settings = (await browser.get('/api/reminder-settings')).body
    assert.equal(settings.timeZone, 'Europe/Berlin')
    assert.include(settings.rota.pattern, 'night')

    const device = new SyncDevice(browser)
    const { changes } = await device.pullAll()
    const stack = byEntity(changes, 'stackItem')
    const doses = byEntity(changes, 'dose')
    const [assessment] = byEntity(changes, 'assessment') as Assessment[]
    assert.isAtLeast(stack.length, 3)
    assert.isAbove(doses.length, 100)
    assert.lengthOf(byEntity(changes, 'journalEntry'), journal.body.length)
    assert.lengthOf(byEntity(changes, 'progressCheckIn'), 2)
    assert.lengthOf(byEntity(changes, 'notification'), notifications.length)
    for (const change of changes) {
      assert.isTrue(ENTITIES[change.entity].read.safeParse(change.data).success, `${change.entity} reads as the contract says`)
    }

    // The stored plan is the engine's, on the records the person had when they took the assessment.
    const madeBefore = (entity: 'prescription' | 'labResult') =>
      byEntity(changes, entity).filter((r) => r.createdAt < assessment.createdAt) as (Prescription & LabResult)[]
    const plan = recommend(
      assessment as unknown as EngineAssessment,
      await engineReference(),
      {
        prescriptions: madeBefore('prescription'),
        labResults: madeBefore('labResult').sort(
          (a, b) => b.testedAt.localeCompare(a.testedAt) || b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)
        ),
      },
      { now: Date.parse(assessment.createdAt) }
    )
    assert.deepEqual(assessment.plan, plan)
    assert.equal(plan.items.find((item) => item.name === 'Vitamin D3')?.priority, 'high')
    // The stack was saved from it: each item at its timetable time, started four weeks ago.
    const timeOf = (p: Plan, supplementId: number) =>
      p.timetable.find((slot) => slot.slot === p.items.find((i) => i.supplementId === supplementId)!.slot)!.time
    assert.sameMembers(
      stack.map((item) => item.supplementId),
      plan.items.map((item) => item.supplementId)
    )
    for (const item of stack) {
      assert.equal(item.time, timeOf(plan, item.supplementId))
      assert.equal(item.assessmentId, assessment.id)
      assert.approximately((Date.now() - Date.parse(item.startedAt)) / 86_400_000, 27.5, 1)
    }
    const recommendations = await browser.get(`/api/assessments/${assessment.id}/recommendations`)
    assert.sameMembers(
      recommendations.body.map((r: { supplement: { id: number } }) => r.supplement.id),
      plan.items.map((item) => item.supplementId)
    )
  })

  test('two visitors get two accounts: what one changes, the other never sees', async ({ assert }) => {
    const first = await startDemo()
    const second = await startDemo()
    assert.equal(first.answer.status, 201)
    assert.equal(second.answer.status, 201)
    assert.notEqual(first.userId, second.userId)
    assert.notEqual(first.answer.body.user.email, second.answer.body.user.email)

    const written = await first.browser.post('/api/journal', {
      mood: 'good',
      energy: 'high',
      sleep: 'good',
      stress: 'low',
      notes: 'Only mine',
    })
    assert.equal(written.status, 201)
    const secondJournal = (await second.browser.get(`/api/journal/${second.userId}?limit=500`)).body as { id: string; notes: string }[]
    assert.notInclude(
      secondJournal.map((entry) => entry.notes),
      'Only mine'
    )
    assert.notInclude(
      secondJournal.map((entry) => entry.id),
      written.body.id
    )
    assert.equal((await second.browser.get(`/api/journal/${first.userId}`)).status, 403)
    const firstIds = new Set(((await first.browser.get('/api/lab-results')).body as { id: string }[]).map((lab) => lab.id))
    const secondLabs = (await second.browser.get('/api/lab-results')).body as { id: string }[]
    assert.isFalse(secondLabs.some((lab) => firstIds.has(lab.id)))
  })

  test('a time zone no clock has is refused with its field named, and no account is made', async ({ assert }) => {
    const before = await db.from('users').where('is_demo', true).count('* as total')
    const { answer } = await startDemo('Mars/Olympus_Mons')
    assert.equal(answer.status, 422)
    assert.equal(answer.body.errors[0].field, 'timeZone')
    const after = await db.from('users').where('is_demo', true).count('* as total')
    assert.equal(Number(after[0].total), Number(before[0].total))
  })

  test('without a time zone the demo is on UTC; without the CSRF token nothing is made', async ({ assert }) => {
    const { browser, answer } = await startDemo(null)
    assert.equal(answer.status, 201)
    assert.equal((await browser.get('/api/reminder-settings')).body.timeZone, 'UTC')

    const forged = new Browser()
    forged.sendCsrf = false
    const refused = await forged.post('/api/auth/demo', {})
    assert.equal(refused.status, 403)
  })

  test('one address may start as many demos an hour as it may sign up, then hears when to come back', async ({ assert }) => {
    // Every request counts, refused ones too (these make no account, so the test stays quick).
    for (let i = 0; i < 10; i++) assert.equal((await startDemo('Nowhere/Invalid')).answer.status, 422)
    const { answer } = await startDemo()
    assert.equal(answer.status, 429)
    assert.exists(answer.headers.get('retry-after'))
  })

  test('the purge deletes an expired demo with its data, and leaves a fresh demo and real accounts', async ({ assert }) => {
    const expired = await startDemo()
    const fresh = await startDemo()
    const real = await signedInBrowser()
    await real.browser.post('/api/journal', { mood: 'good', energy: 'high', sleep: 'good', stress: 'low', notes: 'A real person' })
    await db
      .from('users')
      .where('id', expired.userId)
      .update({ demo_expires_at: toDbTimestamp(new Date(Date.now() - 60_000)) })

    assert.isAtLeast(await purgeExpiredDemos(new Date()), 1)
    assert.notExists(await db.from('users').where('id', expired.userId).first())
    for (const table of ['journal_entries', 'dose_logs', 'supplement_stack_items', 'notifications', 'lab_results', 'assessments']) {
      const rows = await db.from(table).where('user_id', expired.userId).count('* as total')
      assert.equal(Number(rows[0].total), 0, `${table} keeps nothing of the expired demo`)
    }
    assert.equal((await expired.browser.get('/api/auth/user')).status, 401, 'its session has ended')

    assert.equal((await fresh.browser.get('/api/auth/user')).status, 200)
    assert.isAtLeast((await fresh.browser.get(`/api/journal/${fresh.userId}`)).body.length, 20)
    const me = (await real.browser.get('/api/auth/user')).body
    assert.equal(me.isDemo, false)
    assert.lengthOf((await real.browser.get(`/api/journal/${me.id}`)).body, 1)
  })
})

test.group('View Demo in production', (group) => {
  group.each.timeout(120_000)
  group.teardown(purgeAllDemos)
  let plain: RunningServer
  let enabled: RunningServer
  group.setup(async () => {
    const production = () => ({
      NODE_ENV: 'production',
      APP_KEY: randomBytes(32).toString('base64url'),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'dw-demo-')),
      REMINDER_SCHEDULER: 'off',
      ...database,
    })
    plain = await startServer(production())
    try {
      enabled = await startServer({ ...production(), DEMO_ENABLED: 'true' })
    } catch (error) {
      await plain.stop()
      throw error
    }
    return async () => {
      await plain.stop()
      await enabled.stop()
    }
  })

  test('makes no demo: the endpoints answer 404 and the sign-in screen is told so', async ({ assert }) => {
    assert.deepEqual((await new Browser(plain.url).get('/api/auth/demo')).body, { enabled: false })
    const { answer } = await startDemo('UTC', plain.url)
    assert.equal(answer.status, 404)
    assert.equal(answer.body.code, 'E_ROUTE_NOT_FOUND')
  })

  test('with DEMO_ENABLED=true, makes one like anywhere else', async ({ assert }) => {
    assert.deepEqual((await new Browser(enabled.url).get('/api/auth/demo')).body, { enabled: true })
    const { browser, answer, userId } = await startDemo('UTC', enabled.url)
    assert.equal(answer.status, 201, answer.text)
    assert.isAtLeast((await browser.get(`/api/journal/${userId}`)).body.length, 20)
  })
})
