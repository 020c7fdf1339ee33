import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { APPOINTMENT_MESSAGES, appointmentSchema, uuidv7 } from '@dosewise/sync-protocol'
import { sendAppointmentReminders } from '#services/reminders/appointment_reminders'
import { queue } from '#services/queue/queue'
import { Browser, resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { SyncDevice, providerInput } from '#tests/helpers/sync_device'
import { PushServiceStandIn } from '#tests/helpers/push_service'

const HOUR = 3_600_000
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()

/** A signed-in person with one provider, stored through sync. */
async function personWithProvider() {
  const { browser } = await signedInBrowser()
  const device = new SyncDevice(browser)
  const providerId = uuidv7()
  const created = await device.pushOne(device.mutation('healthcareProvider', providerId, 'create', providerInput()))
  if (created.status !== 'applied') throw new Error(JSON.stringify(created))
  return { browser, device, providerId }
}

/**
 * Appointments with a provider (issue 14): a synced record made on the device, listed by
 * GET /api/appointments and created by POST as the other healthcare records are.
 */
test.group('Appointments', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a provider and its appointment made offline arrive in one push; the appointment is listed in its read shape', async ({
    assert,
  }) => {
    const { browser } = await signedInBrowser()
    const device = new SyncDevice(browser)
    const providerId = uuidv7()
    const appointmentId = uuidv7()
    const startsAt = inHours(48)
    const answer = await device.push([
      device.mutation('healthcareProvider', providerId, 'create', providerInput()),
      device.mutation('appointment', appointmentId, 'create', { providerId, startsAt, reason: 'Thyroid review', location: 'Room 4' }),
    ])
    assert.equal(answer.status, 200, answer.text)
    assert.deepEqual(
      answer.body.results.map((r) => r.status),
      ['applied', 'applied'],
      JSON.stringify(answer.body.results)
    )

    const list = await browser.get('/api/appointments')
    assert.equal(list.status, 200)
    assert.lengthOf(list.body, 1)
    const [appointment] = list.body.map((item: unknown) => appointmentSchema.parse(item))
    assert.deepInclude(appointment, {
      id: appointmentId,
      providerId,
      startsAt,
      durationMinutes: 30,
      reminderMinutesBefore: 60,
      reason: 'Thyroid review',
      location: 'Room 4',
    })

    // Cancelled on the device: gone from the list, a tombstone for the person's other devices.
    const cancelled = await device.pushOne(
      device.mutation('appointment', appointmentId, 'delete', null, { baseVersion: answer.body.results[1].version })
    )
    assert.equal(cancelled.status, 'applied')
    assert.deepEqual((await browser.get('/api/appointments')).body, [])
    const pulled = (await new SyncDevice(browser).pullAll()).changes.find((change) => change.entity === 'appointment')
    assert.deepInclude(pulled, { id: appointmentId, deleted: true, data: null })
  })

  test('POST creates one (201) with a null reminder kept as "none"; GET lists the latest start first', async ({ assert }) => {
    const { browser, providerId } = await personWithProvider()
    const later = await browser.post('/api/appointments', { providerId, startsAt: inHours(72), reminderMinutesBefore: null })
    assert.equal(later.status, 201, later.text)
    assert.isNull(later.body.reminderMinutesBefore)
    const sooner = await browser.post('/api/appointments', { providerId, startsAt: inHours(24), durationMinutes: 45 })
    assert.equal(sooner.status, 201, sooner.text)
    const list = (await browser.get('/api/appointments')).body
    assert.deepEqual(
      list.map((a: { id: string }) => a.id),
      [later.body.id, sooner.body.id]
    )
  })

  test('only its owner sees it, and nobody can book with another person’s provider', async ({ assert }) => {
    const owner = await personWithProvider()
    assert.equal((await owner.browser.post('/api/appointments', { providerId: owner.providerId, startsAt: inHours(5) })).status, 201)

    const { browser: other } = await signedInBrowser()
    assert.deepEqual((await other.get('/api/appointments')).body, [])
    const posted = await other.post('/api/appointments', { providerId: owner.providerId, startsAt: inHours(5) })
    assert.equal(posted.status, 422)
    assert.deepInclude(posted.body.errors, { field: 'providerId', message: APPOINTMENT_MESSAGES.providerMissing })
    const device = new SyncDevice(other)
    const pushed = await device.pushOne(
      device.mutation('appointment', uuidv7(), 'create', { providerId: owner.providerId, startsAt: inHours(5) })
    )
    assert.equal(pushed.status, 'rejected')
    assert.deepInclude(pushed.errors, { field: 'providerId', message: APPOINTMENT_MESSAGES.providerMissing })
    assert.deepEqual((await other.get('/api/appointments')).body, [])
    assert.lengthOf((await owner.browser.get('/api/appointments')).body, 1)
    assert.equal((await new Browser().get('/api/appointments')).status, 401)
  })

  test('bad input answers 422 naming the field, and nothing is stored: {label}')
    .with([
      { label: 'no start', body: { startsAt: '' }, field: 'startsAt', message: APPOINTMENT_MESSAGES.startsAtRequired },
      { label: 'a start in the past', body: { startsAt: inHours(-2) }, field: 'startsAt', message: APPOINTMENT_MESSAGES.inThePast },
      { label: 'too long', body: { durationMinutes: 481 }, field: 'durationMinutes', message: APPOINTMENT_MESSAGES.duration },
      { label: 'too short', body: { durationMinutes: 4 }, field: 'durationMinutes', message: APPOINTMENT_MESSAGES.duration },
      {
        label: 'a reminder over a week ahead',
        body: { reminderMinutesBefore: 10_081 },
        field: 'reminderMinutesBefore',
        message: APPOINTMENT_MESSAGES.reminder,
      },
      { label: 'no provider', body: { providerId: undefined }, field: 'providerId', message: APPOINTMENT_MESSAGES.providerRequired },
      { label: 'an unknown provider', body: { providerId: uuidv7() }, field: 'providerId', message: APPOINTMENT_MESSAGES.providerMissing },
    ])
    .run(async ({ assert }, { body, field, message }) => {
      const { browser, providerId } = await personWithProvider()
      const answer = await browser.post('/api/appointments', { providerId, startsAt: inHours(3), ...body })
      assert.equal(answer.status, 422, answer.text)
      assert.deepInclude(answer.body.errors, { field, message })
      assert.deepEqual((await browser.get('/api/appointments')).body, [])
    })

  test('made offline, it is judged by when it was made: synced after it began it is kept; made for an earlier time it is refused', async ({
    assert,
  }) => {
    const { browser, device, providerId } = await personWithProvider()
    // Made three hours ago for two hours ago, pushed now.
    const madeEarlier = device.mutation(
      'appointment',
      uuidv7(),
      'create',
      { providerId, startsAt: inHours(-2) },
      { clientTime: inHours(-3) }
    )
    // Made an hour ago for two hours ago.
    const backdated = device.mutation('appointment', uuidv7(), 'create', { providerId, startsAt: inHours(-2) }, { clientTime: inHours(-1) })
    const answer = await device.push([madeEarlier, backdated])
    assert.deepEqual(
      answer.body.results.map((r) => r.status),
      ['applied', 'rejected']
    )
    assert.deepInclude(answer.body.results[1].errors, { field: 'startsAt', message: APPOINTMENT_MESSAGES.inThePast })
    assert.deepEqual(
      (await browser.get('/api/appointments')).body.map((a: { id: string }) => a.id),
      [madeEarlier.entityId]
    )
  })
})

