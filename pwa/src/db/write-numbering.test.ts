/**
 * How local writes number their outbox entries (ADR 0042): the server takes one device's
 * changes only as 1, 2, 3 … with no hole and no number twice, while every tab of the person
 * writes into the same database. Each "tab" here is its own connection to one database.
 */
import 'fake-indexeddb/auto'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { deleteUserDatabase, openUserDatabase, type UserDatabase } from './database'
import { clientIdOf, createRecord, deleteRecord, updateRecord } from './writes'
import type { OutboxEntry } from './types'

let userId = 5000
afterEach(async () => {
  await deleteUserDatabase(userId)
  userId += 1
})

const entry = (notes: string) => ({ mood: 'good', energy: 'high', sleep: 'fair', stress: 'low', notes, supplementsTaken: [] })

/** What the server would receive: every entry ever in the outbox, by seq. */
function expectNumbered1ToN(entries: readonly OutboxEntry[]) {
  const seqs = entries.map((e) => e.seq).sort((a, b) => a - b)
  expect(seqs).toEqual(seqs.map((_, index) => index + 1))
  expect(new Set(entries.map((e) => e.mutationId)).size).toBe(entries.length)
}

/** The server acknowledged everything sent so far: the entries leave the outbox. */
async function acknowledgeAll(db: UserDatabase, sent: OutboxEntry[]) {
  const entries = await db.outbox.toArray()
  sent.push(...entries)
  await db.outbox.bulkDelete(entries.map((e) => e.seq))
}

describe('numbering local changes across tabs', () => {
  it('two tabs writing in turn and at once never hand out one seq twice or leave a hole', async () => {
    const tabA = openUserDatabase(userId)
    const tabB = openUserDatabase(userId)
    for (let i = 0; i < 5; i++) {
      await createRecord(tabA, 'journalEntry', entry(`A${i}`))
      await createRecord(tabB, 'journalEntry', entry(`B${i}`))
    }
    await Promise.all([
      ...[0, 1, 2].map((i) => createRecord(tabA, 'journalEntry', entry(`A at once ${i}`))),
      ...[0, 1, 2].map((i) => createRecord(tabB, 'journalEntry', entry(`B at once ${i}`))),
    ])
    const outbox = await tabA.outbox.toArray()
    expect(outbox).toHaveLength(16)
    expectNumbered1ToN(outbox)
    expect(await tabA.tableFor('journalEntry').count()).toBe(16)
    expect(await clientIdOf(tabA)).toBe(await clientIdOf(tabB))
    tabA.close()
    tabB.close()
  })

  it('a tab that stayed idle while another wrote and pushed does not reuse the numbers sent meanwhile', async () => {
    const tabA = openUserDatabase(userId)
    const tabB = openUserDatabase(userId)
    const sent: OutboxEntry[] = []
    await createRecord(tabA, 'journalEntry', entry('A first'))
    await createRecord(tabB, 'journalEntry', entry('B first'))
    await createRecord(tabB, 'journalEntry', entry('B second'))
    // Sent and acknowledged: the outbox is empty again, so the outbox alone cannot tell.
    await acknowledgeAll(tabB, sent)
    await createRecord(tabA, 'journalEntry', entry('A again'))
    await acknowledgeAll(tabA, sent)
    expect(sent.map((e) => [e.seq, e.patch?.notes])).toEqual([
      [1, 'A first'],
      [2, 'B first'],
      [3, 'B second'],
      [4, 'A again'],
    ])
    tabA.close()
    tabB.close()
  })

  it('after a crash (closed without warning, outbox already sent) the reopened database numbers on from the last seq', async () => {
    const sent: OutboxEntry[] = []
    const before = openUserDatabase(userId)
    await createRecord(before, 'journalEntry', entry('one'))
    await createRecord(before, 'journalEntry', entry('two'))
    await acknowledgeAll(before, sent)
    before.close()
    const after = openUserDatabase(userId)
    await createRecord(after, 'journalEntry', entry('three'))
    await acknowledgeAll(after, sent)
    expect(sent.map((e) => e.seq)).toEqual([1, 2, 3])
    after.close()
  })

  it('a write undone with the transaction around it uses up no seq', async () => {
    const db = openUserDatabase(userId)
    await createRecord(db, 'journalEntry', entry('kept'))
    await expect(
      db.transaction('rw', [db.tableFor('journalEntry'), db.outbox, db.syncState], async () => {
        await createRecord(db, 'journalEntry', entry('undone'))
        throw new Error('the caller gave up')
      })
    ).rejects.toThrow('the caller gave up')
    await createRecord(db, 'journalEntry', entry('next'))
    const outbox = await db.outbox.toArray()
    expect(outbox.map((e) => [e.seq, e.patch?.notes])).toEqual([
      [1, 'kept'],
      [2, 'next'],
    ])
    db.close()
  })

  it('any mix of tabs, writes, acknowledgements and reopenings numbers every change once, 1 to N', async () => {
    type Step =
      | { kind: 'create' | 'edit' | 'remove'; tab: number }
      | { kind: 'burst'; tabs: number[] }
      | { kind: 'acknowledge' | 'reopen'; tab: number }
    const tab = fc.integer({ min: 0, max: 2 })
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constantFrom('create' as const, 'edit' as const, 'remove' as const), tab }),
      fc.record({ kind: fc.constant('burst' as const), tabs: fc.array(tab, { minLength: 2, maxLength: 5 }) }),
      fc.record({ kind: fc.constantFrom('acknowledge' as const, 'reopen' as const), tab })
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        userId += 1
        const tabs = [0, 1, 2].map(() => openUserDatabase(userId))
        const sent: OutboxEntry[] = []
        const ids: string[] = []
        const create = async (db: UserDatabase) => ids.push(await createRecord(db, 'journalEntry', entry('x')))
        try {
          for (const s of steps) {
            if (s.kind === 'create') await create(tabs[s.tab]!)
            else if (s.kind === 'burst') await Promise.all(s.tabs.map((t) => create(tabs[t]!)))
            else if (s.kind === 'acknowledge') await acknowledgeAll(tabs[s.tab]!, sent)
            else if (s.kind === 'reopen') {
              tabs[s.tab]!.close()
              tabs[s.tab] = openUserDatabase(userId)
            } else if (ids.length > 0) {
              const id = ids[ids.length - 1]!
              if (s.kind === 'edit') await updateRecord(tabs[s.tab]!, 'journalEntry', id, { notes: 'edited' }).catch(() => {})
              else await deleteRecord(tabs[s.tab]!, 'journalEntry', id)
            }
          }
          const waiting = await tabs[0]!.outbox.toArray()
          expectNumbered1ToN([...sent, ...waiting])
        } finally {
          for (const db of tabs) db.close()
          await deleteUserDatabase(userId)
        }
      }),
      { numRuns: 40 }
    )
  }, 60_000)
})
