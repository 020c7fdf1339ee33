/// <reference types="node" />
/**
 * "Devices" for the sync integration tests: a device is one browser profile (cookie jar) behind
 * its own fault proxy, with its own local database and sync engine for the signed-in user.
 * Also reads what the server holds, the way a fresh install would (a pull from the start).
 */
import { randomUUID } from 'node:crypto'
import { SYNC_ENTITIES, type MutationResult, type PushRequest, type SyncChange, type SyncEntity } from '@dosewise/sync-protocol'
import { deleteUserDatabase, openUserDatabase, type UserDatabase } from '../src/db/database'
import { SyncEngine, type SyncEngineOptions } from '../src/sync/sync-engine'
import { createSyncTransport, type SyncTransport } from '../src/sync/transport'
import type { ApiServer } from './api-server'
import { CookieJarHttp } from './cookie-jar-http'
import { FaultProxy } from './fault-proxy'

/** Every push this device sent and every answer it heard (the same answer may be heard twice). */
export class RecordingTransport implements SyncTransport {
  readonly sent: PushRequest['mutations'] = []
  readonly answers = new Map<string, MutationResult[]>()

  constructor(private readonly inner: SyncTransport) {}

  async push(request: PushRequest) {
    this.sent.push(...request.mutations)
    const response = await this.inner.push(request)
    for (const result of response.results) this.answers.set(result.mutationId, [...(this.answers.get(result.mutationId) ?? []), result])
    return response
  }

  pull(query: Parameters<SyncTransport['pull']>[0]) {
    return this.inner.pull(query)
  }

  referenceSnapshot(version: string | null) {
    return this.inner.referenceSnapshot(version)
  }
}

export interface Device {
  name: string
  http: CookieJarHttp
  proxy: FaultProxy
  db: UserDatabase
  transport: RecordingTransport
  engine: SyncEngine
  /** Stops the engine, closes and deletes the database, closes the proxy. */
  dispose(): Promise<void>
}

export async function uniqueAccount(prefix = 'sync') {
  return { email: `${prefix}-${randomUUID().slice(0, 8)}@example.test`, password: 'correct horse battery' }
}

/** A proxy in front of the server and a cookie jar talking through it. */
export async function connect(server: ApiServer) {
  const proxy = await FaultProxy.start(() => server.url)
  return { proxy, http: new CookieJarHttp(proxy.url) }
}

/** Opens a device's database and engine for `userId` (the jar must be signed in as them). */
export function openDevice(
  name: string,
  userId: number,
  link: { proxy: FaultProxy; http: CookieJarHttp },
  options: Partial<SyncEngineOptions> = {}
): Device {
  const db = openUserDatabase(userId, { nameSuffix: `-${name}` })
  const transport = new RecordingTransport(createSyncTransport(link.http))
  const engine = new SyncEngine({ db, transport, autoSync: false, locks: null, isOnline: () => true, referenceData: false, ...options })
  return {
    name,
    ...link,
    db,
    transport,
    engine,
    async dispose() {
      await engine.stop()
      db.close()
      await deleteUserDatabase(userId, `-${name}`)
    },
  }
}

export type RecordKey = `${SyncEntity}:${string}`

/** Every live record the server holds for the jar's user, read with a pull from the start. */
export async function serverRecords(http: CookieJarHttp): Promise<Map<RecordKey, SyncChange>> {
  const transport = createSyncTransport(http)
  const records = new Map<RecordKey, SyncChange>()
  let cursor = ''
  for (;;) {
    const page = await transport.pull({ cursor, limit: 1000, clientId: randomUUID(), schemaVersion: 1 })
    for (const change of page.changes) {
      if (change.deleted) records.delete(`${change.entity}:${change.id}`)
      else records.set(`${change.entity}:${change.id}`, change)
    }
    cursor = page.cursor
    if (!page.hasMore) return records
  }
}

/** Every record a device shows (not deleted), with its data. */
export async function deviceRecords(db: UserDatabase): Promise<Map<RecordKey, Record<string, unknown>>> {
  const records = new Map<RecordKey, Record<string, unknown>>()
  for (const entity of SYNC_ENTITIES) {
    for (const row of await db.tableFor(entity).toArray()) {
      if (!row._deleted) records.set(`${entity}:${row.id}`, row.data)
    }
  }
  return records
}
