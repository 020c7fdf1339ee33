/**
 * A sync client as the PWA's engine is one: a client id, a seq counter, mutations in the
 * protocol's envelope, push and pull over a signed-in Browser.
 */
import { randomUUID } from 'node:crypto'
import {
  SCHEMA_VERSION,
  uuidv7,
  type Mutation,
  type PullResponse,
  type PushResponse,
  type SyncChange,
  type SyncEntity,
  type SyncOp,
} from '@dosewise/sync-protocol'
import type { Answer, Browser } from '#tests/helpers/browser'

/** What an error answer adds ({ code, message, errors?, lastSeq? }). */
type ErrorFields = { code?: string; message?: string; errors?: { field: string; message: string }[] }

export interface MutationOptions {
  baseVersion?: number | null
  clientTime?: string
  schemaVersion?: number
  overrides?: string[]
}

export class SyncDevice {
  seq = 0

  constructor(
    public browser: Browser,
    public clientId: string = randomUUID()
  ) {}

  mutation(
    entity: SyncEntity,
    entityId: string,
    op: SyncOp,
    patch: Record<string, unknown> | null,
    options: MutationOptions = {}
  ): Mutation {
    this.seq += 1
    return {
      mutationId: uuidv7(),
      clientId: this.clientId,
      seq: this.seq,
      entity,
      entityId,
      op,
      patch,
      baseVersion: options.baseVersion ?? null,
      clientTime: options.clientTime ?? new Date().toISOString(),
      schemaVersion: options.schemaVersion ?? SCHEMA_VERSION,
      ...(options.overrides ? { overrides: options.overrides } : {}),
    }
  }

  push(mutations: Mutation[]): Promise<Answer<PushResponse & ErrorFields>> {
    return this.browser.post('/api/sync/push', { clientId: this.clientId, mutations })
  }

  /** Pushes one mutation and returns its result (the push must answer 200). */
  async pushOne(mutation: Mutation) {
    const answer = await this.push([mutation])
    if (answer.status !== 200) throw new Error(`push answered ${answer.status}: ${answer.text}`)
    return answer.body.results[0]
  }

  pull(params: { cursor?: string; limit?: number; schemaVersion?: number } = {}): Promise<Answer<PullResponse & ErrorFields>> {
    const query = new URLSearchParams({ clientId: this.clientId })
    if (params.cursor !== undefined) query.set('cursor', params.cursor)
    if (params.limit !== undefined) query.set('limit', String(params.limit))
    if (params.schemaVersion !== undefined) query.set('schemaVersion', String(params.schemaVersion))
    return this.browser.get(`/api/sync/pull?${query}`)
  }

  /** Every change from `cursor` on, page by page. */
  async pullAll(cursor = '', limit = 500): Promise<{ changes: SyncChange[]; cursor: string; pages: number }> {
    const changes: SyncChange[] = []
    let pages = 0
    for (;;) {
      const answer = await this.pull({ cursor, limit })
      if (answer.status !== 200) throw new Error(`pull answered ${answer.status}: ${answer.text}`)
      pages += 1
      changes.push(...answer.body.changes)
      cursor = answer.body.cursor
      if (!answer.body.hasMore) return { changes, cursor, pages }
    }
  }
}

export const labResultInput = (overrides: Record<string, unknown> = {}) => ({
  testName: 'Vitamin D, 25-OH',
  value: '18',
  unit: 'ng/mL',
  referenceRange: '30-100',
  testedAt: '2026-10-01T08:00:00.000Z',
  ...overrides,
})

export const journalInput = (overrides: Record<string, unknown> = {}) => ({
  mood: 'good',
  energy: 'medium',
  sleep: 'fair',
  stress: 'moderate',
  notes: 'Slept badly, long shift.',
  supplementsTaken: ['Magnesium Glycinate'],
  ...overrides,
})

export const providerInput = (overrides: Record<string, unknown> = {}) => ({
  providerName: 'Dr. Amara Okafor',
  specialty: 'General practice',
  email: 'amara.okafor@example.test',
  phone: '+44 20 7946 0000',
  ...overrides,
})

export const prescriptionInput = (overrides: Record<string, unknown> = {}) => ({
  medicationName: 'Levothyroxine',
  dosage: '50 mcg',
  frequency: 'Once daily',
  prescribedBy: 'Dr. Amara Okafor',
  startDate: '2026-09-01T00:00:00.000Z',
  endDate: null,
  ...overrides,
})

/** The signed-in user's id (from the current-user call). */
export async function currentUserId(browser: Browser): Promise<number> {
  const answer = await browser.get('/api/auth/user')
  if (answer.status !== 200) throw new Error(`current user answered ${answer.status}`)
  return answer.body.id
}
