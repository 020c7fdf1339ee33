import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { reminderSettingsId, stackItemId, uuidv7, type SyncChange } from '@dosewise/sync-protocol'
import { loadReferenceData } from '#services/reference_data/reference_loader'
import { Browser, resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { SyncDevice, currentUserId, prescriptionInput } from '#tests/helpers/sync_device'

async function supplementIdOf(browser: Browser, name: string): Promise<number> {
  const supplements = (await browser.get('/api/supplements')).body as { id: number; name: string }[]
  return supplements.find((s) => s.name === name)!.id
}

const warnings = (changes: SyncChange[]) =>
  changes
    .filter((c) => c.entity === 'notification' && (c.data as { type: string }).type === 'warning')
    .map((c) => c.data as { title: string; message: string })

/** Interaction alerts from real events (issue 13): a new prescription or stack supplement that interacts. */
test.group('Interaction alerts', (group) => {
  group.setup(async () => {
    await loadReferenceData()
  })
  group.teardown(async () => {
    await db.from('supplement_stack_items').delete()
  })
  group.each.setup(() => resetRateLimits())

  test('tracking vitamin K while on warfarin: one warning with severity and what to do, pulled by the device', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const device = new SyncDevice(browser)
    const prescription = await device.pushOne(
      device.mutation('prescription', uuidv7(), 'create', prescriptionInput({ medicationName: 'Warfarin' }))
    )
    assert.equal(prescription.status, 'applied')
    assert.lengthOf(warnings((await device.pullAll()).changes), 0)

    const vitaminK = await supplementIdOf(browser, 'Vitamin K')
    const add = () =>
      device.mutation('stackItem', stackItemId(userId, vitaminK), 'create', {
        supplementId: vitaminK,
        source: 'manual',
        startedAt: '2026-11-25T08:00:00.000Z',
      })
    assert.equal((await device.pushOne(add())).status, 'applied')
    const [warning, ...more] = warnings((await device.pullAll()).changes)
    assert.lengthOf(more, 0)
    assert.equal(warning.title, 'Possible interaction: Warfarin and Vitamin K')
    assert.match(warning.message, /^Major interaction\. .+ What to do: .+ Talk to your doctor or pharmacist/)
  })

  test('a prescription added over REST is checked against the stack; with alerts switched off, nothing is said', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const device = new SyncDevice(browser)
    const fishOil = await supplementIdOf(browser, 'Omega-3 Fish Oil')
    await device.pushOne(
      device.mutation('stackItem', stackItemId(userId, fishOil), 'create', {
        supplementId: fishOil,
        source: 'manual',
        startedAt: '2026-11-25T08:00:00.000Z',
      })
    )
    assert.equal((await browser.post('/api/prescriptions', prescriptionInput({ medicationName: 'Warfarin' }))).status, 201)
    assert.deepEqual(
      warnings((await device.pullAll()).changes).map((w) => w.title),
      ['Possible interaction: Warfarin and Omega-3 Fish Oil']
    )

    await device.pushOne(device.mutation('reminderSettings', reminderSettingsId(userId), 'create', { interactionAlerts: false }))
    assert.equal((await browser.post('/api/prescriptions', prescriptionInput({ medicationName: 'Apixaban' }))).status, 201)
    assert.lengthOf(warnings((await device.pullAll()).changes), 1)
  })
})
