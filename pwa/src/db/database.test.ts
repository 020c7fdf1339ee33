import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { ENTITIES, SYNC_ENTITIES, stampsOf } from '@dosewise/sync-protocol'
import { deleteUserDatabase, openUserDatabase } from './database'
import { localData, sortKey } from './local-data'

const userId = 4242
afterEach(() => deleteUserDatabase(userId))

describe('the local database follows the registry', () => {
  it.each(SYNC_ENTITIES)('%s has its store, with the indexes the registry names', async (entity) => {
    const db = openUserDatabase(userId)
    await db.open()
    const { store, indexes } = ENTITIES[entity].device
    const table = db.tableFor(entity)
    expect(table.name).toBe(store)
    expect(table.schema.primKey.name).toBe('id')
    expect(table.schema.indexes.map((index) => index.name).sort()).toEqual([...indexes].sort())
    db.close()
  })
})

describe('a record before the server has answered', () => {
  const now = '2026-11-25T08:00:00.000Z'
  const later = '2026-11-25T09:00:00.000Z'

  it('has every field of the read shape, lists empty, and its stamps filled as the server would', () => {
    const entry = localData('journalEntry', 'j1', 7, { mood: 'good' }, null, now)
    expect(entry).toMatchObject({ id: 'j1', userId: 7, mood: 'good', notes: null, supplementsTaken: [], conflictOf: null, date: now })
    expect(Object.keys(entry).sort()).toEqual(Object.keys(ENTITIES.journalEntry.read.shape).sort())
    expect(sortKey('journalEntry', entry)).toBe(now)
  })

  it('keeps the creation stamp and moves the update stamp on a later write', () => {
    expect(stampsOf('stackItem')).toEqual({ createdAt: 'created', updatedAt: 'updated' })
    const first = localData('stackItem', 's1', 7, { supplementId: 3, active: true }, null, now)
    const second = localData('stackItem', 's1', 7, { active: false }, first, later)
    expect(second).toMatchObject({ supplementId: 3, active: false, createdAt: now, updatedAt: later })
  })

  it('derives what the server derives (a lab result’s status from its value and range)', () => {
    const result = localData('labResult', 'l1', 7, { testName: 'Vitamin D', value: '12', referenceRange: '30-100' }, null, now)
    expect(result.status).toBe('low')
    expect(sortKey('labResult', { ...result, testedAt: later })).toBe(later)
  })
})
