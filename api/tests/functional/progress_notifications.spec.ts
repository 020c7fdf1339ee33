import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { reminderSettingsId, stackItemId, uuidv7, type SyncChange } from '@dosewise/sync-protocol'
import { loadReferenceData } from '#services/reference_data/reference_loader'
import { CHECK_IN_TITLE, createProgressNotifications } from '#services/alerts/progress_notifications'
import { Browser, resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { SyncDevice, currentUserId, journalInput } from '#tests/helpers/sync_device'

const DAY = 86_400_000
const titles = (changes: SyncChange[]) => changes.filter((c) => c.entity === 'notification').map((c) => (c.data as { title: string }).title)

async function supplementIdOf(browser: Browser, name: string): Promise<number> {
  const supplements = (await browser.get('/api/supplements')).body as { id: number; name: string }[]
  return supplements.find((s) => s.name === name)!.id
}

async function person(journalDays: number, stackStartedDaysAgo: number | null) {
  const { browser } = await signedInBrowser()
  const userId = await currentUserId(browser)
  const device = new SyncDevice(browser)
  const now = Date.now()
  for (let i = 0; i < journalDays; i++) {
    const at = new Date(now - i * DAY).toISOString()
    await device.pushOne(device.mutation('journalEntry', uuidv7(), 'create', journalInput(), { clientTime: at }))
  }
  if (stackStartedDaysAgo !== null) {
    const supplementId = await supplementIdOf(browser, 'Vitamin D3')
    await device.pushOne(
      device.mutation('stackItem', stackItemId(userId, supplementId), 'create', {
        supplementId,
        source: 'manual',
        startedAt: new Date(now - stackStartedDaysAgo * DAY).toISOString(),
      })
    )
  }
  return { device, userId }
}

/** Notifications from real progress (issue 13): check-in prompts and journaling streaks, only when the data says so. */
test.group('Progress notifications', (group) => {
  group.setup(async () => {
    await loadReferenceData()
  })
  group.teardown(async () => {
    await db.from('supplement_stack_items').delete()
  })
  group.each.setup(() => resetRateLimits())

  test('seven days of journaling in a row earns the streak, once; a week on the stack without a check-in asks for one, once', async ({
    assert,
  }) => {
    const { device } = await person(7, 8)
    await createProgressNotifications()
    await createProgressNotifications()
    const made = titles((await device.pullAll()).changes)
    assert.equal(made.filter((t) => t === 'Seven days of journaling!').length, 1)
    assert.equal(made.filter((t) => t === CHECK_IN_TITLE).length, 1)
  })

  test('six days, a gap, or a recent start: nothing is claimed; check-ins switched off: no prompt', async ({ assert }) => {
    const six = await person(6, 3)
    const switchedOff = await person(0, 10)
    await switchedOff.device.pushOne(
      switchedOff.device.mutation('reminderSettings', reminderSettingsId(switchedOff.userId), 'create', { progressCheckIns: false })
    )
    await createProgressNotifications()
    assert.deepEqual(titles((await six.device.pullAll()).changes), [])
    assert.deepEqual(titles((await switchedOff.device.pullAll()).changes), [])
  })
})
