import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupDb, newUserDatabase } from '../testing/render-with-db'
import { seedServerRecords } from '../testing/seed'
import type { UserDatabase } from './database'
import { listRecords } from './hooks'
import { keepUnchanged, readNewest } from './paged-records'
import { deleteRecord } from './writes'

let db: UserDatabase | undefined
afterEach(async () => {
  await cleanupDb(db)
  db = undefined
})

const lab = (n: number, testedAt: string) => ({
  id: `01890000-0000-7000-8000-${String(n).padStart(12, '0')}`,
  testName: `Test ${n}`,
  value: '1',
  unit: null,
  referenceRange: null,
  status: null,
  testedAt,
  createdAt: testedAt,
  updatedAt: testedAt,
})

describe('readNewest (ADR 0045)', () => {
  it('pages in the order of the whole list, ties on the date included, and says when there are more', async () => {
    db = newUserDatabase()
    // Twelve results of one panel share a date; two panels in all.
    await seedServerRecords(db, 'labResult', [
      ...Array.from({ length: 12 }, (_, i) => lab(i + 1, '2025-01-10T00:00:00.000Z')),
      ...Array.from({ length: 12 }, (_, i) => lab(i + 13, '2025-03-10T00:00:00.000Z')),
    ])
    const whole = (await listRecords<{ id: string }>(db, 'labResult')).map((r) => r.id)

    const first = await readNewest<{ id: string }>(db, 'labResult', 10)
    expect(first.records.map((r) => r.id)).toEqual(whole.slice(0, 10))
    expect(first.hasMore).toBe(true)
    const two = await readNewest<{ id: string }>(db, 'labResult', 20)
    expect(two.records.map((r) => r.id)).toEqual(whole.slice(0, 20))
    const all = await readNewest<{ id: string }>(db, 'labResult', 30)
    expect(all.records.map((r) => r.id)).toEqual(whole)
    expect(all.hasMore).toBe(false)
  })

  it('leaves deleted records out of a page, also when many of the newest were deleted', async () => {
    db = newUserDatabase()
    await seedServerRecords(
      db,
      'labResult',
      Array.from({ length: 40 }, (_, i) => lab(i + 1, `2025-01-${String((i % 28) + 1).padStart(2, '0')}T0${i % 10}:00:00.000Z`))
    )
    const whole = (await listRecords<{ id: string }>(db, 'labResult')).map((r) => r.id)
    // A few deleted among the newest, then more than a page's spare rows.
    for (const id of whole.slice(0, 3)) await deleteRecord(db, 'labResult', id)
    const few = await readNewest<{ id: string }>(db, 'labResult', 10)
    expect(few.records.map((r) => r.id)).toEqual(whole.slice(3, 13))
    expect(few.hasMore).toBe(true)
    for (const id of whole.slice(3, 20)) await deleteRecord(db, 'labResult', id)
    const many = await readNewest<{ id: string }>(db, 'labResult', 10)
    expect(many.records.map((r) => r.id)).toEqual(whole.slice(20, 30))
    expect(many.hasMore).toBe(true)
    const rest = await readNewest<{ id: string }>(db, 'labResult', 25)
    expect(rest.records.map((r) => r.id)).toEqual(whole.slice(20))
    expect(rest.hasMore).toBe(false)
  })
})

describe('keepUnchanged', () => {
  it('keeps the earlier object of a record that did not change, and takes the new one of a record that did', () => {
    const before = { id: 'a', notes: 'x', supplementsTaken: ['Zinc'], pending: false }
    const other = { id: 'b', notes: 'y', supplementsTaken: [], pending: false }
    const previous = new Map([
      ['a', before],
      ['b', other],
    ])
    const changed = { id: 'b', notes: 'y', supplementsTaken: [], pending: true }
    const [a, b] = keepUnchanged(previous, [{ id: 'a', notes: 'x', supplementsTaken: ['Zinc'], pending: false }, changed])
    expect(a).toBe(before)
    expect(b).toBe(changed)
  })
})
