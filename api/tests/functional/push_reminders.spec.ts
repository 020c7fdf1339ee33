import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { doseId, reminderSettingsId, stackItemId } from '@dosewise/sync-protocol'
import { loadReferenceData } from '#services/reference_data/reference_loader'
import { sendDueReminders } from '#services/reminders/reminder_scheduler'
import { queue } from '#services/queue/queue'
import { toDbTimestamp } from '#services/sync/sql_values'
import { recordDoseAction } from '#services/push/dose_action_service'
import { Browser, resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { SyncDevice, currentUserId } from '#tests/helpers/sync_device'
import { PushServiceStandIn } from '#tests/helpers/push_service'

/**
 * One scheduler run at `now` and the push jobs it enqueued (ADR 0037). With `userId`, also how
 * many of that person's reminders claimed at `now` reached a device (reminder_sends.delivered).
 */
async function remind(now: Date, userId?: number): Promise<{ sent: number; delivered?: number }> {
  const { sent } = await sendDueReminders(now)
  await queue.drained()
  if (userId === undefined) return { sent }
  const reached = await db
    .from('reminder_sends')
    .where('user_id', userId)
    .where('created_at', toDbTimestamp(now)!)
    .where('delivered', '>', 0)
  return { sent, delivered: reached.length }
}

async function supplementIdOf(browser: Browser, name: string): Promise<number> {
  const supplements = (await browser.get('/api/supplements')).body as { id: number; name: string }[]
  return supplements.find((s) => s.name === name)!.id
}

/** A signed-in person with one supplement at `time`, reminders in `timeZone`, and a subscribed device. */
async function personWithDose(service: PushServiceStandIn, name: string, time: string, timeZone: string) {
  const { browser } = await signedInBrowser()
  const userId = await currentUserId(browser)
  const device = new SyncDevice(browser)
  const supplementId = await supplementIdOf(browser, 'Vitamin D3')
  const stack = await device.pushOne(
    device.mutation('stackItem', stackItemId(userId, supplementId), 'create', {
      supplementId,
      time,
      dosage: '1,000 IU',
      source: 'plan',
      startedAt: '2026-03-01T00:00:00.000Z',
    })
  )
  const settings = await device.pushOne(device.mutation('reminderSettings', reminderSettingsId(userId), 'create', { timeZone }))
  if (stack.status !== 'applied' || settings.status !== 'applied') throw new Error(JSON.stringify([stack, settings]))
  const subscription = service.subscription(name)
  const answer = await browser.post('/api/push/subscriptions', { ...subscription, timeZone: 'UTC' })
  if (answer.status !== 201) throw new Error(answer.text)
  return { browser, device, userId, supplementId, subscription }
}

test.group('Web Push reminders', (group) => {
  let service: PushServiceStandIn
  group.setup(async () => {
    await loadReferenceData()
    service = await new PushServiceStandIn().start()
    process.env.PUSH_SERVICE_CA = service.caFile
  })
  group.teardown(async () => {
    for (const table of ['reminder_sends', 'push_subscriptions', 'dose_logs', 'supplement_stack_items']) await db.from(table).delete()
    delete process.env.PUSH_SERVICE_CA
    await service.stop()
  })
  group.each.setup(async () => {
    await resetRateLimits()
    // Each test's people only: earlier ones' devices are unsubscribed.
    await db.from('push_subscriptions').delete()
    service.received = []
    service.errors = []
  })

  test('a due dose reaches the device once, signed and encrypted; its Taken button records the dose with the app closed', async ({
    assert,
  }) => {
    const { userId, supplementId, device } = await personWithDose(service, 'berlin', '08:00', 'Europe/Berlin')
    const at8 = new Date('2026-11-25T07:00:00.000Z') // 08:00 in Berlin

    assert.deepEqual(await remind(new Date('2026-11-25T06:59:00.000Z'), userId), { sent: 0, delivered: 0 })
    assert.deepEqual(await remind(at8, userId), { sent: 1, delivered: 1 })
    assert.deepEqual(service.errors, [])
    assert.lengthOf(service.received, 1)
    const [push] = service.received
    assert.match(push.subject, /^mailto:.+@.+/)
    assert.equal(push.urgency, 'high')
    const id = doseId(userId, supplementId, '2026-11-25', '08:00')
    assert.deepInclude(push.payload, { title: 'Time for Vitamin D3', tag: id, url: '/' })

    // Two processes a minute later: the reminder was sent; neither sends it again.
    const again = await Promise.all([
      sendDueReminders(new Date(at8.getTime() + 60_000)),
      sendDueReminders(new Date(at8.getTime() + 60_000)),
    ])
    await queue.drained()
    assert.deepEqual(
      again.map((run) => run.sent),
      [0, 0]
    )
    assert.lengthOf(service.received, 1)

    // The notification's button, from a service worker with no session at all.
    const closedApp = new Browser()
    closedApp.sendCsrf = false
    const taken = await closedApp.post('/api/push/dose-actions', { token: push.payload.actionToken, action: 'taken' })
    assert.equal(taken.status, 200, taken.text)
    const pulled = (await device.pullAll()).changes.find((change) => change.entity === 'dose')
    assert.deepInclude(pulled?.data as object, { id, status: 'taken', date: '2026-11-25', time: '08:00' })

    const forged = await closedApp.post('/api/push/dose-actions', { token: `${push.payload.actionToken}x`, action: 'taken' })
    assert.equal(forged.status, 403)
  })

  test('Snooze from the notification: the reminder comes again when the snooze ends, once', async ({ assert }) => {
    await personWithDose(service, 'snooze', '08:00', 'Europe/Berlin')
    const at8 = new Date('2026-11-25T07:00:00.000Z')
    assert.equal((await remind(at8)).sent, 1)
    // Pressed at 08:01 Berlin: snoozed until 08:31.
    await recordDoseAction(service.received[0].payload.actionToken as string, 'snooze', new Date('2026-11-25T07:01:00.000Z'))
    assert.equal((await remind(new Date('2026-11-25T07:30:00.000Z'))).sent, 0)
    assert.equal((await remind(new Date('2026-11-25T07:31:30.000Z'))).sent, 1)
    assert.equal((await remind(new Date('2026-11-25T07:33:00.000Z'))).sent, 0)
    assert.lengthOf(service.received, 2)
  })

  test('in the person’s time zone across a daylight-saving change: 08:00 stays 08:00', async ({ assert }) => {
    await personWithDose(service, 'newyork', '08:00', 'America/New_York')
    // Saturday 7 March 2026 08:00 EST = 13:00 UTC; Sunday 8 March (EDT) 08:00 = 12:00 UTC.
    assert.equal((await remind(new Date('2026-03-07T13:00:00.000Z'))).sent, 1)
    assert.equal((await remind(new Date('2026-03-08T11:00:00.000Z'))).sent, 0)
    assert.equal((await remind(new Date('2026-03-08T12:00:00.000Z'))).sent, 1)
    assert.equal((await remind(new Date('2026-03-08T13:00:00.000Z'))).sent, 0)
    assert.lengthOf(service.received, 2)
  })

  test('on a night-shift rota a morning dose waits until the day sleep is over', async ({ assert }) => {
    const { device, userId } = await personWithDose(service, 'rota', '09:00', 'UTC')
    const rota = { pattern: ['night'], startsOn: '2026-11-01' }
    assert.equal(
      (await device.pushOne(device.mutation('reminderSettings', reminderSettingsId(userId), 'patch', { rota }))).status,
      'applied'
    )
    assert.equal((await remind(new Date('2026-11-25T09:00:00.000Z'))).sent, 0)
    assert.equal((await remind(new Date('2026-11-25T15:00:00.000Z'))).sent, 1)
    assert.lengthOf(service.received, 1)
  })

  test('on a rota with its own hours (nights 22:00–06:00) the day sleep is 07:00–14:00, not 08:00–15:00', async ({ assert }) => {
    const { device, userId } = await personWithDose(service, 'rota-hours', '07:30', 'UTC')
    const rota = { pattern: ['night'], startsOn: '2026-11-01', nightStart: '22:00', shiftHours: 8 }
    assert.equal(
      (await device.pushOne(device.mutation('reminderSettings', reminderSettingsId(userId), 'patch', { rota }))).status,
      'applied'
    )
    // 07:30 is awake under the default hours; under these they have just gone to sleep.
    assert.equal((await remind(new Date('2026-11-25T07:30:00.000Z'))).sent, 0)
    assert.equal((await remind(new Date('2026-11-25T14:00:00.000Z'))).sent, 1)
    assert.lengthOf(service.received, 1)
  })

  test('a subscription the push service says is gone (410) is removed; reminders switched off send nothing', async ({ assert }) => {
    const { device, userId, subscription } = await personWithDose(service, 'gone', '09:30', 'UTC')
    service.statusFor.set(new URL(subscription.endpoint).pathname, 410)
    assert.deepEqual(await remind(new Date('2026-11-25T09:30:00.000Z'), userId), { sent: 1, delivered: 0 })
    assert.lengthOf(await db.from('push_subscriptions').where('user_id', userId), 0)

    const second = service.subscription('off')
    const { browser } = device
    assert.equal((await browser.post('/api/push/subscriptions', second)).status, 201)
    const off = await device.pushOne(
      device.mutation('reminderSettings', reminderSettingsId(userId), 'patch', { supplementReminders: false })
    )
    assert.equal(off.status, 'applied')
    assert.equal((await remind(new Date('2026-11-26T09:30:00.000Z'))).sent, 0)
  })

  test('a subscription must be an https endpoint with keys; the key is served to browsers', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const bad = await browser.post('/api/push/subscriptions', { endpoint: 'http://127.0.0.1/x', keys: { p256dh: 'abc', auth: 'def' } })
    assert.equal(bad.status, 422)
    assert.deepInclude(bad.body.errors, { field: 'endpoint', message: 'A push endpoint is an https:// URL' })
    const key = await new Browser().get('/api/push/key')
    assert.equal(key.status, 200)
    assert.match(key.body.publicKey, /^[A-Za-z0-9_-]{87}$/)
  })
})
