import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { openUserDatabase, deleteUserDatabase } from './database'
import { createRecord, deleteRecord, updateRecord } from './writes'
import { listRecords } from './hooks'
import { LocalValidationError } from './errors'

let userId = 1000
afterEach(async () => {
  await deleteUserDatabase(userId)
  userId += 1
})

const entry = {
  mood: 'good',
  energy: 'high',
  sleep: 'fair',
  stress: 'low',
  notes: 'Night shift went fine',
  supplementsTaken: ['Vitamin D3'],
}

describe('local writes', () => {
  it('stores a record and its outbox entry together, numbering mutations 1, 2, 3', async () => {
    const db = openUserDatabase(userId)
    const id = await createRecord(db, 'journalEntry', entry)
    await updateRecord(db, 'journalEntry', id, { notes: 'Slept after the shift' })
    await deleteRecord(db, 'journalEntry', id)
    const outbox = await db.outbox.toArray()
    expect(outbox.map((e) => [e.seq, e.op])).toEqual([
      [1, 'create'],
      [2, 'patch'],
      [3, 'delete'],
    ])
    expect(outbox[1]!.patch).toEqual({ notes: 'Slept after the shift' })
    expect(await listRecords(db, 'journalEntry')).toEqual([])
    db.close()
  })

  it('shows the local record at once, marked pending, with the signed-in user and a date', async () => {
    const db = openUserDatabase(userId)
    const id = await createRecord(db, 'journalEntry', entry)
    const [shown] = await listRecords<Record<string, unknown>>(db, 'journalEntry')
    expect(shown).toMatchObject({ id, userId, mood: 'good', notes: 'Night shift went fine', pending: true, conflictOf: null })
    expect(typeof shown!.date).toBe('string')
    db.close()
  })

  it('refuses invalid values with the spec messages and stores nothing', async () => {
    const db = openUserDatabase(userId)
    await expect(createRecord(db, 'healthcareProvider', { providerName: '  ', email: 'nope' })).rejects.toBeInstanceOf(LocalValidationError)
    const error = await createRecord(db, 'healthcareProvider', { providerName: '', email: 'nope' }).catch((e) => e)
    expect(error.errors.map((e: { message: string }) => e.message)).toEqual(['Provider name is required', 'Valid email is required'])
    expect(await db.outbox.count()).toBe(0)
    expect(await db.tableFor('healthcareProvider').count()).toBe(0)
    db.close()
  })

  it('derives the lab status from a numeric value and range', async () => {
    const db = openUserDatabase(userId)
    await createRecord(db, 'labResult', {
      testName: 'Vitamin D, 25-OH',
      value: '18',
      unit: 'ng/mL',
      referenceRange: '30-100',
      testedAt: '2026-11-01T09:00:00.000Z',
    })
    const [lab] = await listRecords<Record<string, unknown>>(db, 'labResult')
    expect(lab!.status).toBe('low')
    db.close()
  })
})
