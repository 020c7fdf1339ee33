import { test } from '@japa/runner'
import { ENTITIES, SYNC_REASON_MESSAGES, pullResponseSchema, pushResponseSchema, reminderSettingsId, uuidv7 } from '@dosewise/sync-protocol'
import { resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { SyncDevice, currentUserId, journalInput, labResultInput, prescriptionInput, providerInput } from '#tests/helpers/sync_device'

async function newDevice() {
  const { browser } = await signedInBrowser()
  return new SyncDevice(browser)
}

test.group('Sync push and pull', (group) => {
  group.each.setup(() => resetRateLimits())

  test('create, patch and delete are applied in order with increasing versions', async ({ assert }) => {
    const device = await newDevice()
    const id = uuidv7()
    const answer = await device.push([
      device.mutation('healthcareProvider', id, 'create', providerInput()),
      device.mutation('healthcareProvider', id, 'patch', { phone: '+44 20 7946 0999' }, { baseVersion: 1 }),
      device.mutation('healthcareProvider', id, 'delete', null, { baseVersion: 2 }),
    ])
    assert.equal(answer.status, 200)
    pushResponseSchema.parse(answer.body)
    assert.deepEqual(
      answer.body.results.map((r) => [r.seq, r.status, r.version]),
      [
        [1, 'applied', 1],
        [2, 'applied', 2],
        [3, 'applied', 3],
      ]
    )
    assert.equal(answer.body.lastSeq, 3)

    const { changes } = await device.pullAll()
    assert.deepEqual(changes, [{ entity: 'healthcareProvider', id, version: 3, deleted: true, data: null }])
    assert.deepEqual((await device.browser.get('/api/healthcare-providers')).body, [])
  })

  test('pull pages through every kind of record in version order, each with its read shape', async ({ assert }) => {
    const device = await newDevice()
    const userId = await currentUserId(device.browser)
    const lab = uuidv7()
    const ids: Record<string, string> = {
      journalEntry: uuidv7(),
      labResult: lab,
      prescription: uuidv7(),
      healthcareProvider: uuidv7(),
      reminderSettings: reminderSettingsId(userId),
    }
    const pushed = await device.push([
      device.mutation('journalEntry', ids.journalEntry, 'create', journalInput()),
      device.mutation('labResult', lab, 'create', labResultInput()),
      device.mutation('prescription', ids.prescription, 'create', prescriptionInput()),
      device.mutation('healthcareProvider', ids.healthcareProvider, 'create', providerInput()),
      device.mutation('reminderSettings', ids.reminderSettings, 'create', { interactionAlerts: false, reminderTimes: ['08:00'] }),
      device.mutation('labResult', lab, 'patch', { value: '42' }, { baseVersion: 2 }),
    ])
    assert.deepEqual(
      pushed.body.results.map((r) => r.version),
      [1, 2, 3, 4, 5, 6]
    )

    const first = await device.pull({ limit: 2 })
    assert.equal(first.status, 200)
    pullResponseSchema.parse(first.body)
    assert.deepEqual(
      first.body.changes.map((c) => c.version),
      [1, 3]
    )
    assert.isTrue(first.body.hasMore)
    assert.equal(first.body.cursor, 'v1.3')
    assert.equal(first.body.lastSeq, 6)

    const second = await device.pull({ cursor: first.body.cursor, limit: 2 })
    assert.deepEqual(
      second.body.changes.map((c) => c.version),
      [4, 5]
    )
    assert.isTrue(second.body.hasMore)
    const third = await device.pull({ cursor: second.body.cursor, limit: 2 })
    assert.deepEqual(
      third.body.changes.map((c) => c.version),
      [6]
    )
    assert.isFalse(third.body.hasMore)
    const empty = await device.pull({ cursor: third.body.cursor, limit: 2 })
    assert.deepEqual(empty.body.changes, [])
    assert.equal(empty.body.cursor, 'v1.6')
    assert.isFalse(empty.body.hasMore)

    const changes = [...first.body.changes, ...second.body.changes, ...third.body.changes]
    assert.sameMembers(
      changes.map((c) => c.id),
      Object.values(ids)
    )
    for (const change of changes) {
      const data = ENTITIES[change.entity].read.parse(change.data)
      assert.equal(data.id, change.id)
      assert.equal(data.userId, userId)
    }
    const labChange = changes.find((c) => c.id === lab)!
    assert.equal(labChange.data!.value, '42')
    assert.equal(labChange.data!.testedAt, '2026-10-01T08:00:00.000Z')
    const settings = changes.find((c) => c.entity === 'reminderSettings')!
    assert.include(settings.data, { supplementReminders: true, interactionAlerts: false })
    assert.deepEqual(settings.data!.reminderTimes, ['08:00'])
  })

  test('a rejected mutation says why, still advances lastSeq, and the next ones apply', async ({ assert }) => {
    const device = await newDevice()
    const answer = await device.push([
      device.mutation('healthcareProvider', uuidv7(), 'create', providerInput({ providerName: '  ' })),
      device.mutation('healthcareProvider', uuidv7(), 'create', providerInput({ email: 'not-an-email' })),
      device.mutation('labResult', uuidv7(), 'create', labResultInput()),
    ])
    assert.equal(answer.status, 200)
    const [empty, badEmail, lab] = answer.body.results
    assert.equal(empty.status, 'rejected')
    assert.equal(empty.reason, 'validation')
    assert.equal(empty.message, SYNC_REASON_MESSAGES.validation)
    assert.deepInclude(empty.errors!, { field: 'providerName', message: 'Provider name is required' })
    assert.deepInclude(badEmail.errors!, { field: 'email', message: 'Valid email is required' })
    assert.equal(lab.status, 'applied')
    assert.equal(lab.version, 1)
    assert.equal(answer.body.lastSeq, 3)

    const next = await device.pushOne(device.mutation('labResult', uuidv7(), 'create', labResultInput()))
    assert.equal(next.status, 'applied')
    assert.equal(next.version, 2)
  })

  test('lab status is derived from the value and the reference range on every change', async ({ assert }) => {
    const device = await newDevice()
    const id = uuidv7()
    await device.push([
      device.mutation('labResult', id, 'create', labResultInput({ value: '18', referenceRange: '30-100', status: 'high' })),
    ])
    let { changes } = await device.pullAll()
    assert.equal(changes[0].data!.status, 'low')
    await device.pushOne(device.mutation('labResult', id, 'patch', { value: '45' }, { baseVersion: 1 }))
    ;({ changes } = await device.pullAll())
    assert.equal(changes[0].data!.status, 'normal')
    // Not numeric: the status given is kept.
    await device.pushOne(device.mutation('labResult', id, 'patch', { value: 'positive', status: 'high' }, { baseVersion: 2 }))
    ;({ changes } = await device.pullAll())
    assert.equal(changes[0].data!.status, 'high')
  })

  test('a journal entry is dated when it was written on the device, never in the future', async ({ assert }) => {
    const device = await newDevice()
    const sixHoursAgo = new Date(Date.now() - 6 * 3600_000).toISOString()
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString()
    const offline = uuidv7()
    const skewed = uuidv7()
    await device.push([
      device.mutation('journalEntry', offline, 'create', journalInput(), { clientTime: sixHoursAgo }),
      device.mutation('journalEntry', skewed, 'create', journalInput(), { clientTime: tomorrow }),
    ])
    const { changes } = await device.pullAll()
    const dateOf = (id: string) => changes.find((c) => c.id === id)!.data!.date as string
    assert.equal(dateOf(offline), sixHoursAgo)
    assert.isBelow(Math.abs(Date.parse(dateOf(skewed)) - Date.now()), 60_000)
  })

  test('a journal entry dated by the person to a past day keeps that date; a future date is refused and stores nothing', async ({
    assert,
  }) => {
    const device = await newDevice()
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString()
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString()
    const past = uuidv7()
    const future = uuidv7()
    const answer = await device.push([
      device.mutation('journalEntry', past, 'create', { ...journalInput(), date: lastWeek }),
      device.mutation('journalEntry', future, 'create', { ...journalInput(), date: nextWeek }),
    ])
    const [accepted, refused] = answer.body.results
    assert.equal(accepted.status, 'applied')
    assert.equal(refused.reason, 'validation')
    assert.deepEqual(refused.errors, [{ field: 'date', message: 'The date cannot be in the future' }])
    let { changes } = await device.pullAll()
    assert.deepEqual(
      changes.map((c) => [c.id, c.data!.date]),
      [[past, lastWeek]]
    )
    // Moved to another past day later: only the date changes.
    const twoWeeksAgo = new Date(Date.now() - 14 * 86_400_000).toISOString()
    const moved = await device.pushOne(device.mutation('journalEntry', past, 'patch', { date: twoWeeksAgo }))
    assert.equal(moved.status, 'applied')
    ;({ changes } = await device.pullAll())
    assert.equal(changes[0].data!.date, twoWeeksAgo)
    assert.equal(changes[0].data!.mood, journalInput().mood)
  })

  test('a record created through REST is pulled with a version, and its later sync edits too', async ({ assert }) => {
    const device = await newDevice()
    const created = await device.browser.post('/api/lab-results', labResultInput())
    assert.equal(created.status, 201)
    const { changes, cursor } = await device.pullAll()
    assert.lengthOf(changes, 1)
    assert.equal(changes[0].version, 1)
    assert.deepEqual(changes[0].data, created.body)

    const edit = await device.pushOne(device.mutation('labResult', created.body.id, 'patch', { unit: 'nmol/L' }, { baseVersion: 1 }))
    assert.equal(edit.status, 'applied')
    const later = await device.pullAll(cursor)
    assert.equal(later.changes[0].data!.unit, 'nmol/L')
  })

  test('reminder settings are one record per user: a patch before any create starts from the defaults, another id is refused', async ({
    assert,
  }) => {
    const device = await newDevice()
    const userId = await currentUserId(device.browser)
    const answer = await device.push([
      device.mutation('reminderSettings', reminderSettingsId(userId), 'patch', { progressCheckIns: false }),
      device.mutation('reminderSettings', uuidv7(), 'create', { interactionAlerts: false }),
      device.mutation('reminderSettings', reminderSettingsId(userId + 1), 'patch', { interactionAlerts: false }),
    ])
    const [patch, otherId, otherUsers] = answer.body.results
    assert.equal(patch.status, 'applied')
    for (const refused of [otherId, otherUsers]) {
      assert.equal(refused.status, 'rejected')
      assert.equal(refused.reason, 'validation')
      assert.equal(refused.errors![0].field, 'entityId')
      assert.include(refused.errors![0].message, reminderSettingsId(userId))
    }
    const settings = await device.browser.get('/api/reminder-settings')
    assert.include(settings.body, {
      id: reminderSettingsId(userId),
      supplementReminders: true,
      progressCheckIns: false,
      interactionAlerts: true,
    })
  })

  test('push and pull need a signed-in user', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    await browser.post('/api/auth/logout')
    const device = new SyncDevice(browser)
    const push = await device.push([device.mutation('labResult', uuidv7(), 'create', labResultInput())])
    assert.equal(push.status, 401)
    assert.equal(push.body.code, 'E_UNAUTHORIZED_ACCESS')
    assert.equal((await device.pull()).status, 401)
  })

  test('push without the CSRF header is refused and applies nothing', async ({ assert }) => {
    const device = await newDevice()
    device.browser.sendCsrf = false
    const answer = await device.push([device.mutation('labResult', uuidv7(), 'create', labResultInput())])
    assert.equal(answer.status, 403)
    assert.equal(answer.body.code, 'E_BAD_CSRF_TOKEN')
    assert.deepEqual((await device.pullAll()).changes, [])
  })
})
