import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { ENTITIES, SYNC_ENTITIES } from '@dosewise/sync-protocol'
import { ENTITY_TABLES } from '#services/sync/entity_tables'
import { madeAtTime } from '#services/sync/made_at'

/**
 * The API's column mapping is derived from sync-protocol's registry: the merge rules see exactly
 * the user-writable fields, a read answer has exactly the keys of the read schema, and every
 * column the mapping names exists in the migrated database. A field added to the contract
 * without its migration fails here, not at a person's first write.
 */
test.group('Sync entity tables follow the registry', () => {
  test('{entity}: fields and read shape')
    .with(SYNC_ENTITIES.map((entity) => ({ entity })))
    .run(({ assert }, { entity }) => {
      const table = ENTITY_TABLES[entity]
      assert.sameMembers(
        table.fields.map((f) => f.field),
        Object.keys(ENTITIES[entity].fields.shape)
      )
      assert.sameMembers(
        ['id', 'userId', ...table.fields.map((f) => f.field), ...table.readOnly.map((f) => f.field)],
        Object.keys(ENTITIES[entity].read.shape)
      )
    })

  test('{entity}: every column exists after the migrations')
    .with(SYNC_ENTITIES.map((entity) => ({ entity })))
    .run(async ({ assert }, { entity }) => {
      const table = ENTITY_TABLES[entity]
      const info = await db.connection().knexQuery().table(table.table).columnInfo()
      const columns = Object.keys(info)
      for (const spec of [...table.fields, ...table.readOnly]) assert.include(columns, spec.column, `${entity}.${spec.field}`)
      for (const column of ['id', 'user_id', 'version', 'field_meta', 'updated_at']) assert.include(columns, column)
      if (table.tombstones) assert.include(columns, 'deleted_at')
    })
})

test.group('Made-at time (a journal entry date)', () => {
  const now = new Date('2026-11-22T08:00:00.000Z')

  test('is the time the entry was written on the device', ({ assert }) => {
    assert.equal(madeAtTime('2026-11-22T02:00:00+01:00', now).toISOString(), '2026-11-22T01:00:00.000Z')
  })

  test('allows a few minutes of clock skew, never more', ({ assert }) => {
    assert.equal(madeAtTime('2026-11-22T08:04:00.000Z', now).toISOString(), '2026-11-22T08:04:00.000Z')
    assert.equal(madeAtTime('2026-11-22T08:06:00.000Z', now), now)
  })

  test('is now when there is no usable device time', ({ assert }) => {
    assert.equal(madeAtTime(null, now), now)
    assert.equal(madeAtTime('garbage', now), now)
    assert.equal(madeAtTime('0000-01-01T00:00:00Z', now), now)
  })
})
