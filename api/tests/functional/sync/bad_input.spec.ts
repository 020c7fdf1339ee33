import { test } from '@japa/runner'
import fc from 'fast-check'
import { SYNC_ENTITIES, SYNC_OPS, reminderSettingsId, uuidv7 } from '@dosewise/sync-protocol'
import { resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { SyncDevice, currentUserId, journalInput, labResultInput } from '#tests/helpers/sync_device'

/**
 * Whatever a device sends, sync answers with a status below 500 and a message: generated whole
 * bodies, and well-formed envelopes whose patches hold anything at all.
 */
const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ minLength: 250, maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', '2026-01-01T00:00:00Z', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59+01:00', 'a\u0000b', '30-100'),
  fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.constant('12:30'), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 })
)

const FIELDS = [
  'mood',
  'energy',
  'sleep',
  'stress',
  'notes',
  'supplementsTaken',
  'testName',
  'value',
  'unit',
  'referenceRange',
  'status',
  'testedAt',
  'medicationName',
  'dosage',
  'frequency',
  'prescribedBy',
  'startDate',
  'endDate',
  'isActive',
  'providerName',
  'email',
  'phone',
  'specialty',
  'supplementReminders',
  'progressCheckIns',
  'interactionAlerts',
  'reminderTimes',
  'isRead',
  'id',
  'userId',
  'version',
  '__proto__',
  'constructor',
]

const patch = fc.oneof(fc.constant(null), fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 }))

test.group('Sync never answers 500', (group) => {
  group.each.setup(() => resetRateLimits())

  test('generated push bodies', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const device = new SyncDevice(browser)
    const envelope = fc.record(
      {
        mutationId: fc.oneof(fc.uuid(), value),
        clientId: fc.oneof(fc.constant(device.clientId), value),
        seq: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.constant(1e300), value),
        entity: fc.oneof(fc.constantFrom(...SYNC_ENTITIES), value),
        entityId: fc.oneof(fc.uuid(), fc.constant('12'), value),
        op: fc.oneof(fc.constantFrom(...SYNC_OPS), value),
        patch: fc.oneof(patch, value),
        baseVersion: fc.oneof(fc.nat(), value),
        clientTime: fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          value
        ),
        schemaVersion: fc.oneof(fc.constant(1), value),
      },
      { requiredKeys: [] }
    )
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record(
        { clientId: fc.oneof(fc.constant(device.clientId), value), mutations: fc.oneof(fc.array(envelope, { maxLength: 3 }), value) },
        { requiredKeys: [] }
      )
    )
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const answer = await browser.request('POST', '/api/sync/push', { raw: JSON.stringify(payload) })
        assert.isBelow(answer.status, 500, `${JSON.stringify(payload).slice(0, 300)} → ${answer.text}`)
        if (answer.status !== 200) assert.isString(answer.body?.message)
      }),
      { numRuns: 150 }
    )
  }).timeout(120_000)

  test('well-formed mutations with any patch are applied or refused, one by one', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const device = new SyncDevice(browser)
    const lab = uuidv7()
    const entry = uuidv7()
    await device.push([
      device.mutation('labResult', lab, 'create', labResultInput()),
      device.mutation('journalEntry', entry, 'create', journalInput()),
    ])
    const ids = fc.constantFrom(lab, entry, uuidv7(), reminderSettingsId(userId), '1', '2147483648', '9999999999999999')
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SYNC_ENTITIES),
        fc.constantFrom(...SYNC_OPS),
        ids,
        patch,
        fc.option(fc.nat(5)),
        async (entity, op, id, change, base) => {
          const mutation = device.mutation(entity, id, op, change as Record<string, unknown> | null, { baseVersion: base })
          const answer = await device.push([mutation])
          assert.equal(answer.status, 200, `${JSON.stringify(mutation).slice(0, 300)} → ${answer.text}`)
          const [result] = answer.body.results
          assert.oneOf(result.status, ['applied', 'rejected', 'conflict'])
          if (result.status !== 'applied') assert.isString(result.message)
        }
      ),
      { numRuns: 200 }
    )
  }).timeout(120_000)

  test('values a database cannot store, and impossible dates, are refused as invalid', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const device = new SyncDevice(browser)
    const answer = await device.push([
      device.mutation('journalEntry', uuidv7(), 'create', journalInput({ notes: 'before\u0000after' })),
      device.mutation('labResult', uuidv7(), 'create', labResultInput({ testedAt: '0000-06-01T00:00:00Z' })),
      device.mutation('journalEntry', uuidv7(), 'create', journalInput(), { clientTime: '0000-01-01T00:00:00Z' }),
      device.mutation('prescription', uuidv7(), 'create', { medicationName: 'Metformin', startDate: '2026-02-30T00:00:00Z' }),
    ])
    assert.equal(answer.status, 200)
    const [nul, ancient, oldClock, impossibleDay] = answer.body.results
    assert.equal(nul.reason, 'validation')
    assert.equal(nul.errors![0].field, 'notes')
    assert.equal(ancient.reason, 'validation')
    assert.equal(ancient.errors![0].field, 'testedAt')
    // A device clock that makes no sense: the entry is kept, dated now.
    assert.equal(oldClock.status, 'applied')
    assert.equal(impossibleDay.reason, 'validation')
    assert.equal(impossibleDay.errors![0].field, 'startDate')
  })

  test('generated pull queries', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const param = fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.constantFrom('v1.0', 'v1.5', '', '1e3', 'NaN', '-1'))
    const query = fc.dictionary(fc.constantFrom('cursor', 'limit', 'clientId', 'schemaVersion', 'other'), param, { maxKeys: 4 })
    await fc.assert(
      fc.asyncProperty(query, fc.boolean(), async (params, repeat) => {
        const search = new URLSearchParams(params)
        if (repeat) for (const [key, value] of Object.entries(params)) search.append(key, value)
        const answer = await browser.get(`/api/sync/pull?${search}`)
        assert.isBelow(answer.status, 500, `${search} → ${answer.text}`)
        assert.include([200, 400, 410, 422, 426], answer.status)
      }),
      { numRuns: 150 }
    )
  }).timeout(120_000)
})
