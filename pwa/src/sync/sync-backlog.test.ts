// @vitest-environment node
// Issue 10's "done when": a 5,000-change backlog of long journal entries (about 9,000 characters
// each, some in two-byte characters: ~50 MB) written offline syncs completely, each entry
// exactly once, through the PWA's own storage and sync code against the real API process.
import 'fake-indexeddb/auto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { PUSH_BODY_MAX_BYTES } from '@dosewise/sync-protocol'
import { createRecord } from '../db/writes'
import { startApiServer, type ApiServer } from '../../test-support/api-server'
import { connect, openDevice, uniqueAccount } from '../../test-support/sync-devices'
import { createSyncTransport } from './transport'

const BACKLOG = 5_000
let server: ApiServer
let link: Awaited<ReturnType<typeof connect>>
let userId = 0

beforeAll(async () => {
  server = await startApiServer()
  link = await connect(server)
  const account = await uniqueAccount('backlog')
  await link.http.signUp(account.email, account.password)
  userId = await link.http.signIn(account.email, account.password)
}, 90_000)

afterAll(async () => {
  await link?.proxy.close()
  await server?.dispose()
})

it(`a backlog of ${BACKLOG} long entries written offline syncs completely, each once`, async () => {
  const device = openDevice('backlog', userId, link)
  const text = (i: number) => `Entry ${i}: `.padEnd(9_000, i % 3 === 0 ? 'é' : 'night shift notes ')
  for (let i = 0; i < BACKLOG; i++) {
    await createRecord(device.db, 'journalEntry', {
      mood: 'good',
      energy: 'medium',
      sleep: 'fair',
      stress: 'low',
      notes: text(i),
      supplementsTaken: [],
    })
  }
  await device.engine.syncNow()
  expect(device.engine.status).toBe('idle')
  expect(await device.db.outbox.count()).toBe(0)
  expect(await device.db.attention.count()).toBe(0)

  // Every push body was within the protocol's limit, and none was refused for its size.
  const pushes = link.proxy.log.filter((r) => r.path === '/api/sync/push')
  expect(pushes.filter((r) => r.status === 413)).toEqual([])
  expect(pushes.length).toBeGreaterThan(BACKLOG / 200)
  expect(Math.max(...pushes.map((r) => r.bytes ?? 0))).toBeLessThanOrEqual(PUSH_BODY_MAX_BYTES)
  expect(Math.max(...pushes.map((r) => r.bytes ?? 0))).toBeGreaterThan(PUSH_BODY_MAX_BYTES * 0.9)

  // On the server, pulled fresh: each entry exactly once, text intact.
  const transport = createSyncTransport(link.http)
  const counts = new Map<string, number>()
  let cursor = ''
  for (;;) {
    const page = await transport.pull({ cursor, limit: 1000, clientId: crypto.randomUUID(), schemaVersion: 1 })
    for (const change of page.changes) {
      const notes = String(change.data?.notes ?? '')
      counts.set(notes, (counts.get(notes) ?? 0) + 1)
    }
    cursor = page.cursor
    if (!page.hasMore) break
  }
  for (let i = 0; i < BACKLOG; i++) expect(counts.get(text(i)), `entry ${i}`).toBe(1)
  await device.dispose()
}, 600_000)