test.group('Appointment reminders (Web Push)', (group) => {
  let service: PushServiceStandIn
  group.setup(async () => {
    service = await new PushServiceStandIn().start()
    process.env.PUSH_SERVICE_CA = service.caFile
  })
  group.teardown(async () => {
    for (const table of ['reminder_sends', 'push_subscriptions']) await db.from(table).delete()
    delete process.env.PUSH_SERVICE_CA
    await service.stop()
  })
  group.each.setup(async () => {
    await resetRateLimits()
    await db.from('push_subscriptions').delete()
    service.received = []
    service.errors = []
  })

  test('reaches the person’s device once, at the lead they chose, named after the provider; none without a reminder', async ({
    assert,
  }) => {
    const { browser, device, providerId } = await personWithProvider()
    const startsAt = '2026-12-02T15:00:00.000Z'
    const made = { clientTime: '2026-11-20T09:00:00.000Z' }
    const withReminder = device.mutation(
      'appointment',
      uuidv7(),
      'create',
      { providerId, startsAt, reminderMinutesBefore: 1_440, location: 'Room 4' },
      made
    )
    const silent = device.mutation('appointment', uuidv7(), 'create', { providerId, startsAt, reminderMinutesBefore: null }, made)
    assert.deepEqual(
      (await device.push([withReminder, silent])).body.results.map((r) => r.status),
      ['applied', 'applied']
    )
    const subscription = service.subscription('appointments')
    assert.equal((await browser.post('/api/push/subscriptions', { ...subscription, timeZone: 'Europe/Berlin' })).status, 201)

    assert.equal((await sendAppointmentReminders(new Date('2026-12-01T14:59:00.000Z'))).sent, 0)
    assert.deepEqual(await sendAppointmentReminders(new Date('2026-12-01T15:00:30.000Z')), { sent: 1 })
    assert.equal((await sendAppointmentReminders(new Date('2026-12-01T15:02:00.000Z'))).sent, 0)
    // The send is a job (ADR 0037): once it ran, the claim records that it reached the device.
    await queue.drained()
    const sends = await db.from('reminder_sends').where('dose_id', withReminder.entityId)
    assert.deepEqual(
      sends.map((row) => Number(row.delivered)),
      [1]
    )
    assert.deepEqual(service.errors, [])
    assert.lengthOf(service.received, 1)
    assert.deepInclude(service.received[0].payload, {
      title: 'Appointment with Dr. Amara Okafor',
      body: 'Wed 2 Dec, 16:00 · Room 4',
      tag: withReminder.entityId,
      url: '/healthcare',
    })
    // A reminder long past its moment (the server was down) is not sent late.
    assert.equal((await sendAppointmentReminders(new Date('2026-12-02T14:00:00.000Z'))).sent, 0)
  })
})
