import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { seqGapBodySchema, uuidv7 } from '@dosewise/sync-protocol'
import { resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { SyncDevice, currentUserId, labResultInput } from '#tests/helpers/sync_device'
import { purgeTombstones } from '#services/sync/purge_service'

async function newDevice() {
  const { browser } = await signedInBrowser()
  return new SyncDevice(browser)
}

async function counter(userId: number) {
  const row = await db.from('sync_user_states').where('user_id', userId).first()
  return Number(row?.version ?? 0)
}

/**
 * Retries are harmless (ADR 0007): a mutation the server has processed is answered from
 * what it stored, and seq numbers must follow on without holes.
 */
test.group('Sync replays and seq order', (group) => {
  group.each.setup(() => resetRateLimits())

  test('the same batch sent twice gets identical answers and changes nothing the second time', async ({ assert }) => {
    const device = await newDevice()
    const userId = await currentUserId(device.browser)
    const id = uuidv7()
    const batch = [
      device.mutation('labResult', id, 'create', labResultInput()),
      device.mutation('labResult', id, 'patch', { value: '31' }, { baseVersion: 1 }),
      device.mutation('labResult', uuidv7(), 'patch', { value: '1' }),
    ]
    const first = await device.push(batch)
    const second = await device.push(batch)
    assert.equal(first.status, 200)
    assert.equal(second.status, 200)
    assert.deepEqual(second.body, first.body)
    assert.equal(first.body.results[2].reason, 'not_found')

    const rows = await db.from('lab_results').where('id', id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].value, '31')
    assert.equal(await counter(userId), 2)
  })

  test('a seq gap answers 409 with lastSeq and applies nothing', async ({ assert }) => {
    const device = await newDevice()
    await device.pushOne(device.mutation('labResult', uuidv7(), 'create', labResultInput()))

    device.seq += 1 // seq 2 never sent
    const skipped = uuidv7()
    const gap = await device.push([device.mutation('labResult', skipped, 'create', labResultInput())])
    assert.equal(gap.status, 409)
    assert.equal(gap.body.code, 'E_SEQ_GAP')
    assert.equal(gap.body.lastSeq, 1)
    seqGapBodySchema.parse(gap.body)

    // A hole inside the batch is a gap too, even when it starts right after lastSeq.
    device.seq = 1
    const a = device.mutation('labResult', uuidv7(), 'create', labResultInput())
    device.seq += 1
    const b = device.mutation('labResult', uuidv7(), 'create', labResultInput())
    const hole = await device.push([a, b])
    assert.equal(hole.status, 409)
    assert.equal(hole.body.lastSeq, 1)

    const { changes } = await device.pullAll()
    assert.lengthOf(changes, 1)
    assert.notInclude(
      changes.map((c) => c.id),
      skipped
    )

    // Resending from lastSeq + 1 works.
    device.seq = 1
    const resent = await device.push([device.mutation('labResult', skipped, 'create', labResultInput())])
    assert.equal(resent.status, 200)
    assert.equal(resent.body.lastSeq, 2)
  })

  test('a batch overlapping lastSeq replays the old part and applies the new part', async ({ assert }) => {
    const device = await newDevice()
    const userId = await currentUserId(device.browser)
    const m1 = device.mutation('labResult', uuidv7(), 'create', labResultInput())
    const m2 = device.mutation('labResult', uuidv7(), 'create', labResultInput())
    const earlier = await device.push([m1, m2])
    const m3 = device.mutation('labResult', uuidv7(), 'create', labResultInput())
    const m4 = device.mutation('labResult', uuidv7(), 'create', labResultInput())
    // Out of order on purpose: the server sorts by seq.
    const overlapping = await device.push([m4, m2, m3])
    assert.equal(overlapping.status, 200)
    assert.deepEqual(
      overlapping.body.results.map((r) => r.seq),
      [2, 3, 4]
    )
    assert.deepEqual(overlapping.body.results[0], earlier.body.results[1])
    assert.deepEqual(
      overlapping.body.results.slice(1).map((r) => [r.status, r.version]),
      [
        ['applied', 3],
        ['applied', 4],
      ]
    )
    assert.equal(overlapping.body.lastSeq, 4)
    assert.equal(await counter(userId), 4)
  })

  test('once its stored answer is pruned (30 days), a replay answers duplicate', async ({ assert }) => {
    const device = await newDevice()
    const m1 = device.mutation('labResult', uuidv7(), 'create', labResultInput())
    await device.pushOne(m1)
    const old = new Date(Date.now() - 31 * 24 * 3600_000).toISOString()
    await db.from('sync_mutation_results').where('client_id', device.clientId).update({ created_at: old })
    const report = await purgeTombstones(new Date())
    assert.isAtLeast(report.results, 1)

    const replay = await device.push([m1])
    assert.equal(replay.status, 200)
    assert.deepEqual(replay.body.results, [{ mutationId: m1.mutationId, seq: 1, status: 'duplicate' }])
    assert.lengthOf((await device.pullAll()).changes, 1)
  })

  test('a batch must come from one client and use each seq once', async ({ assert }) => {
    const device = await newDevice()
    const other = new SyncDevice(device.browser)
    const mixed = await device.push([
      device.mutation('labResult', uuidv7(), 'create', labResultInput()),
      other.mutation('labResult', uuidv7(), 'create', labResultInput()),
    ])
    assert.equal(mixed.status, 422)
    assert.deepInclude(mixed.body.errors, { field: 'mutations.1.clientId', message: 'Must be the clientId of the request' })

    device.seq = 0
    const a = device.mutation('labResult', uuidv7(), 'create', labResultInput())
    device.seq = 0
    const b = device.mutation('labResult', uuidv7(), 'create', labResultInput())
    const repeated = await device.push([a, b])
    assert.equal(repeated.status, 422)
    assert.equal(repeated.body.errors![0].field, 'mutations.1.seq')
    assert.deepEqual((await device.pullAll()).changes, [])
  })

  test('a different mutation sent under a used seq is not applied, and its client is told so', async ({ assert }) => {
    const device = await newDevice()
    const first = device.mutation('labResult', uuidv7(), 'create', labResultInput())
    await device.pushOne(first)
    device.seq = 0
    const reused = device.mutation('labResult', uuidv7(), 'create', labResultInput({ testName: 'Reused seq' }))
    const answer = await device.push([reused])
    assert.equal(answer.status, 200)
    assert.deepEqual(answer.body.results, [
      {
        mutationId: reused.mutationId,
        seq: 1,
        status: 'conflict',
        reason: 'seq_reused',
        message: 'This change was numbered like an earlier change from this device, so the server did not apply it. Send it again.',
      },
    ])
    assert.lengthOf((await device.pullAll()).changes, 1)
    // The original mutation, sent again, still hears its own answer.
    assert.equal((await device.pushOne(first)).status, 'applied')
  })

  test('one malformed field refuses only its own mutation; the batch around it is applied', async ({ assert }) => {
    const device = await newDevice()
    const before = device.mutation('labResult', uuidv7(), 'create', labResultInput())
    const bad = { ...device.mutation('labResult', uuidv7(), 'create', labResultInput()), clientTime: 'yesterday' }
    const badEntity = { ...device.mutation('labResult', uuidv7(), 'create', labResultInput()), entity: 'spaceship' }
    const after = device.mutation('labResult', uuidv7(), 'create', labResultInput())
    const answer = await device.push([before, bad as never, badEntity as never, after])
    assert.equal(answer.status, 200)
    assert.deepEqual(
      answer.body.results.map((r) => [r.seq, r.status, r.reason ?? null]),
      [
        [1, 'applied', null],
        [2, 'rejected', 'validation'],
        [3, 'rejected', 'validation'],
        [4, 'applied', null],
      ]
    )
    assert.deepInclude(answer.body.results[1].errors, { field: 'clientTime', message: 'Invalid datetime' })
    assert.equal(answer.body.results[2].errors![0].field, 'entity')
    assert.equal(answer.body.lastSeq, 4)
    assert.lengthOf((await device.pullAll()).changes, 2)
    // Replayed, the refusals are the same answers.
    assert.deepEqual((await device.push([before, bad as never, badEntity as never, after])).body, answer.body)
  })
})
