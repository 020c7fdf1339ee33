import { test } from '@japa/runner'
import { SYNC_REASON_MESSAGES, journalEntrySchema, reminderSettingsId, uuidv7 } from '@dosewise/sync-protocol'
import { resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { SyncDevice, currentUserId, journalInput, labResultInput } from '#tests/helpers/sync_device'

/** Two devices (two client ids) of one signed-in user. */
async function twoDevices() {
  const { browser } = await signedInBrowser()
  return { phone: new SyncDevice(browser), laptop: new SyncDevice(browser), browser }
}

async function recordOf(device: SyncDevice, id: string) {
  const { changes } = await device.pullAll()
  return changes.filter((c) => c.id === id).at(-1)!
}

/** Conflict rules (ADR 0007), end to end through push and pull. */
test.group('Sync conflicts', (group) => {
  group.each.setup(() => resetRateLimits())

  test('the same lab field edited on two devices from the same version: that field is asked, the rest of the change is applied', async ({
    assert,
  }) => {
    const { phone, laptop } = await twoDevices()
    const id = uuidv7()
    await phone.pushOne(phone.mutation('labResult', id, 'create', labResultInput()))
    const first = await phone.pushOne(phone.mutation('labResult', id, 'patch', { value: '20' }, { baseVersion: 1 }))
    assert.equal(first.status, 'applied')

    const second = await laptop.pushOne(laptop.mutation('labResult', id, 'patch', { value: '25', unit: 'nmol/L' }, { baseVersion: 1 }))
    assert.equal(second.status, 'conflict')
    assert.equal(second.reason, 'edit_conflict')
    assert.equal(second.message, SYNC_REASON_MESSAGES.edit_conflict)
    assert.deepEqual(second.conflictFields, ['value'])
    // The unit did not conflict: it is saved now, at a new version, with the phone's value kept.
    assert.deepEqual(second.appliedFields, ['unit'])
    assert.equal(second.version, 3)
    assert.containsSubset(second.serverRecord, { entity: 'labResult', id, version: 3, deleted: false })
    assert.include(second.serverRecord!.data!, { value: '20', unit: 'nmol/L' })

    const stored = await recordOf(phone, id)
    assert.equal(stored.version, 3)
    assert.include(stored.data, { value: '20', unit: 'nmol/L' })
    assert.isUndefined(stored.replaced)

    // "Keep mine": the conflicting field again, with the server's version as base, overriding.
    const kept = await laptop.pushOne(laptop.mutation('labResult', id, 'patch', { value: '25' }, { baseVersion: 3, overrides: ['value'] }))
    assert.equal(kept.status, 'applied')
    const after = await recordOf(phone, id)
    assert.equal(after.data!.value, '25')
    // The phone, whose value was replaced, can tell: the pulled record names its client.
    assert.deepEqual(after.replaced, [{ field: 'value', clientId: phone.clientId, version: 4 }])
  })

  test('a prescription: dosage set on two devices, frequency on one (in the same save) — the frequency is kept', async ({ assert }) => {
    const { phone, laptop } = await twoDevices()
    const id = uuidv7()
    await phone.pushOne(phone.mutation('prescription', id, 'create', { medicationName: 'Warfarin', dosage: '5 mg', frequency: 'daily' }))
    await phone.pushOne(phone.mutation('prescription', id, 'patch', { dosage: '7.5 mg' }, { baseVersion: 1 }))
    const second = await laptop.pushOne(
      laptop.mutation('prescription', id, 'patch', { dosage: '2.5 mg', frequency: 'Twice daily' }, { baseVersion: 1 })
    )
    assert.equal(second.status, 'conflict')
    assert.deepEqual(second.conflictFields, ['dosage'])
    assert.deepEqual(second.appliedFields, ['frequency'])
    assert.include((await recordOf(phone, id)).data!, { dosage: '7.5 mg', frequency: 'Twice daily' })
  })

  test('edits of different fields from the same version merge', async ({ assert }) => {
    const { phone, laptop } = await twoDevices()
    const id = uuidv7()
    await phone.pushOne(phone.mutation('labResult', id, 'create', labResultInput()))
    const a = await phone.pushOne(phone.mutation('labResult', id, 'patch', { unit: 'nmol/L' }, { baseVersion: 1 }))
    const b = await laptop.pushOne(laptop.mutation('labResult', id, 'patch', { referenceRange: '75-250' }, { baseVersion: 1 }))
    assert.equal(a.status, 'applied')
    assert.equal(b.status, 'applied')
    assert.equal(b.version, 3)
    const stored = await recordOf(laptop, id)
    assert.include(stored.data, { unit: 'nmol/L', referenceRange: '75-250', value: '18', status: 'low' })
  })

  test('a device never conflicts with its own earlier edits', async ({ assert }) => {
    const { phone } = await twoDevices()
    const id = uuidv7()
    await phone.pushOne(phone.mutation('labResult', id, 'create', labResultInput()))
    await phone.pushOne(phone.mutation('labResult', id, 'patch', { value: '20' }, { baseVersion: 1 }))
    // Still based on version 1 (it had not pulled yet).
    const again = await phone.pushOne(phone.mutation('labResult', id, 'patch', { value: '22' }, { baseVersion: 1 }))
    assert.equal(again.status, 'applied')
  })

  test('a delete of a record edited elsewhere since is a conflict (edited_elsewhere), and the record stays', async ({ assert }) => {
    const { phone, laptop } = await twoDevices()
    const id = uuidv7()
    await phone.pushOne(phone.mutation('labResult', id, 'create', labResultInput()))
    await phone.pushOne(phone.mutation('labResult', id, 'patch', { value: '21' }, { baseVersion: 1 }))
    const deletion = await laptop.pushOne(laptop.mutation('labResult', id, 'delete', null, { baseVersion: 1 }))
    assert.equal(deletion.status, 'conflict')
    assert.equal(deletion.reason, 'edited_elsewhere')
    assert.deepEqual(deletion.conflictFields, ['value'])
    assert.equal(deletion.serverRecord!.data!.value, '21')
    const stored = await recordOf(phone, id)
    assert.isFalse(stored.deleted)
    assert.lengthOf((await phone.browser.get('/api/lab-results')).body, 1)
  })

  test('an edit of a record deleted elsewhere is a conflict (deleted_elsewhere) with the tombstone', async ({ assert }) => {
    const { phone, laptop } = await twoDevices()
    const id = uuidv7()
    await phone.pushOne(phone.mutation('labResult', id, 'create', labResultInput()))
    await phone.pushOne(phone.mutation('labResult', id, 'delete', null, { baseVersion: 1 }))
    const edit = await laptop.pushOne(laptop.mutation('labResult', id, 'patch', { value: '19' }, { baseVersion: 1 }))
    assert.equal(edit.status, 'conflict')
    assert.equal(edit.reason, 'deleted_elsewhere')
    assert.equal(edit.message, SYNC_REASON_MESSAGES.deleted_elsewhere)
    assert.deepEqual(edit.serverRecord, { entity: 'labResult', id, version: 2, deleted: true, data: null })
    assert.isTrue((await recordOf(phone, id)).deleted)
  })

  test('journal notes edited on two devices: both texts are kept, the second as a conflict copy', async ({ assert }) => {
    const { phone, laptop } = await twoDevices()
    const id = uuidv7()
    const writtenAt = new Date(Date.now() - 3600_000).toISOString()
    await phone.pushOne(phone.mutation('journalEntry', id, 'create', journalInput({ notes: 'Tired.' }), { clientTime: writtenAt }))
    const mine = await phone.pushOne(
      phone.mutation('journalEntry', id, 'patch', { notes: 'Tired after the night shift.' }, { baseVersion: 1 })
    )
    assert.equal(mine.status, 'applied')
    const theirs = await laptop.pushOne(
      laptop.mutation('journalEntry', id, 'patch', { notes: 'Tired, but the magnesium helped.', mood: 'fair' }, { baseVersion: 1 })
    )
    assert.equal(theirs.status, 'conflict')
    assert.equal(theirs.reason, 'edit_conflict')
    assert.deepEqual(theirs.conflictFields, ['notes'])
    assert.isString(theirs.copyId)

    const { changes } = await phone.pullAll()
    const original = journalEntrySchema.parse(changes.find((c) => c.id === id)!.data)
    const copyChange = changes.find((c) => c.id === theirs.copyId)!
    assert.equal(copyChange.version, 3)
    const copy = journalEntrySchema.parse(copyChange.data)
    assert.equal(original.notes, 'Tired after the night shift.')
    assert.isNull(original.conflictOf)
    assert.equal(copy.notes, 'Tired, but the magnesium helped.')
    assert.equal(copy.mood, 'fair')
    assert.equal(copy.conflictOf, id)
    assert.equal(copy.date, writtenAt)
    assert.equal(original.date, writtenAt)

    const listed = (await phone.browser.get(`/api/journal/${original.userId}`)).body
    assert.sameMembers(
      listed.map((e: { id: string }) => e.id),
      [id, theirs.copyId]
    )
  })

  test('reminder settings: per field, the latest clientTime wins whatever order the changes arrive in', async ({ assert }) => {
    const { phone, laptop, browser } = await twoDevices()
    const id = reminderSettingsId(await currentUserId(browser))
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString()
    await phone.pushOne(phone.mutation('reminderSettings', id, 'create', {}, { clientTime: at(30) }))

    const newer = await laptop.pushOne(
      laptop.mutation('reminderSettings', id, 'patch', { interactionAlerts: false }, { clientTime: at(5) })
    )
    assert.equal(newer.status, 'applied')
    // Made earlier on the phone (offline), arriving later: it loses on interactionAlerts but
    // wins on the field nobody else changed.
    const older = await phone.pushOne(
      phone.mutation('reminderSettings', id, 'patch', { interactionAlerts: true, progressCheckIns: false }, { clientTime: at(10) })
    )
    assert.equal(older.status, 'applied')

    const settings = (await browser.get('/api/reminder-settings')).body
    assert.include(settings, { interactionAlerts: false, progressCheckIns: false, supplementReminders: true })

    // A second device's offline create merges into the same record instead of clashing.
    const create = await laptop.pushOne(
      laptop.mutation('reminderSettings', id, 'create', { supplementReminders: false }, { clientTime: at(1) })
    )
    assert.equal(create.status, 'applied')
    assert.include((await browser.get('/api/reminder-settings')).body, { supplementReminders: false, interactionAlerts: false })
  })
})
