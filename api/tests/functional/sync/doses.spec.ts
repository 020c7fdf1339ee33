import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { loadReferenceData } from '#services/reference_data/reference_loader'
import { doseId, type SyncChange } from '@dosewise/sync-protocol'
import { Browser, resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { SyncDevice, currentUserId } from '#tests/helpers/sync_device'

async function supplementIdOf(browser: Browser, name: string): Promise<number> {
  const supplements = (await browser.get('/api/supplements')).body as { id: number; name: string }[]
  return supplements.find((s) => s.name === name)!.id
}

/**
 * Doses (issue 13) travel as any synced record: one record per person, supplement, day and
 * time, so two devices marking the same dose meet in one record and the later mark wins.
 */
test.group('Sync: doses', (group) => {
  // The catalogue is seeded here; what refers to it goes before another suite reseeds it.
  group.setup(async () => {
    await loadReferenceData()
  })
  group.teardown(async () => {
    await db.from('dose_logs').delete()
  })
  group.each.setup(() => resetRateLimits())

  test('two devices marking the same dose meet in one record; the other device pulls it; undo deletes it', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const phone = new SyncDevice(browser)
    const laptop = new SyncDevice(browser)
    const supplementId = await supplementIdOf(browser, 'Vitamin D3')
    const id = doseId(userId, supplementId, '2026-11-25', '08:00')
    const slot = { supplementId, date: '2026-11-25', time: '08:00' }

    const snoozed = await phone.pushOne(
      phone.mutation(
        'dose',
        id,
        'create',
        { ...slot, status: 'snoozed', snoozedUntil: '2026-11-25T08:30:00.000Z', recordedAt: '2026-11-25T08:00:00.000Z' },
        { clientTime: '2026-11-25T08:00:00.000Z' }
      )
    )
    assert.equal(snoozed.status, 'applied', JSON.stringify(snoozed))
    const taken = await laptop.pushOne(
      laptop.mutation(
        'dose',
        id,
        'create',
        { ...slot, status: 'taken', snoozedUntil: null, recordedAt: '2026-11-25T08:31:00.000Z' },
        { clientTime: '2026-11-25T08:31:00.000Z' }
      )
    )
    assert.equal(taken.status, 'applied', JSON.stringify(taken, null, 1))

    const pulled = (await phone.pullAll()).changes.filter((change: SyncChange) => change.entity === 'dose')
    assert.lengthOf(pulled, 1)
    assert.deepInclude(pulled[0].data as object, { id, userId, ...slot, status: 'taken', snoozedUntil: null })

    // Undo on the phone, which has now seen the laptop's mark.
    // (Times are fixed: whether a later mark revives the dose depends on when the undo was made.)
    const undo = phone.mutation('dose', id, 'delete', null, { baseVersion: pulled[0].version, clientTime: '2026-11-25T08:45:00.000Z' })
    assert.equal((await phone.pushOne(undo)).status, 'applied')
    const after = (await laptop.pullAll()).changes.filter((change: SyncChange) => change.entity === 'dose')
    assert.deepInclude(after[0], { id, deleted: true, data: null })

    // Marked again after the undo: the dose is recorded again, on every device.
    const again = await laptop.pushOne(
      laptop.mutation(
        'dose',
        id,
        'create',
        { ...slot, status: 'skipped', snoozedUntil: null, recordedAt: '2026-11-25T09:00:00.000Z' },
        { clientTime: '2026-11-25T09:00:00.000Z' }
      )
    )
    assert.equal(again.status, 'applied', JSON.stringify(again))
    const revived = (await phone.pullAll()).changes.filter((change: SyncChange) => change.entity === 'dose')
    assert.lengthOf(revived, 1)
    assert.equal(revived[0].deleted, false)
    assert.deepInclude(revived[0].data as object, { id, status: 'skipped' })
  })

  test('a dose with another id than its supplement, day and time, or an unknown supplement, is refused as invalid', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const device = new SyncDevice(browser)
    const supplementId = await supplementIdOf(browser, 'Vitamin D3')
    const fields = { supplementId, date: '2026-11-25', time: '08:00', status: 'taken', recordedAt: '2026-11-25T08:00:00.000Z' }

    const wrongId = await device.pushOne(device.mutation('dose', doseId(userId, supplementId, '2026-11-24', '08:00'), 'create', fields))
    assert.equal(wrongId.status, 'rejected')
    assert.deepInclude((wrongId as { errors: object[] }).errors, {
      field: 'entityId',
      message: `This dose has the id ${doseId(userId, supplementId, '2026-11-25', '08:00')}.`,
    })

    const unknown = { ...fields, supplementId: 2_000_000_000 }
    const noSupplement = await device.pushOne(
      device.mutation('dose', doseId(userId, 2_000_000_000, '2026-11-25', '08:00'), 'create', unknown)
    )
    assert.equal(noSupplement.status, 'rejected')
    assert.deepInclude((noSupplement as { errors: object[] }).errors, {
      field: 'supplementId',
      message: 'There is no supplement with this id.',
    })

    const badDay = await device.pushOne(
      device.mutation('dose', doseId(userId, supplementId, '2026-11-25', '08:00'), 'create', { ...fields, date: '2026-02-30' })
    )
    assert.equal(badDay.status, 'rejected')
    assert.deepInclude((badDay as { errors: object[] }).errors, { field: 'date', message: 'Invalid date' })
  })
})
