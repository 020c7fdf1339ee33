// @vitest-environment node
// Live sync against the real API (ADR 0038): device 2's engine, polling only every 10 minutes,
// pulls a change device 1 pushed within a second, because the server's notice says its data
// moved. When the stream is refused the engine still gets the change by polling; signing out
// closes the stream. Device 1 pushes over HTTP with no local database: a local write in this
// process would wake device 2's engine too (the write listeners are per process, as per tab).
import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { EMPTY } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCHEMA_VERSION, uuidv7 } from '@dosewise/sync-protocol'
import { createSyncTransport } from './transport'
import { startApiServer, type ApiServer } from '../../test-support/api-server'
import { fetchLiveSource } from '../../test-support/fetch-event-source'
import { connect, openDevice, uniqueAccount, type Device } from '../../test-support/sync-devices'
import type { OpenLiveSource } from './live-notices'

let server: ApiServer
let phoneLink: Awaited<ReturnType<typeof connect>>
let laptopLink: Awaited<ReturnType<typeof connect>>
let userId: number

const entry = (notes: string) => ({ mood: 'good', energy: 'medium', sleep: 'fair', stress: 'low', notes, supplementsTaken: [] })

beforeAll(async () => {
  server = await startApiServer()
  phoneLink = await connect(server)
  laptopLink = await connect(server)
  const account = await uniqueAccount('live')
  await phoneLink.http.signUp(account.email, account.password)
  userId = await phoneLink.http.signIn(account.email, account.password)
  await laptopLink.http.signIn(account.email, account.password)
}, 90_000)

afterAll(async () => {
  await phoneLink?.proxy.close()
  await laptopLink?.proxy.close()
  await server?.dispose()
})

/** The laptop's engine as a leader tab runs it: automatic, with no browser wake-ups. */
function laptop(name: string, liveSource: OpenLiveSource | null, healthyMs: number): Device {
  return openDevice(name, userId, laptopLink, { autoSync: true, wakeUps: EMPTY, liveSource, timing: { healthyMs } })
}

/** Device 1: pushes a new journal entry as its engine would. */
async function pushFromPhone(notes: string) {
  const clientId = randomUUID()
  const answer = await createSyncTransport(phoneLink.http).push({
    clientId,
    mutations: [
      {
        mutationId: uuidv7(),
        clientId,
        seq: 1,
        entity: 'journalEntry',
        entityId: uuidv7(),
        op: 'create',
        patch: entry(notes),
        baseVersion: null,
        clientTime: new Date().toISOString(),
        schemaVersion: SCHEMA_VERSION,
      },
    ],
  })
  expect(answer.results[0].status).toBe('applied')
}

async function hasEntry(device: Device, notes: string) {
  return (await device.db.tableFor('journalEntry').toArray()).some((row) => row.data.notes === notes)
}

/** Waits (checking every 20 ms) until the device holds the entry; answers how long it took. */
async function arrival(device: Device, notes: string, timeoutMs: number) {
  const started = Date.now()
  while (!(await hasEntry(device, notes))) {
    if (Date.now() - started > timeoutMs) throw new Error(`"${notes}" did not arrive within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return Date.now() - started
}

/** Until the engine's first cycle is done (its start-up pull). */
async function firstCycle(device: Device) {
  const started = Date.now()
  while (!device.engine.lastReport) {
    if (Date.now() - started > 10_000) throw new Error('the first sync cycle did not finish')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('live sync notices', () => {
  it("device 2 pulls device 1's change within a second, without waiting for its 10-minute poll", async () => {
    const source = fetchLiveSource(server.url, laptopLink.http)
    const other = laptop('live-laptop', source, 10 * 60_000)
    try {
      other.engine.start()
      await firstCycle(other)
      // The stream is open and has said where the data is.
      await expect.poll(() => source.opened.length).toBe(1)

      await pushFromPhone('Seen on the laptop at once')
      expect(await arrival(other, 'Seen on the laptop at once', 1_000)).toBeLessThanOrEqual(1_000)
    } finally {
      await other.dispose()
    }
    // Stopping the engine (sign-out) closed the stream.
    expect(source.opened.every((s) => s.closed)).toBe(true)
  })

  it('when the stream is refused, the engine keeps polling and still gets the change', async () => {
    // Another person's channel: the server answers 403, as to a stale session.
    const refused: OpenLiveSource = (path) => fetchLiveSource(server.url, laptopLink.http)(path.replace(/\d+$/, String(userId + 1_000)))
    const other = laptop('refused-laptop', refused, 400)
    try {
      other.engine.start()
      await firstCycle(other)
      await pushFromPhone('Arrived by polling')
      await arrival(other, 'Arrived by polling', 5_000)
    } finally {
      await other.dispose()
    }
  })
})
