import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { loadReferenceData } from '#services/reference_data/reference_loader'
import { stackItemId } from '@dosewise/sync-protocol'
import { Browser, resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { SyncDevice, currentUserId } from '#tests/helpers/sync_device'

/** The calendar file read back: folded lines joined, then each component's properties. */
function parseIcs(text: string) {
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
  const components: { name: string; props: string[] }[] = []
  const stack: { name: string; props: string[] }[] = []
  for (const line of lines) {
    if (line.startsWith('BEGIN:')) stack.push({ name: line.slice(6), props: [] })
    else if (line.startsWith('END:')) components.push(stack.pop()!)
    else stack.at(-1)!.props.push(line)
  }
  return components
}

async function supplementIdOf(browser: Browser, name: string): Promise<number> {
  const supplements = (await browser.get('/api/supplements')).body as { id: number; name: string }[]
  return supplements.find((s) => s.name === name)!.id
}

test.group('Dose calendar (.ics)', (group) => {
  // The catalogue is seeded here; what refers to it goes before another suite reseeds it.
  group.setup(async () => {
    await loadReferenceData()
  })
  group.teardown(async () => {
    await db.from('supplement_stack_items').delete()
  })
  group.each.setup(() => resetRateLimits())

  test('one daily event per timed dose, at its time in the person’s zone with the zone’s rules, each with an alarm', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const device = new SyncDevice(browser)
    const vitaminD = await supplementIdOf(browser, 'Vitamin D3')
    const magnesium = await supplementIdOf(browser, 'Magnesium Glycinate')
    const omega = await supplementIdOf(browser, 'Omega-3 Fish Oil')
    for (const [supplementId, time, dosage] of [
      [vitaminD, '08:00', '1,000 IU'],
      [magnesium, '21:30', '200 mg'],
      [omega, null, null],
    ] as const) {
      const result = await device.pushOne(
        device.mutation('stackItem', stackItemId(userId, supplementId), 'create', {
          supplementId,
          time,
          dosage,
          source: 'plan',
          startedAt: '2026-03-01T12:00:00.000Z',
        })
      )
      assert.equal(result.status, 'applied', JSON.stringify(result))
    }

    const answer = await browser.get('/api/calendar/doses.ics?tz=America/New_York')
    assert.equal(answer.status, 200)
    assert.match(answer.headers.get('content-type') ?? '', /^text\/calendar/)
    assert.equal(answer.headers.get('x-doses-without-time'), '1')
    const components = parseIcs(answer.text)
    const events = components.filter((c) => c.name === 'VEVENT')
    assert.lengthOf(events, 2)
    const prop = (c: { props: string[] }, name: string) => c.props.find((p) => p.startsWith(name))
    assert.match(prop(events[0], 'SUMMARY')!, /^SUMMARY:Take Vitamin D3 \(1\\,000 IU\)$/)
    assert.match(prop(events[0], 'DTSTART')!, /^DTSTART;TZID=America\/New_York:\d{8}T080000$/)
    assert.match(prop(events[1], 'DTSTART')!, /^DTSTART;TZID=America\/New_York:\d{8}T213000$/)
    for (const event of events) assert.equal(prop(event, 'RRULE'), 'RRULE:FREQ=DAILY')
    const alarms = components.filter((c) => c.name === 'VALARM')
    assert.lengthOf(alarms, 2)
    for (const alarm of alarms) assert.include(alarm.props, 'ACTION:DISPLAY')
    // The zone's daylight-saving rules travel with the file, so 08:00 stays 08:00 after a change.
    const zone = components.find((c) => c.name === 'VTIMEZONE')!
    assert.include(zone.props, 'TZID:America/New_York')
    assert.includeMembers(
      components.map((c) => c.name),
      ['DAYLIGHT', 'STANDARD']
    )
  })

  test('an unknown time zone is a 422 with the reason; without a session, 401', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const bad = await browser.get('/api/calendar/doses.ics?tz=Mars/Olympus_Mons')
    assert.equal(bad.status, 422)
    assert.deepInclude(bad.body.errors, { field: 'tz', message: 'Unknown time zone' })
    assert.equal((await new Browser().get('/api/calendar/doses.ics')).status, 401)
  })
})
