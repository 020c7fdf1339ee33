import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { TOMBSTONE_RETENTION_DAYS, uuidv7 } from '@dosewise/sync-protocol'
import { resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { SyncDevice, currentUserId, labResultInput } from '#tests/helpers/sync_device'
import { purgeTombstones } from '#services/sync/purge_service'
import { toDbTimestamp } from '#services/sync/sql_values'

async function newDevice() {
  const { browser } = await signedInBrowser()
  return new SyncDevice(browser)
}

/** Pull cursors, tombstone purges and schema versions (ADR 0007). */
test.group('Sync cursors and versions', (group) => {
  group.each.setup(() => resetRateLimits())

  test('after old tombstones are purged, a cursor from before them answers 410; from the start it still works', async ({ assert }) => {
    const device = await newDevice()
    const userId = await currentUserId(device.browser)
    const gone = uuidv7()
    const kept = uuidv7()
    await device.push([
      device.mutation('labResult', gone, 'create', labResultInput()),
      device.mutation('labResult', kept, 'create', labResultInput()),
    ])
    const early = await device.pullAll()
    assert.equal(early.cursor, 'v1.2')
    await device.pushOne(device.mutation('labResult', gone, 'delete', null, { baseVersion: 1 }))
    const afterDelete = await device.pullAll(early.cursor)
    assert.deepEqual(afterDelete.changes, [{ entity: 'labResult', id: gone, version: 3, deleted: true, data: null }])

    // The tombstone ages past the retention period.
    const longAgo = new Date(Date.now() - (TOMBSTONE_RETENTION_DAYS + 1) * 24 * 3600_000)
    await db
      .from('lab_results')
      .where('id', gone)
      .update({ deleted_at: toDbTimestamp(longAgo) })
    const report = await purgeTombstones(new Date())
    assert.isAtLeast(report.tombstones, 1)
    assert.isNull(await db.from('lab_results').where('id', gone).first())
    const state = await db.from('sync_user_states').where('user_id', userId).first()
    assert.equal(Number(state.purged_through), 3)

    const expired = await device.pull({ cursor: early.cursor })
    assert.equal(expired.status, 410)
    assert.equal(expired.body.code, 'E_CURSOR_EXPIRED')
    assert.isString(expired.body.message)

    // A cursor that had already seen the deletion is fine, and so is a full resync.
    assert.equal((await device.pull({ cursor: afterDelete.cursor })).status, 200)
    const resync = await device.pullAll('')
    assert.deepEqual(
      resync.changes.map((c) => c.id),
      [kept]
    )
    assert.equal((await device.pull({ cursor: 'v1.0' })).status, 200)
  })

  test('a recent tombstone is not purged', async ({ assert }) => {
    const device = await newDevice()
    const id = uuidv7()
    await device.pushOne(device.mutation('labResult', id, 'create', labResultInput()))
    await device.pushOne(device.mutation('labResult', id, 'delete', null, { baseVersion: 1 }))
    await purgeTombstones(new Date())
    const { changes } = await device.pullAll()
    assert.deepEqual(changes, [{ entity: 'labResult', id, version: 2, deleted: true, data: null }])
  })

  test('a cursor beyond anything this server has written answers 410', async ({ assert }) => {
    const device = await newDevice()
    await device.pushOne(device.mutation('labResult', uuidv7(), 'create', labResultInput()))
    const answer = await device.pull({ cursor: 'v1.9999999999999999' })
    assert.equal(answer.status, 410)
    assert.equal(answer.body.code, 'E_CURSOR_EXPIRED')
  })

  test('an unreadable cursor answers 400 E_BAD_CURSOR: {cursor}')
    .with([{ cursor: 'abc' }, { cursor: 'v2.5' }, { cursor: 'v1.-1' }, { cursor: 'v1.01' }, { cursor: 'v1.' + '9'.repeat(60) }])
    .run(async ({ assert }, { cursor }) => {
      const device = await newDevice()
      const answer = await device.pull({ cursor })
      assert.equal(answer.status, 400)
      assert.equal(answer.body.code, 'E_BAD_CURSOR')
    })

  test('a limit out of range answers 422', async ({ assert }) => {
    const device = await newDevice()
    for (const limit of [0, 1001, 2.5]) {
      const answer = await device.pull({ limit })
      assert.equal(answer.status, 422, `limit ${limit}`)
    }
  })

  test('an app speaking an unsupported schema version gets 426 on push (nothing applied) and on pull', async ({ assert }) => {
    const device = await newDevice()
    const answer = await device.push([
      device.mutation('labResult', uuidv7(), 'create', labResultInput()),
      device.mutation('labResult', uuidv7(), 'create', labResultInput(), { schemaVersion: 0 }),
    ])
    assert.equal(answer.status, 426)
    assert.deepEqual(answer.body, {
      code: 'E_SCHEMA_VERSION',
      message: 'This version of the app is out of date. Please update to keep syncing.',
    })
    const pull = await device.pull({ schemaVersion: 0 })
    assert.equal(pull.status, 426)
    assert.equal(pull.body.code, 'E_SCHEMA_VERSION')
    assert.equal((await device.pull({ schemaVersion: 99 })).status, 426)

    const current = await device.pull()
    assert.equal(current.status, 200)
    assert.deepEqual(current.body.changes, [])
    assert.equal(current.body.lastSeq, 0)
  })
})
