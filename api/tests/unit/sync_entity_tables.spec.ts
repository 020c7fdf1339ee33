import { test } from '@japa/runner'
import { ENTITY_READ_SCHEMAS, ENTITY_RULES, SYNC_ENTITIES } from '@dosewise/sync-protocol'
import { ENTITY_TABLES } from '#services/sync/entity_tables'
import { journalDate } from '#services/sync/journal_date'

/**
 * The API's column mapping must follow the contract: the merge rules see exactly the
 * user-writable fields of sync-protocol's ENTITY_RULES, and a read answer has exactly the keys
 * of the entity's read schema. A field added to the contract and not to the mapping fails here.
 */
test.group('Sync entity tables follow the contract', () => {
  test('{entity}')
    .with(SYNC_ENTITIES.map((entity) => ({ entity })))
    .run(({ assert }, { entity }) => {
      const table = ENTITY_TABLES[entity]
      assert.sameMembers(
        table.fields.map((f) => f.field),
        Object.keys(ENTITY_RULES[entity].fields.shape)
      )
      assert.sameMembers(
        ['id', 'userId', ...table.fields.map((f) => f.field), ...table.readOnly.map((f) => f.field)],
        Object.keys(ENTITY_READ_SCHEMAS[entity].shape)
      )
    })
})

test.group('Journal date', () => {
  const now = new Date('2026-11-22T08:00:00.000Z')

  test('is the time the entry was written on the device', ({ assert }) => {
    assert.equal(journalDate('2026-11-22T02:00:00+01:00', now).toISOString(), '2026-11-22T01:00:00.000Z')
  })

  test('allows a few minutes of clock skew, never more', ({ assert }) => {
    assert.equal(journalDate('2026-11-22T08:04:00.000Z', now).toISOString(), '2026-11-22T08:04:00.000Z')
    assert.equal(journalDate('2026-11-22T08:06:00.000Z', now), now)
  })

  test('is now when there is no usable device time', ({ assert }) => {
    assert.equal(journalDate(null, now), now)
    assert.equal(journalDate('garbage', now), now)
    assert.equal(journalDate('0000-01-01T00:00:00Z', now), now)
  })
})
