import { describe, expect, it } from 'vitest'
import { SCHEMA_VERSION, type Mutation } from '@dosewise/sync-protocol'
import type { OutboxEntry } from '../db/types'
import { packBatch } from './push-batches'

const clientId = '0190a1b2-0000-7000-8000-000000000001'
const entry = (seq: number, notes: string): OutboxEntry => ({
  seq,
  mutationId: `0190a1b2-0000-7000-8000-${String(seq).padStart(12, '0')}`,
  entity: 'journalEntry',
  entityId: `0190a1b2-0000-7000-9000-${String(seq).padStart(12, '0')}`,
  op: 'create',
  patch: { mood: 'good', energy: 'high', sleep: 'good', stress: 'low', notes, supplementsTaken: [] },
  baseVersion: null,
  clientTime: '2026-11-24T10:00:00.000Z',
})
const toMutation = (e: OutboxEntry): Mutation => ({ ...e, clientId, schemaVersion: SCHEMA_VERSION })
const envelope = { clientId, userId: 12345 }
const bodySize = (entries: OutboxEntry[]) =>
  new TextEncoder().encode(JSON.stringify({ ...envelope, mutations: entries.map(toMutation) })).length

describe('packBatch', () => {
  it('fills a body up to the byte limit exactly as the transport will send it', () => {
    const entries = Array.from({ length: 30 }, (_, i) => entry(i + 1, 'é'.repeat(900)))
    const limit = 10_000
    const packed = packBatch(entries, envelope, toMutation, limit)
    expect(packed.size).toBe(bodySize(packed.batch))
    expect(packed.size).toBeLessThanOrEqual(limit)
    expect(bodySize(entries.slice(0, packed.batch.length + 1))).toBeGreaterThan(limit)
    expect(packed.batch.map((e) => e.seq)).toEqual(entries.slice(0, packed.batch.length).map((e) => e.seq))
    expect(packed.unsendable).toBeNull()
  })

  it('takes everything when it fits, and reports a first entry too large for any body', () => {
    const small = [entry(1, 'a'), entry(2, 'b')]
    expect(packBatch(small, envelope, toMutation, 100_000).batch).toHaveLength(2)
    const huge = [entry(1, 'x'.repeat(5000)), entry(2, 'b')]
    const packed = packBatch(huge, envelope, toMutation, 2000)
    expect(packed.batch).toEqual([])
    expect(packed.unsendable?.seq).toBe(1)
    expect(packBatch([], envelope, toMutation, 2000)).toMatchObject({ batch: [], unsendable: null })
  })
})
