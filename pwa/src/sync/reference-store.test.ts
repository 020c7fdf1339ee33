import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { referenceSnapshotSchema, type ReferenceSnapshot } from '@dosewise/sync-protocol'
import { deleteUserDatabase, openUserDatabase } from '../db/database'
import { readReferenceData } from '../db/hooks'
import { referenceFixture } from '../testing/reference-fixture'
import { parseReferenceSnapshot } from './reference-parse'
import { storeReferenceSnapshot } from './reference-store'

const userId = 4701
afterEach(() => deleteUserDatabase(userId))

/** The fixture with enough supplements to be stored in several slices. */
function largeSnapshot(version: string): ReferenceSnapshot {
  const base = referenceFixture(version)
  const supplements = Array.from({ length: 120 }, (_, i) => ({ ...base.supplements[i % base.supplements.length], id: 1000 + i }))
  return { ...base, supplements }
}

const noPause = () => Promise.resolve()

describe('the reference snapshot on the device', () => {
  it('a first snapshot stored in slices is seen whole or not at all', async () => {
    const db = openUserDatabase(userId)
    const snapshot = largeSnapshot('aaaaaaaaaaaaaaaa')
    const seen: (number | null)[] = []
    await storeReferenceSnapshot(db, snapshot, {
      pause: async () => {
        seen.push((await readReferenceData(db))?.supplements.length ?? null)
      },
    })
    // Several slices, and at each pause between them no snapshot yet.
    expect(seen.length).toBeGreaterThan(3)
    expect(seen.every((count) => count === null)).toBe(true)
    const stored = await readReferenceData(db)
    expect(stored?.version).toBe('aaaaaaaaaaaaaaaa')
    expect(stored?.supplements).toHaveLength(120)
    expect(stored?.interactions).toHaveLength(snapshot.interactions.length)
    db.close()
  })

  it('rows left by an interrupted first store are replaced, not mixed in', async () => {
    const db = openUserDatabase(userId)
    await db.refSupplements.bulkPut(largeSnapshot('bbbbbbbbbbbbbbbb').supplements.map((s) => ({ ...s, id: s.id + 5000 })))
    await storeReferenceSnapshot(db, referenceFixture('cccccccccccccccc'), { pause: noPause })
    const stored = await readReferenceData(db)
    expect(stored?.supplements.map((s) => s.id).sort()).toEqual(
      referenceFixture()
        .supplements.map((s) => s.id)
        .sort()
    )
    db.close()
  })

  it('a newer snapshot replaces the stored one at once: readers see the old or the new, whole', async () => {
    const db = openUserDatabase(userId)
    await storeReferenceSnapshot(db, referenceFixture('dddddddddddddddd'), { pause: noPause })
    const newer = largeSnapshot('eeeeeeeeeeeeeeee')
    const reads: Promise<Awaited<ReturnType<typeof readReferenceData>>>[] = []
    const storing = storeReferenceSnapshot(db, newer, {
      pause: async () => {
        reads.push(readReferenceData(db))
      },
    })
    for (let i = 0; i < 5; i++) reads.push(readReferenceData(db))
    await storing
    reads.push(readReferenceData(db))
    for (const read of await Promise.all(reads)) {
      const expected = read?.version === 'eeeeeeeeeeeeeeee' ? 120 : referenceFixture().supplements.length
      expect(read?.supplements).toHaveLength(expected)
    }
    expect((await readReferenceData(db))?.version).toBe('eeeeeeeeeeeeeeee')
    db.close()
  })
})

describe('checking a downloaded snapshot a slice at a time', () => {
  it('gives what the whole-snapshot schema gives', async () => {
    const body = JSON.parse(JSON.stringify({ ...largeSnapshot('ffffffffffffffff'), extra: true }))
    expect(await parseReferenceSnapshot(body, noPause)).toEqual(referenceSnapshotSchema.parse(body))
  })

  it('refuses a snapshot with one bad row, naming the row as the whole-snapshot schema does', async () => {
    const body = JSON.parse(JSON.stringify(largeSnapshot('ffffffffffffffff')))
    body.supplements[77].name = 42
    const whole = referenceSnapshotSchema.safeParse(body)
    await expect(parseReferenceSnapshot(body, noPause)).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: whole.error?.issues[0]?.path })],
    })
    expect(whole.error?.issues[0]?.path).toEqual(['supplements', 77, 'name'])
  })
})
