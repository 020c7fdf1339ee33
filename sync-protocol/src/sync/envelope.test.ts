import { describe, expect, it } from 'vitest'
import {
  decodeCursor,
  encodeCursor,
  isSupportedSchemaVersion,
  mutationSchema,
  pullQuerySchema,
  pushRequestSchema,
  SCHEMA_VERSION,
} from './envelope.js'
import { uuidv7 } from '../ids.js'

const mutation = () => ({
  mutationId: uuidv7(),
  clientId: '0195f0a0-0000-7000-8000-00000000000a',
  seq: 1,
  entity: 'journalEntry',
  entityId: uuidv7(),
  op: 'create',
  patch: { mood: 'good' },
  baseVersion: null,
  clientTime: new Date().toISOString(),
  schemaVersion: SCHEMA_VERSION,
})

describe('sync envelope', () => {
  it('accepts a well-formed mutation and a notification id', () => {
    expect(mutationSchema.safeParse(mutation()).success).toBe(true)
    expect(mutationSchema.safeParse({ ...mutation(), entity: 'notification', entityId: '42', op: 'patch' }).success).toBe(true)
  })

  it('refuses unknown kinds, ops, ids and seq 0', () => {
    for (const bad of [
      { entity: 'users' },
      { op: 'upsert' },
      { entityId: '../1' },
      { entityId: '0' },
      { seq: 0 },
      { seq: 2 ** 31 },
      { clientTime: 'yesterday' },
    ]) {
      expect(mutationSchema.safeParse({ ...mutation(), ...bad }).success).toBe(false)
    }
  })

  it('limits a push to 500 mutations', () => {
    const many = Array.from({ length: 501 }, (_, i) => ({ ...mutation(), seq: i + 1 }))
    expect(pushRequestSchema.safeParse({ clientId: many[0]!.clientId, mutations: many }).success).toBe(false)
    expect(pushRequestSchema.safeParse({ clientId: many[0]!.clientId, mutations: many.slice(0, 500) }).success).toBe(true)
  })

  it('round-trips cursors and refuses forged ones', () => {
    expect(decodeCursor(encodeCursor(1234))).toBe(1234)
    expect(decodeCursor('')).toBe(0)
    expect(decodeCursor(undefined)).toBe(0)
    for (const bad of ['1234', 'v1.-1', 'v1.01', 'v2.5', 'v1.1e3']) expect(decodeCursor(bad)).toBeNull()
  })

  it('supports the current schema version only (there is no previous one yet)', () => {
    expect(isSupportedSchemaVersion(SCHEMA_VERSION)).toBe(true)
    expect(isSupportedSchemaVersion(0)).toBe(false)
    expect(isSupportedSchemaVersion(SCHEMA_VERSION + 1)).toBe(false)
  })

  it('reads the pull query from strings with defaults', () => {
    expect(pullQuerySchema.parse({ limit: '50' })).toEqual({ limit: 50, schemaVersion: SCHEMA_VERSION })
    expect(pullQuerySchema.safeParse({ limit: '5000' }).success).toBe(false)
  })
})
