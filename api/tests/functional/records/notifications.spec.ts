import { test } from '@japa/runner'
import { notificationSchema, reminderSettingsId, reminderSettingsSchema } from '@dosewise/sync-protocol'
import { Browser, resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { SyncDevice, currentUserId } from '#tests/helpers/sync_device'
import { createNotification } from '#services/records/notifications_service'
import { DEMO_ACCOUNT, seedDatabase } from '#services/seed_service'
import db from '@adonisjs/lucid/services/db'

const pause = () => new Promise((resolve) => setTimeout(resolve, 5))

/** GET /api/notifications, PATCH /api/notifications/{id}/read, GET /api/reminder-settings (spec §7). */
test.group('Notifications and reminder settings', (group) => {
  group.each.setup(() => resetRateLimits())

  test('notifications are listed newest first; marking one read answers it, and other devices pull the change', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const device = new SyncDevice(browser)
    const older = await createNotification(userId, { type: 'reminder', title: 'Morning vitamin D', message: 'With breakfast.' })
    await pause()
    const newer = await createNotification(userId, { type: 'achievement', title: 'One week!', message: 'Seven days in a row.' })

    const list = await browser.get('/api/notifications')
    assert.equal(list.status, 200)
    assert.deepEqual(
      list.body.map((n: { id: number }) => n.id),
      [newer.id, older.id]
    )
    for (const notification of list.body) notificationSchema.parse(notification)
    const before = await device.pullAll()
    assert.deepEqual(
      before.changes.map((c) => [c.id, c.version]),
      [
        [String(older.id), 1],
        [String(newer.id), 2],
      ]
    )

    const read = await browser.request('PATCH', `/api/notifications/${older.id}/read`)
    assert.equal(read.status, 200)
    assert.include(notificationSchema.parse(read.body), { id: older.id, isRead: true, title: 'Morning vitamin D' })
    const after = await device.pullAll(before.cursor)
    assert.deepEqual(
      after.changes.map((c) => [c.id, c.version, c.data!.isRead]),
      [[String(older.id), 3, true]]
    )

    // Marking it read again is harmless (it is the latest read-state write, so it takes a new
    // version: a device's older "unread" arriving later must not win over it).
    const again = await browser.request('PATCH', `/api/notifications/${older.id}/read`)
    assert.equal(again.status, 200)
    assert.isTrue(again.body.isRead)
  })

  test('a device can mark a notification read (or unread) through sync; it can do nothing else to it', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const device = new SyncDevice(browser)
    const notification = await createNotification(userId, { type: 'warning', title: 'Check interaction', message: "St. John's wort." })
    const id = String(notification.id)
    const answer = await device.push([
      device.mutation('notification', id, 'patch', { isRead: true, title: 'changed' }),
      device.mutation('notification', id, 'delete', null),
      device.mutation('notification', '987654', 'create', { isRead: false }),
    ])
    assert.deepEqual(
      answer.body.results.map((r) => [r.status, r.reason]),
      [
        ['applied', undefined],
        ['rejected', 'unsupported'],
        ['rejected', 'unsupported'],
      ]
    )
    const [listed] = (await browser.get('/api/notifications')).body
    assert.include(listed, { isRead: true, title: 'Check interaction' })
  })

  test('marking read answers 404 JSON for an unknown or malformed id: {id}')
    .with([{ id: '999999' }, { id: 'abc' }, { id: '0' }, { id: '1.5' }, { id: '99999999999999999999' }, { id: '-1' }])
    .run(async ({ assert }, { id }) => {
      const { browser } = await signedInBrowser()
      const answer = await browser.request('PATCH', `/api/notifications/${id}/read`)
      assert.equal(answer.status, 404)
      assert.include(answer.headers.get('content-type')!, 'application/json')
      assert.isString(answer.body.message)
    })

  test('reminder settings: the defaults until a device saves some, then the saved ones', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const defaults = await browser.get('/api/reminder-settings')
    assert.equal(defaults.status, 200)
    assert.include(reminderSettingsSchema.parse(defaults.body), {
      id: reminderSettingsId(userId),
      userId,
      supplementReminders: true,
      progressCheckIns: true,
      interactionAlerts: true,
    })
    assert.deepEqual(defaults.body.reminderTimes, [])

    const device = new SyncDevice(browser)
    await device.pushOne(
      device.mutation('reminderSettings', reminderSettingsId(userId), 'create', {
        supplementReminders: false,
        reminderTimes: ['07:30', '21:00'],
      })
    )
    const saved = await browser.get('/api/reminder-settings')
    assert.include(reminderSettingsSchema.parse(saved.body), { supplementReminders: false, progressCheckIns: true })
    assert.deepEqual(saved.body.reminderTimes, ['07:30', '21:00'])
  })

  test('signed out, notifications and reminder settings answer 401 JSON', async ({ assert }) => {
    const browser = new Browser()
    for (const [method, path] of [
      ['GET', '/api/notifications'],
      ['PATCH', '/api/notifications/1/read'],
      ['GET', '/api/reminder-settings'],
    ]) {
      const answer = await browser.request(method, path)
      assert.equal(answer.status, 401, `${method} ${path}`)
      assert.equal(answer.body.code, 'E_UNAUTHORIZED_ACCESS')
    }
  })

  test('the demo account keeps no notification its data does not support (old seeded ones are removed)', async ({ assert }) => {
    await seedDatabase({ withDemoAccount: true })
    const demo = await db.from('users').where('email', DEMO_ACCOUNT.email).first()
    await createNotification(Number(demo.id), { type: 'achievement', title: 'Seven days of journaling!', message: 'Seeded once.' })
    await seedDatabase({ withDemoAccount: true })
    const titles = (await db.from('notifications').where('user_id', demo.id).select('title')).map((n) => n.title)
    assert.notInclude(titles, 'Seven days of journaling!')
  })
})
